// What a bench run produces (latest.json's shape) and the pure steps from raw runs to the report's
// figures: per-scenario summaries over the rounds, and ours-vs-peer ratios checked against targets.

import { type FrameSummary, pairedRatio, type Spread, spread, summarizeFrames } from '../lib/stats.ts';
import type { Comparison, Metric, Scenario, Side, Target } from '../scenarios.ts';

export type RunStatus = 'ok' | 'unavailable' | 'failed';

/** How often each layer of our page really showed something new, per second of the sample. */
export interface LayerRates {
  /** New states of the mesh (its wave moved). */
  meshUpdates: number;
  /** Draws of the mesh, a new state or not (the shared canvas is drawn whole or not at all). */
  meshDraws: number;
  /** Renders of the Pixi stage (every layer of the shared canvas): a skipped frame is not one. */
  stageRenders: number;
}

/** One measurement of one scenario in one round. */
export interface RunSample {
  scenario: string;
  round: number;
  status: RunStatus;
  reason?: string;
  /** Gaps between presented frames (Display::FrameDisplayed) in ms, rounded to 0.01 ms. */
  intervals?: number[];
  /** Presented frames: count, rate over the sample, gap percentiles. */
  frames?: FrameSummary;
  /** The sample's length in ms (wall clock, from the trace's start to its end). */
  durationMs?: number;
  /** CPU of every browser process, ms per second of the sample (1000 = one core busy). */
  cpuMsPerSecond?: number;
  /** The same CPU divided by the presented frames. */
  cpuMsPerFrame?: number;
  /** CPU ms per second by process type (browser, GPU, renderer, utility…). */
  cpuByProcess?: Record<string, number>;
  /** CPU ms per second by thread group (bench/lib/threadCpu.ts). */
  cpuByThread?: Record<string, number>;
  /** Our pages only: how often the mesh and the Pixi stage showed something new. */
  layers?: LayerRates;
  /** Diagnostic only: the scene worker's own frames (ticks), which say nothing of what reached the screen. */
  worker?: { fps: number; p95Ms: number };
  /** The quality step the adaptive controller was on at the end of the sample, where there is one. */
  quality?: string;
  /**
   * Our pages: what the scenes drew with and where ('WebGL (worker)', '2D (worker)'): a browser that reads
   * WebGL frames back for a software compositor gets 2D canvases (scenes/runtime/frameHandoff.ts).
   */
  drawnWith?: string;
  /** The machine's 1-minute load average when the sample ended. */
  loadAverage?: number;
  /** Long animation frames (over 50 ms) seen during the sample. */
  longFrames?: { count: number; totalMs: number; blockingMs: number };
  heapBeforeMb?: number;
  heapAfterMb?: number;
  consoleErrors?: string[];
}

export interface ScenarioSummary {
  id: string;
  label: string;
  side: Side;
  group: string;
  viewport: string;
  url: string;
  status: RunStatus;
  reason?: string;
  rounds: number;
  /** Presented frames per second. */
  fps: Spread;
  /** p95 gap between presented frames, per round. */
  p95GapMs: Spread;
  cpuMsPerSecond: Spread;
  cpuMsPerFrame: Spread;
  /** Presented-frame gap percentiles over the frames of every round pooled together. */
  pooled?: FrameSummary;
  layers?: { meshUpdates: Spread; meshDraws: Spread; stageRenders: Spread };
  /** Diagnostic: the scene worker's own frame rate. */
  workerFps: Spread;
  /** The quality steps seen at the end of the samples (one per round, deduplicated). */
  quality: string[];
  /** What the scenes drew with, per round, deduplicated (our pages only). */
  drawnWith?: string[];
  /** CPU ms per second by thread group, averaged over the rounds. */
  cpuByThread: Record<string, number>;
  droppedPerSecond: Spread;
  longFramesPerSecond: Spread;
  heapGrowthMb: Spread;
  cpuByProcess: Record<string, number>;
}

export type Verdict = 'met' | 'borderline' | 'missed' | 'n/a';

export interface TargetResult extends Target {
  actual: Spread;
  verdict: Verdict;
  text: string;
}

export interface ComparisonResult {
  id: string;
  label: string;
  ours: string;
  peer: string;
  /** ours / peer, paired by round. */
  fpsRatio: Spread;
  cpuRatio: Spread;
  targets: TargetResult[];
  status: RunStatus;
  reason?: string;
}

const NO_SPREAD: Spread = { median: Number.NaN, min: Number.NaN, max: Number.NaN, n: 0 };

