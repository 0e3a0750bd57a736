// Lighthouse scores and LCP/TBT/CLS for a few pages in each browser configuration the run measured (issue
// 33: ≥ 95 in every one of three consecutive runs), in the same Debian Chromium with that configuration's
// flags, each run bounded in time. Lighthouse 12 (the last for Node 20) drives the browser over a
// debugging port; the runs themselves, and their retries, are bench/load/lighthouseRuns.ts.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../../playwright.config.ts';
import { flagsOf } from '../browser.ts';
import type { ConfigurationSpec } from '../configs.ts';
import { waitForQuietCpu } from '../lib/quietCpu.ts';
import type { LighthouseFigure } from '../report/model.ts';
import { failedFigure, type LighthouseRunner, measurePages } from './lighthouseRuns.ts';

const RUN_TIMEOUT_MS = 120_000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const debuggingPort = () => 9300 + Math.floor(Math.random() * 500);

/** Lighthouse on the browser listening on `port`, one run bounded by RUN_TIMEOUT_MS. */
function lighthouseOn(port: number): LighthouseRunner {
  return async (url) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse: no result within ${RUN_TIMEOUT_MS / 1000} s`)),
        RUN_TIMEOUT_MS,
      );
    });
    const run = lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const result = await Promise.race([run, timeout]).finally(() => clearTimeout(timer));
    if (!result?.lhr) throw new Error('Lighthouse returned no report');
    return result.lhr;
  };
}

/**
 * `runs` consecutive Lighthouse runs of each path in each configuration given (those the run measured, in
 * its order: a configuration whose probe disagreed is not passed), one browser per configuration launched
 * with its flags and without the Playwright defaults it drops. Each run waits for a quiet machine first
 * (bench/lib/quietCpu.ts): what another process stretches, Lighthouse counts four times.
 */
export async function measureLighthouse(
  origin: string,
  paths: readonly string[],
  configs: readonly ConfigurationSpec[],
  runs = 3,
  onFigure: (figure: LighthouseFigure) => void = () => {},
): Promise<LighthouseFigure[]> {
  const figures: LighthouseFigure[] = [];
  for (const spec of configs) {
    const port = debuggingPort();
    let browser: Awaited<ReturnType<typeof chromium.launch>>;
    try {
      browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: [...flagsOf(spec), `--remote-debugging-port=${port}`],
        ignoreDefaultArgs: [...spec.withoutDefaults],
        timeout: 30_000,
      });
    } catch (error) {
      const why = `the browser did not start: ${error instanceof Error ? error.message.split('\n')[0] : error}`;
      for (const url of paths) {
        for (let run = 1; run <= runs; run += 1) {
          const figure = failedFigure({ url, configuration: spec.name, run }, why);
          figures.push(figure);
          onFigure(figure);
        }
      }
      continue;
    }
    try {
      figures.push(
        ...(await measurePages(
          lighthouseOn(port),
          origin,
          paths,
          spec.name,
          runs,
          onFigure,
          waitForQuietCpu,
        )),
      );
    } finally {
      await browser.close().catch(() => undefined);
    }
  }
  return figures;
}
