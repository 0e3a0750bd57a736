// Lighthouse scores and LCP/TBT/CLS for a few pages, in the same Debian Chromium (SwiftShader), each
// run bounded in time. Lighthouse 12 (the last for Node 20) drives the browser over a debugging port.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../../playwright.config.ts';
import { BENCH_FLAGS } from '../browser.ts';
import type { LighthouseFigure } from '../report/model.ts';

const PORT = 9300 + Math.floor(Math.random() * 500);

export async function measureLighthouse(
  origin: string,
  paths: readonly string[],
): Promise<LighthouseFigure[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...BENCH_FLAGS, `--remote-debugging-port=${PORT}`],
  });
  const figures: LighthouseFigure[] = [];
  try {
    for (const path of paths) {
      const url = `${origin}${path}`;
      try {
        const run = lighthouse(url, {
          port: PORT,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const timeout = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('Lighthouse: no result within 120 s')), 120_000).unref(),
        );
        const result = await Promise.race([run, timeout]);
        const lhr = result?.lhr;
        if (!lhr) throw new Error('Lighthouse returned no report');
        const scores: Record<string, number | null> = {};
        for (const [id, category] of Object.entries(lhr.categories)) scores[id] = category.score;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
        figures.push({
          url: path,
          configuration: 'swiftshader',
          formFactor: lhr.configSettings.formFactor,
          scores,
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
      } catch (error) {
        figures.push({
          url: path,
          configuration: 'swiftshader',
          formFactor: 'mobile',
          scores: {},
          lcpMs: null,
          tbtMs: null,
          cls: null,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