/** Per-round values of a scenario, NaN where a round failed, indexed by round. */
function perRound(runs: readonly RunSample[], rounds: number, value: (r: RunSample) => number | undefined) {
  const values = new Array<number>(rounds).fill(Number.NaN);
  for (const run of runs) if (run.status === 'ok') values[run.round] = value(run) ?? Number.NaN;
  return values;
}

export function summarizeScenario(
  scenario: Scenario,
  url: string,
  runs: readonly RunSample[],
  rounds: number,
): ScenarioSummary {
  const mine = runs.filter((r) => r.scenario === scenario.id);
  const ok = mine.filter((r) => r.status === 'ok');
  const status: RunStatus =
    ok.length > 0 ? 'ok' : mine.some((r) => r.status === 'failed') ? 'failed' : 'unavailable';
  const reason = ok.length > 0 ? undefined : mine.find((r) => r.reason)?.reason;
  const seconds = (r: RunSample) => (r.durationMs ?? (r.intervals ?? []).reduce((s, ms) => s + ms, 0)) / 1000;
  const pooledIntervals = ok.flatMap((r) => r.intervals ?? []);
  const average = (pick: (r: RunSample) => Record<string, number> | undefined) => {
    const sum: Record<string, number> = {};
    for (const run of ok) {
      for (const [key, ms] of Object.entries(pick(run) ?? {})) sum[key] = (sum[key] ?? 0) + ms / ok.length;
    }
    return sum;
  };
  const layer = (key: keyof LayerRates) => spread(perRound(mine, rounds, (r) => r.layers?.[key]));
  return {
    id: scenario.id,
    label: scenario.label,
    side: scenario.side,
    group: scenario.group,
    viewport: scenario.viewport,
    url,
    status,
    ...(reason === undefined ? {} : { reason }),
    rounds: ok.length,
    fps: spread(perRound(mine, rounds, (r) => r.frames?.fps)),
    p95GapMs: spread(perRound(mine, rounds, (r) => r.frames?.p95Ms)),
    cpuMsPerSecond: spread(perRound(mine, rounds, (r) => r.cpuMsPerSecond)),
    cpuMsPerFrame: spread(perRound(mine, rounds, (r) => r.cpuMsPerFrame)),
    ...(pooledIntervals.length > 0 ? { pooled: summarizeFrames(pooledIntervals) } : {}),
    ...(ok.some((r) => r.layers)
      ? {
          layers: {
            meshUpdates: layer('meshUpdates'),
            meshDraws: layer('meshDraws'),
            stageRenders: layer('stageRenders'),
          },
        }
      : {}),
    workerFps: spread(perRound(mine, rounds, (r) => r.worker?.fps)),
    quality: [...new Set(ok.flatMap((r) => (r.quality ? [r.quality] : [])))],
    drawnWith: [...new Set(ok.flatMap((r) => (r.drawnWith ? [r.drawnWith] : [])))],
    cpuByThread: average((r) => r.cpuByThread),
    droppedPerSecond: spread(perRound(mine, rounds, (r) => (r.frames?.dropped ?? 0) / seconds(r))),
    longFramesPerSecond: spread(perRound(mine, rounds, (r) => (r.longFrames?.count ?? 0) / seconds(r))),
    heapGrowthMb: spread(
      perRound(mine, rounds, (r) =>
        r.heapAfterMb === undefined || r.heapBeforeMb === undefined
          ? undefined
          : r.heapAfterMb - r.heapBeforeMb,
      ),
    ),
    cpuByProcess: average((r) => r.cpuByProcess),
  };
}

const holds = (value: number, target: Target) =>
  target.op === '>=' ? value >= target.value : value <= target.value;

/** Met when every round holds; borderline when the median holds but some round does not; missed otherwise. */
export function verdictOf(actual: Spread, target: Target): Verdict {
  if (actual.n === 0 || !Number.isFinite(actual.median)) return 'n/a';
  if (!holds(actual.median, target)) return 'missed';
  const worst = target.op === '>=' ? actual.min : actual.max;
  return holds(worst, target) ? 'met' : 'borderline';
}

const METRIC_NAME: Record<Metric, string> = {
  fps: 'fps',
  cpu: 'CPU/frame',
  cpuPerSecond: 'CPU',
  gap95: 'p95 gap',
};
const METRIC_UNIT: Record<Metric, string> = { fps: '', cpu: ' ms', cpuPerSecond: ' ms/s', gap95: ' ms' };

/** One run's value of a metric: presented fps, CPU per presented frame or per second, p95 gap. */
export function metricOf(run: RunSample, metric: Metric): number | undefined {
  switch (metric) {
    case 'fps':
      return run.frames?.fps;
    case 'cpu':
      return run.cpuMsPerFrame;
    case 'cpuPerSecond':
      return run.cpuMsPerSecond;
    case 'gap95':
      return run.frames?.p95Ms;
  }
}

