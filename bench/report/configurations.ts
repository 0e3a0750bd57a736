// Per-configuration results (issue 33), as pure steps: reading older reports as one swiftshader
// configuration, the previous run a configuration is compared with, the regression checks, and each
// configuration's target row.

import { type ConfigurationSpec, configuration } from '../configs.ts';
import type { Spread } from '../lib/stats.ts';
import { MOVING_PAGES, type Target } from '../scenarios.ts';
import { num } from './format.ts';
import {
  type BenchResult,
  type ComparisonResult,
  type ConfigTarget,
  type ConfigurationResult,
  describeTarget,
  type PreviousRun,
  type RegressionCheck,
  type ScenarioSummary,
  type TargetResult,
  type Verdict,
  verdictOf,
} from './model.ts';

/** A report's configurations; one written before configurations existed is one swiftshader configuration. */
export function configurationsOf(result: BenchResult): ConfigurationResult[] {
  if (result.schema === 3) return result.configurations;
  const spec = configuration('swiftshader');
  return [
    {
      name: spec.name,
      role: spec.role,
      status: 'measured',
      flags: result.environment.flags,
      ...(result.environment.renderer === undefined ? {} : { renderer: result.environment.renderer }),
      gpuCompositing: null,
      loadAverageStart: result.environment.machine.loadAverageStart,
      scenarios: result.scenarios,
      comparisons: result.comparisons,
      runs: result.runs,
      target: { text: spec.targetText, verdict: 'n/a', detail: 'no previous run' },
    },
  ];
}

/** The configuration's figures in a previous report, if it measured that configuration. */
export function previousRunOf(result: BenchResult | undefined, name: string): PreviousRun | undefined {
  if (!result) return undefined;
  const found = configurationsOf(result).find((c) => c.name === name && c.status === 'measured');
  if (!found) return undefined;
  return {
    date: result.environment.date,
    commit: result.environment.commit,
    loadAverageStart: found.loadAverageStart ?? result.environment.machine.loadAverageStart,
    scenarios: found.scenarios
      .filter((s) => s.status === 'ok')
      .map((s) => ({
        id: s.id,
        label: s.label,
        fps: s.fps,
        p95GapMs: s.p95GapMs,
        cpuMsPerFrame: s.cpuMsPerFrame,
        cpuMsPerSecond: s.cpuMsPerSecond,
      })),
  };
}

/** How far a figure may move from the previous run's median before it counts as a regression. */
export const REGRESSION_TOLERANCE = { fps: 0.95, gap95: 1.1, cpu: 1.1, idleCpu: 1.25 } as const;
/** Below this many presented frames a second a scenario is idle by design: only its CPU per second counts. */
export const IDLE_FPS = 5;

const worst = (verdicts: readonly Verdict[]): Verdict => {
  const rated = verdicts.filter((v) => v !== 'n/a');
  if (rated.length === 0) return 'n/a';
  if (rated.includes('missed')) return 'missed';
  return rated.includes('borderline') ? 'borderline' : 'met';
};

function against(actual: Spread, target: Target, text: string): TargetResult {
  return { ...target, actual, verdict: verdictOf(actual, target), text };
}

/**
 * Each of our scenarios measured in both runs, against the previous run's medians: fps at least 0.95×,
 * p95 gap and CPU per presented frame at most 1.1×. Missed when this run's median is past that, borderline
 * when only some round is.
 */
export function regressionChecks(
  scenarios: readonly ScenarioSummary[],
  previous: PreviousRun,
): RegressionCheck[] {
  const before = new Map(previous.scenarios.map((s) => [s.id, s]));
  return scenarios.flatMap((s) => {
    const old = before.get(s.id);
    if (s.side !== 'ours' || s.status !== 'ok' || !old) return [];
    const was = {
      fps: old.fps.median,
      p95GapMs: old.p95GapMs.median,
      cpuMsPerFrame: old.cpuMsPerFrame.median,
      ...(old.cpuMsPerSecond ? { cpuMsPerSecond: old.cpuMsPerSecond.median } : {}),
    };
    const targets: TargetResult[] = [];
    if (Number.isFinite(was.fps) && was.fps < IDLE_FPS) {
      // Idle by design (nothing moves): per-frame figures mean nothing, what it costs per second does.
      if (was.cpuMsPerSecond !== undefined && Number.isFinite(was.cpuMsPerSecond)) {
        const value = was.cpuMsPerSecond * REGRESSION_TOLERANCE.idleCpu;
        targets.push(
          against(
            s.cpuMsPerSecond,
            { of: 'ours', metric: 'cpuPerSecond', op: '<=', value },
            `idle CPU ≤ ${REGRESSION_TOLERANCE.idleCpu}× ${num(was.cpuMsPerSecond, 0)} ms/s`,
          ),
        );
      }
    } else {
      const rules = [
        { key: 'fps', metric: 'fps', op: '>=', tolerance: REGRESSION_TOLERANCE.fps, name: 'fps', unit: '' },
        {
          key: 'p95GapMs',
          metric: 'gap95',
          op: '<=',
          tolerance: REGRESSION_TOLERANCE.gap95,
          name: 'p95 gap',
          unit: ' ms',
        },
        {
          key: 'cpuMsPerFrame',
          metric: 'cpu',
          op: '<=',
          tolerance: REGRESSION_TOLERANCE.cpu,
          name: 'CPU/frame',
          unit: ' ms',
        },
      ] as const;
      for (const { key, metric, op, tolerance, name, unit } of rules) {
        const before = was[key];
        // A previous fps of 0 (nothing presented) gives no floor to hold.
        if (!Number.isFinite(before) || (key === 'fps' && before <= 0)) continue;
        targets.push(
          against(
            s[key],
            { of: 'ours', metric, op, value: before * tolerance },
            `${name} ${op === '>=' ? '≥' : '≤'} ${tolerance}× ${num(before)}${unit}`,
          ),
        );
      }
    }
    return [
      {
        id: s.id,
        label: s.label,
        targets,
        previous: was,
        verdict: worst(targets.map((t) => t.verdict)),
      },
    ];
  });
}

