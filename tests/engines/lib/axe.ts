// axe-core run in the page through the driver, with the rules the Chromium suite's audit uses
// (tests/e2e/accessibility.spec.ts): WCAG 2.0/2.1 A and AA, best practices and the experimental rules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { EnginePage } from '../drivers/enginePage.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental'];

interface AxeResults {
  violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<AxeResults> };
  }
}

/** Each violation as "rule (impact): targets"; empty when the page passes. */
export async function axeViolations(page: EnginePage): Promise<string[]> {
  // The source runs as the driver's own script (not eval in the page, which the CSP forbids).
  await page.inject(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    if (!window.axe) throw new Error('axe-core did not load');
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  }, AXE_TAGS);
}