export function describeTarget(target: Target): string {
  const what = METRIC_NAME[target.metric];
  const op = target.op === '>=' ? '≥' : '≤';
  return target.of === 'ratio'
    ? `${what} ${op} ${target.value}× peer`
    : `${what} ${op} ${target.value}${METRIC_UNIT[target.metric]}`;
}

export function compare(
  comparison: Comparison,
  runs: readonly RunSample[],
  rounds: number,
): ComparisonResult {
  const values = (id: string, metric: Metric) =>
    perRound(
      runs.filter((r) => r.scenario === id),
      rounds,
      (r) => metricOf(r, metric),
    );
  const fpsRatio = pairedRatio(values(comparison.ours, 'fps'), values(comparison.peer, 'fps'));
  const cpuRatio = pairedRatio(values(comparison.ours, 'cpu'), values(comparison.peer, 'cpu'));
  const missing = [comparison.ours, comparison.peer].filter(
    (id) => !runs.some((r) => r.scenario === id && r.status === 'ok'),
  );
  const targets = comparison.targets.map((target): TargetResult => {
    const actual =
      target.of === 'ratio'
        ? pairedRatio(values(comparison.ours, target.metric), values(comparison.peer, target.metric))
        : spread(values(comparison.ours, target.metric));
    return {
      ...target,
      actual: missing.length > 0 ? NO_SPREAD : actual,
      verdict: missing.length > 0 ? 'n/a' : verdictOf(actual, target),
      text: describeTarget(target),
    };
  });
  const unavailable = missing.some((id) => !runs.some((r) => r.scenario === id && r.status === 'failed'));
  return {
    id: comparison.id,
    label: comparison.label,
    ours: comparison.ours,
    peer: comparison.peer,
    fpsRatio,
    cpuRatio,
    targets,
    status: missing.length === 0 ? 'ok' : unavailable ? 'unavailable' : 'failed',
    ...(missing.length === 0 ? {} : { reason: `no measurement of ${missing.join(' and ')}` }),
  };
}

export interface BundleChunk {
  file: string;
  kind: 'js' | 'css';
  /** Loaded by index.html to start: boot, the entry its script names, modulepreloads, stylesheets. */
  initial: boolean;
  bytes: number;
  gzip: number;
  brotli: number;
}

export interface SizeTotals {
  bytes: number;
  gzip: number;
  brotli: number;
}

/** The scene runtime's chunks in its worker: what it loads to start, and its scenes and renderers. */
export interface RuntimeChunks {
  startFiles: string[];
  onDemandFiles: string[];
  start: SizeTotals;
  onDemand: SizeTotals;
}

export interface BundleFigures {
  chunks: BundleChunk[];
  initial: SizeTotals;
  total: SizeTotals;
  /** Absent in reports made before it was measured, or in a build without the worker. */
  runtime?: RuntimeChunks;
}

export interface ServerFigure {
  url: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  /** The server section: what was measured, on which server, in which round, under a flood or as one. */
  label?: string;
  server?: 'ours' | 'peer';
  round?: number;
  flooded?: boolean;
  flood?: boolean;
}

/** Ours against the plain @fastify/static peer on one path: medians over the rounds. */
export interface ServerComparison {
  label: string;
  path: string;
  /** Ours ÷ peer throughput, paired within each round, median over the rounds; alone and flooded. */
  ratio: number;
  floodedRatio: number;
  peerRps: number;
  oursRps: number;
  floodedRps: number;
  peerP99Ms: number;
  oursP99Ms: number;
  floodedP99Ms: number;
  /** The flood on /api/pageviews meanwhile: its rate, and how many of its requests were refused (429). */
  floodRps: number;
  floodNon2xx: number;
  floodRequests: number;
  /** Errors and non-2xx answers on the measured path (ours, flooded or not). */
  failures: number;
  met: boolean;
}

export interface LighthouseFigure {
  url: string;
  /** The browser configuration Lighthouse drove; absent in older reports, which used swiftshader. */
  configuration?: string;
  formFactor: string;
  scores: Record<string, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Which of the page's consecutive runs in its configuration (1…n); absent in older reports: a single run. */
  run?: number;
  /**
   * How many times this run was tried again after Lighthouse's own runtimeError (a tooling failure such as
   * NO_NAVSTART, not a page result): 0 when the first try gave a report; absent in older reports.
   */
  retries?: number;
  /** Why the run gave no figures: Lighthouse's runtimeError ("CODE: message") after its retries, a timeout… */
  error?: string;
  /** The processors' idle share (0–1) in the second before the run (bench/lib/quietCpu.ts); absent in older reports. */
  idleBefore?: number;
  /** Whether the machine was quiet before the run, or the bench stopped waiting; absent in older reports. */
  quietBefore?: boolean;
}