const shortOf = (t: TargetResult) => `${t.text} → ${num(t.actual.median)} (${t.verdict})`;

/** The moving pages' comparisons that carry this configuration's page targets and were measured. */
function pageComparisons(comparisons: readonly ComparisonResult[]): ComparisonResult[] {
  const moving = new Set(MOVING_PAGES.map(([id]) => id));
  return comparisons.filter((c) => moving.has(c.ours) && c.peer === 'floor' && c.targets.length > 0);
}

export interface TargetInput {
  status: 'measured' | 'skipped';
  reason?: string;
  comparisons: readonly ComparisonResult[];
  previous?: PreviousRun;
  regressions?: readonly RegressionCheck[];
  /** This run's load average when the configuration started: regressions read against the previous one's. */
  loadAverageStart?: readonly number[];
}

/** A configuration's target row: page targets for software and gpu, no regression for swiftshader. */
export function configTarget(spec: ConfigurationSpec, input: TargetInput): ConfigTarget {
  const text = spec.targetText;
  if (input.status === 'skipped') {
    return { text, verdict: 'skipped', detail: input.reason ?? 'not measured' };
  }
  if (spec.pageTargets.length > 0) {
    const pages = pageComparisons(input.comparisons);
    const measured = pages.filter((c) => c.status === 'ok');
    const unmeasured = MOVING_PAGES.length - measured.length;
    const missing = unmeasured > 0 ? ` ${unmeasured} of ${MOVING_PAGES.length} pages not measured.` : '';
    if (measured.length === 0) return { text, verdict: 'n/a', detail: 'no full page measured in this run.' };
    const verdict = worst(measured.flatMap((c) => c.targets.map((t) => t.verdict)));
    const short = measured.filter((c) => c.targets.some((t) => t.verdict !== 'met'));
    const detail =
      short.length === 0
        ? `all ${measured.length} pages measured hold it.`
        : `${short
            .map(
              (c) =>
                `${c.label.replace(/ vs clear-only floor$/, '')}: ${c.targets
                  .filter((t) => t.verdict !== 'met')
                  .map(
                    (t) =>
                      `${describeTarget(t)} → ${t.of === 'ratio' ? `${num(t.actual.median, 2)}×` : num(t.actual.median)} (${t.verdict})`,
                  )
                  .join(', ')}`,
            )
            .join('; ')}.`;
    return { text, verdict, detail: `${detail}${missing}` };
  }
  if (!input.previous) return { text, verdict: 'n/a', detail: 'no previous run' };
  const checks = input.regressions ?? [];
  const now = input.loadAverageStart?.[0];
  const since = `against ${input.previous.date.slice(0, 10)} (commit \`${input.previous.commit.slice(0, 7)}\`, load average ${num(input.previous.loadAverageStart[0])} at its start${now === undefined ? '' : `, this run's ${num(now)}`})`;
  if (checks.length === 0) {
    return { text, verdict: 'n/a', detail: `${since}: no scenario of ours measured in both runs` };
  }
  const verdict = worst(checks.map((c) => c.verdict));
  const short = checks.filter((c) => c.verdict !== 'met');
  const detail =
    short.length === 0
      ? `${since}: none of ${checks.length} scenarios regressed`
      : `${since}: ${short
          .map(
            (c) =>
              `${c.label}: ${c.targets
                .filter((t) => t.verdict !== 'met')
                .map(shortOf)
                .join(', ')}`,
          )
          .join('; ')}`;
  return { text, verdict, detail };
}
