import AxeBuilder from '@axe-core/playwright';
import { expect, ready, test } from './fixtures.ts';

// Experimental rules included: label-content-name-mismatch (WCAG 2.5.3) among them.

const ROUTES = ['/', '/projects', '/profil', '/contact'];

async function audit(page: import('@playwright/test').Page, path: string) {
  test.slow(); // axe with its experimental rules, on a loaded machine
  await page.goto(path);
  await ready(page);
  // Let the reveals finish so the audit sees the final text.
  await expect(page.locator('[data-scramble="running"]')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, path).toEqual([]);
}

test.describe('axe at desktop size', () => {
  for (const path of ROUTES)
    test(`${path} has no accessibility violation`, async ({ page }) => audit(page, path));
});

test.describe('axe at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const path of ROUTES)
    test(`${path} has no accessibility violation`, async ({ page }) => audit(page, path));
});
