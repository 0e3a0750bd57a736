// Consecutive Lighthouse runs of a few pages in one configuration, whatever drives them (the bench passes
// Lighthouse on a debugging port; the tests pass a stand-in). A report carrying Lighthouse's own
// runtimeError (NO_NAVSTART: "Something went wrong with recording the trace… Please run Lighthouse
// again") is a tooling failure, not a page result: that run is tried again, and the figure says how often.

import type { QuietResult } from '../lib/quietCpu.ts';
import type { LighthouseFigure } from '../report/model.ts';

/** What the bench reads of a Lighthouse result (its lhr). */
export interface LighthouseReport {
  configSettings: { formFactor: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
}

/** One Lighthouse run of a URL: its report, or a rejection (a timeout, no report at all). */
export type LighthouseRunner = (url: string) => Promise<LighthouseReport>;

/** Tries of a run after the first that gave a runtimeError. */
export const MAX_RETRIES = 2;

const FORM_FACTOR = 'mobile';

/** The figures of a report Lighthouse finished. */
export function figureOf(
  report: LighthouseReport,
  where: { url: string; configuration: string; run: number; retries: number },
): LighthouseFigure {
  const scores: Record<string, number | null> = {};
  for (const [id, category] of Object.entries(report.categories)) scores[id] = category.score;
  const audit = (id: string) => report.audits[id]?.numericValue ?? null;
  return {
    url: where.url,
    configuration: where.configuration,
    run: where.run,
    retries: where.retries,
    formFactor: report.configSettings.formFactor,
    scores,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** A run that gave no figures, and why. */
export function failedFigure(
  where: { url: string; configuration: string; run: number; retries?: number },
  error: string,
  formFactor = FORM_FACTOR,
): LighthouseFigure {
  return {
    url: where.url,
    configuration: where.configuration,
    run: where.run,
    ...(where.retries === undefined ? {} : { retries: where.retries }),
    formFactor,
    scores: {},
    lcpMs: null,
    tbtMs: null,
    cls: null,
    error,
  };
}

/** One run of one page: tried again on a runtimeError, at most MAX_RETRIES times; a rejection ends it. */
export async function measureRun(
  runner: LighthouseRunner,
  url: string,
  where: { url: string; configuration: string; run: number },
): Promise<LighthouseFigure> {
  for (let retries = 0; ; retries += 1) {
    let report: LighthouseReport;
    try {
      report = await runner(url);
    } catch (error) {
      return failedFigure({ ...where, retries }, error instanceof Error ? error.message : String(error));
    }
    const failure = report.runtimeError;
    if (!failure) return figureOf(report, { ...where, retries });
    if (retries >= MAX_RETRIES) {
      return failedFigure(
        { ...where, retries },
        `${failure.code}: ${failure.message}`,
        report.configSettings?.formFactor ?? FORM_FACTOR,
      );
    }
  }
}

/**
 * `runs` consecutive runs of each page, one page after the other, numbered 1…runs. Before each, `settle`
 * (the bench: waitForQuietCpu) waits for the machine, and the figure says how idle it was.
 */
export async function measurePages(
  runner: LighthouseRunner,
  origin: string,
  paths: readonly string[],
  configuration: string,
  runs: number,
  onFigure: (figure: LighthouseFigure) => void = () => {},
  settle?: () => Promise<QuietResult>,
): Promise<LighthouseFigure[]> {
  const figures: LighthouseFigure[] = [];
  for (const path of paths) {
    for (let run = 1; run <= runs; run += 1) {
      const machine = await settle?.();
      const measured = await measureRun(runner, `${origin}${path}`, { url: path, configuration, run });
      const figure = machine
        ? { ...measured, idleBefore: machine.idle, quietBefore: machine.quiet }
        : measured;
      figures.push(figure);
      onFigure(figure);
    }
  }
  return figures;
}