export interface LoadFigures {
  bundle?: BundleFigures;
  server?: ServerFigure[];
  serverComparisons?: ServerComparison[];
  lighthouse?: LighthouseFigure[];
  skipped: string[];
}

export interface Environment {
  date: string;
  commit: string;
  dirty: boolean;
  machine: {
    os: string;
    cpu: string;
    cores: number;
    memoryGb: number;
    loadAverageStart: number[];
    loadAverageEnd: number[];
  };
  node: string;
  browser: string;
  /** Schema 2 only: the one configuration's WebGL renderer (schema 3 keeps it per configuration). */
  renderer?: string;
  /** Schema 2: every flag; schema 3: the flags every configuration shares (each adds its own). */
  flags: string[];
  rounds: number;
  warmupMs: number;
  sampleMs: number;
  selection: { scene?: string; works?: number; quick?: boolean; configs?: string[] };
  durationSeconds: number;
}

/** One scenario's figures in a previous run: what the next run of the configuration is compared with. */
export interface PreviousFigures {
  id: string;
  label: string;
  fps: Spread;
  p95GapMs: Spread;
  cpuMsPerFrame: Spread;
  /** Absent in figures taken from a report that did not keep it. */
  cpuMsPerSecond?: Spread;
}

/** The previous run of a configuration (the latest.json found when this one started). */
export interface PreviousRun {
  date: string;
  commit: string;
  loadAverageStart: number[];
  scenarios: PreviousFigures[];
}

/** One of our scenarios against the previous run: each metric against the previous median, with a tolerance. */
export interface RegressionCheck {
  id: string;
  label: string;
  /**
   * fps ≥ previous × 0.95, p95 gap ≤ previous × 1.1, CPU per presented frame ≤ previous × 1.1; for a
   * scenario that presents next to nothing by design (idle), CPU per second ≤ previous × 1.25 instead.
   */
  targets: TargetResult[];
  previous: { fps: number; p95GapMs: number; cpuMsPerFrame: number; cpuMsPerSecond?: number };
  verdict: Verdict;
}

/** A configuration's target (issue 33): one row of the report. */
export interface ConfigTarget {
  text: string;
  verdict: Verdict | 'skipped';
  /** Which pages or scenarios fell short, what it was compared with, or why it was not measured. */
  detail: string;
}

/** One browser configuration of a run (bench/configs.ts): what its probe found, and what it measured. */
export interface ConfigurationResult {
  name: string;
  role: string;
  status: 'measured' | 'skipped';
  /** Why a configuration was not measured: its probe did not report what its name says. */
  reason?: string;
  /** Its own flags, added to environment.flags. */
  flags: string[];
  /** Flags Playwright adds to every launch that this configuration left out (--enable-unsafe-swiftshader). */
  withoutDefaults?: string[];
  /** WebGL renderer (UNMASKED_RENDERER_WEBGL) of a page and of a worker's OffscreenCanvas; absent if not probed. */
  renderer?: string;
  workerRenderer?: string;
  /** From CDP SystemInfo.getInfo gpu.featureStatus.gpu_compositing; null when not recorded. */
  gpuCompositing: boolean | null;
  /** gpu.featureStatus as the browser reported it (gpu_compositing, webgl, rasterization…). */
  featureStatus?: Record<string, string>;
  loadAverageStart?: number[];
  durationSeconds?: number;
  scenarios: ScenarioSummary[];
  comparisons: ComparisonResult[];
  runs: RunSample[];
  /** swiftshader: the previous run it is compared with, and the check of each of our scenarios. */
  previous?: PreviousRun;
  regressions?: RegressionCheck[];
  target: ConfigTarget;
}

/** A run before configurations (one configuration, GPU compositing through SwiftShader). */
export interface BenchResultV2 {
  /** 2: presented frames (Display::FrameDisplayed) and CPU per second; 1 counted the worker's frames. */
  schema: 2;
  environment: Environment;
  scenarios: ScenarioSummary[];
  comparisons: ComparisonResult[];
  runs: RunSample[];
  load: LoadFigures;
}

/** 3: every figure belongs to a browser configuration (issue 33). */
export interface BenchResultV3 {
  schema: 3;
  environment: Environment;
  configurations: ConfigurationResult[];
  load: LoadFigures;
}

export type BenchResult = BenchResultV2 | BenchResultV3;
