// The page's own reports, read from the probe: a console error, an uncaught error or rejection, a failed
// resource or a CSP violation fails the test; warnings are only collected, for the suite's report.
import { expect } from 'vitest';
import type { EnginePage } from '../drivers/enginePage.ts';
import { engineLog } from '../lib/pageReads.ts';

/** Warnings seen during a suite, with how many times each came. */
export type WarningTally = Map<string, number>;

export async function expectCleanLog(page: EnginePage, warnings: WarningTally): Promise<void> {
  const log = await engineLog(page);
  expect(log, 'the engine probe runs in the page').not.toBeNull();
  if (!log) return;
  for (const warning of log.warnings) warnings.set(warning, (warnings.get(warning) ?? 0) + 1);
  expect(log.errors, 'console errors, uncaught errors, failed resources').toEqual([]);
  expect(log.csp, 'CSP violations').toEqual([]);
}

export function printWarnings(engine: string, warnings: WarningTally): void {
  if (warnings.size === 0) return;
  const lines = [...warnings].map(([text, times]) => `  ${times}× ${text}`);
  console.info(`${engine}: console warnings (reported, not failed):\n${lines.join('\n')}`);
}
