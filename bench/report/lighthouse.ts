// Lighthouse figures summarised per configuration and page (issue 33): the page meets its target only when
// every one of its consecutive runs does, and a run Lighthouse could not finish counts as missed.
// Pure: the Markdown table, the HTML report and the prose all read these summaries.

import {
  LIGHTHOUSE_LCP_TARGET_MS,
  LIGHTHOUSE_PERFORMANCE_TARGET,
  LIGHTHOUSE_TBT_TARGET_MS,
} from './limits.ts';
import type { LighthouseFigure } from './model.ts';

/** The categories held to 100 besides performance. */
export const OTHER_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;

/** Reports that did not record it ran Lighthouse in swiftshader. */
export const configurationOf = (figure: LighthouseFigure): string => figure.configuration ?? 'swiftshader';

/** A score as the report writes it: 0.97 → 97. */
export const percent = (score: number | null | undefined): number | null =>
  score === null || score === undefined ? null : Math.round(score * 100);

export interface LighthouseSummary {
  url: string;
  configuration: string;
  formFactor: string;
  /** The page's runs in this configuration, in run order. */
  runs: LighthouseFigure[];
  /** A report from before the runs were numbered: one figure, rendered as it always was. */
  single: boolean;
  /** Each run's performance score (0–100), null for a run that failed or gave none. */
  performance: (number | null)[];
  /** The runs Lighthouse could not finish. */
  failed: LighthouseFigure[];
  /** The run with the lowest performance score among those that gave one (the first of equals). */
  worst: LighthouseFigure | undefined;
  worstLcpMs: number | null;
  worstTbtMs: number | null;
  worstCls: number | null;
  /** Performance ≥ 95, LCP ≤ 1.8 s and TBT ≤ 200 ms in every run; any failed run misses it. */
  met: boolean;
  /** The other categories at 100 in every run; any failed run misses it. */
  othersMet: boolean;
  /** Other categories below 100 in runs other than the worst one, whose categories the row shows. */
  othersElsewhere: { run: number; category: string; score: number | null }[];
}

const maxOf = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  return known.length === 0 ? null : Math.max(...known);
};

export const runOf = (figure: LighthouseFigure, index: number): number => figure.run ?? index + 1;

function summarize(runs: LighthouseFigure[]): LighthouseSummary {
  const first = runs[0] as LighthouseFigure;
  const scored = runs.filter((r) => !r.error);
  const failed = runs.filter((r) => r.error);
  const performance = runs.map((r) => (r.error ? null : percent(r.scores.performance)));
  let worst: LighthouseFigure | undefined;
  for (const r of scored) {
    if (!worst || (percent(r.scores.performance) ?? -1) < (percent(worst.scores.performance) ?? -1))
      worst = r;
  }
  const holds = (r: LighthouseFigure) =>
    !r.error &&
    (percent(r.scores.performance) ?? -1) >= LIGHTHOUSE_PERFORMANCE_TARGET &&
    r.lcpMs !== null &&
    r.lcpMs <= LIGHTHOUSE_LCP_TARGET_MS &&
    r.tbtMs !== null &&
    r.tbtMs <= LIGHTHOUSE_TBT_TARGET_MS;
  const othersHold = (r: LighthouseFigure) => !r.error && OTHER_CATEGORIES.every((id) => r.scores[id] === 1);
  const othersElsewhere = runs.flatMap((r, index) =>
    r === worst || r.error
      ? []
      : OTHER_CATEGORIES.filter((id) => r.scores[id] !== 1).map((category) => ({
          run: runOf(r, index),
          category,
          score: percent(r.scores[category]),
        })),
  );
  return {
    url: first.url,
    configuration: configurationOf(first),
    formFactor: first.formFactor,
    runs,
    single: runs.length === 1 && first.run === undefined,
    performance,
    failed,
    worst,
    worstLcpMs: maxOf(scored.map((r) => r.lcpMs)),
    worstTbtMs: maxOf(scored.map((r) => r.tbtMs)),
    worstCls: maxOf(scored.map((r) => r.cls)),
    met: runs.every(holds),
    othersMet: runs.every(othersHold),
    othersElsewhere,
  };
}

/**
 * One summary per configuration × page (× form factor), in the order the figures first name them. Figures
 * without a run number (older reports) are one run each: a page measured twice there gives two summaries.
 */
export function summarizeLighthouse(figures: readonly LighthouseFigure[]): LighthouseSummary[] {
  const groups = new Map<string, LighthouseFigure[]>();
  const order: LighthouseFigure[][] = [];
  for (const figure of figures) {
    if (figure.run === undefined) {
      order.push([figure]);
      continue;
    }
    const key = JSON.stringify([configurationOf(figure), figure.url, figure.formFactor]);
    let group = groups.get(key);
    if (!group) {
      group = [];
      groups.set(key, group);
      order.push(group);
    }
    group.push(figure);
  }
  return order.map((group) => summarize([...group].sort((a, b) => (a.run ?? 0) - (b.run ?? 0))));
}

/** The target as the report's row states it. */
export const LIGHTHOUSE_TARGET_TEXT = `performance ≥ ${LIGHTHOUSE_PERFORMANCE_TARGET} in every run, LCP ≤ ${LIGHTHOUSE_LCP_TARGET_MS / 1000} s, TBT ≤ ${LIGHTHOUSE_TBT_TARGET_MS} ms`;
