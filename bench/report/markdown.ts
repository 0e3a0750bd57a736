// The headline table for README.md (and bench/results/latest.md): ours vs peer, ratios with their spread.

import { THREAD_GROUPS } from '../lib/threadCpu.ts';
import { SERVER_TARGETS } from '../load/serverLoad.ts';
import { num, ratioText, spreadText } from './format.ts';
import type {
  BenchResult,
  ComparisonResult,
  LoadFigures,
  ScenarioSummary,
  ServerComparison,
  Verdict,
} from './model.ts';
import { benchProse } from './prose.ts';

export const README_START = '<!-- bench:start -->';
export const README_END = '<!-- bench:end -->';

const VERDICT: Record<Verdict, string> = {
  met: 'met',
  borderline: 'borderline',
  missed: '**missed**',
  'n/a': 'n/a',
};

function figures(s: ScenarioSummary | undefined): string {
  if (s === undefined) return 'not measured';
  if (s.status !== 'ok') return s.status === 'failed' ? 'failed' : 'not available yet';
  return `${num(s.fps.median)} fps · p95 ${num(s.p95GapMs.median)} ms · ${num(s.cpuMsPerSecond.median, 0)} ms/s (${num(s.cpuMsPerFrame.median)} ms/frame)`;
}

function row(c: ComparisonResult, byId: Map<string, ScenarioSummary>): string {
  const targets =
    c.targets.length === 0 ? '–' : c.targets.map((t) => `${t.text}: ${VERDICT[t.verdict]}`).join('<br>');
  const ok = c.status === 'ok';
  return `| ${c.label} | ${figures(byId.get(c.ours))} | ${figures(byId.get(c.peer))} | ${ok ? ratioText(c.fpsRatio) : '–'} | ${ok ? ratioText(c.cpuRatio) : '–'} | ${targets} |`;
}

/** The floor as a gauge of the conditions: it presents 60 fps on a quiet machine. */
function floorNote(floor: ScenarioSummary | undefined): string {
  return floor?.status === 'ok'
    ? `; the clear-only floor presented ${num(floor.fps.median)} fps (60 on a quiet machine)`
    : '';
}

const layersText = (s: ScenarioSummary) =>
  s.layers ? `${num(s.layers.meshUpdates.median, 0)} · ${num(s.layers.stageRenders.median, 0)}` : '–';

/** Every scenario's presented frames, CPU, how often each layer changed, and the diagnostic worker rate. */
export function scenarioTable(scenarios: readonly ScenarioSummary[]): string[] {
  return [
    '| scenario | presented fps | gap p50 / p95 / p99 ms | CPU ms/s | CPU ms/frame | mesh updates/s · Pixi renders/s | worker ticks/s (diagnostic) | quality step |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...scenarios.map((s) =>
      s.status === 'ok'
        ? `| ${s.label} | ${spreadText(s.fps)} | ${num(s.pooled?.medianMs)} / ${num(s.pooled?.p95Ms)} / ${num(s.pooled?.p99Ms)} | ${spreadText(s.cpuMsPerSecond, 0)} | ${spreadText(s.cpuMsPerFrame)} | ${layersText(s)} | ${num(s.workerFps.median)} | ${s.quality.join(', ') || '–'} |`
        : `| ${s.label} | ${s.status === 'failed' ? 'failed' : 'not available yet'} | | | | | | |`,
    ),
  ];
}

/** Where the CPU goes: ms per second of each thread group (bench/lib/threadCpu.ts), averaged over rounds. */
export function breakdownTable(scenarios: readonly ScenarioSummary[]): string[] {
  const measured = scenarios.filter((s) => s.status === 'ok' && Object.keys(s.cpuByThread).length > 0);
  if (measured.length === 0) return [];
  return [
    `| CPU ms/s by thread | ${THREAD_GROUPS.join(' | ')} |`,
    `| --- |${THREAD_GROUPS.map(() => ' --- |').join('')}`,
    ...measured.map(
      (s) => `| ${s.label} | ${THREAD_GROUPS.map((g) => num(s.cpuByThread[g], 0)).join(' | ')} |`,
    ),
  ];
}

import { INITIAL_JS_BUDGET_BYTES, LIGHTHOUSE_PERFORMANCE_TARGET } from './limits.ts';

export { INITIAL_JS_BUDGET_BYTES, LIGHTHOUSE_PERFORMANCE_TARGET };

const verdict = (met: boolean) => VERDICT[met ? 'met' : 'missed'];
const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : String(Math.round(value * 100));

/** The load budgets, measured in the same run: what ships before first paint, and Lighthouse. */
export function loadTable(load: LoadFigures | undefined): string[] {
  const lines: string[] = [];
  const bundle = load?.bundle;
  if (bundle) {
    const js = bundle.chunks.filter((c) => c.initial && c.kind === 'js');
    const gzip = js.reduce((sum, c) => sum + c.gzip, 0);
    const brotli = js.reduce((sum, c) => sum + c.brotli, 0);
    lines.push(
      `| Initial JS (${js.length} files, gzip as served) | ${(gzip / 1000).toFixed(1)} kB (brotli ${(brotli / 1000).toFixed(1)} kB) | ≤ ${INITIAL_JS_BUDGET_BYTES / 1000} kB: ${verdict(gzip <= INITIAL_JS_BUDGET_BYTES)} |`,
    );
    const runtime = bundle.runtime;
    if (runtime) {
      lines.push(
        `| Scene runtime in its worker, after first paint (React and @pixi/react included) | to start: ${(runtime.start.gzip / 1000).toFixed(1)} kB gzip (${runtime.startFiles.length} files); scenes, renderers and mesh on demand: ${(runtime.onDemand.gzip / 1000).toFixed(1)} kB (${runtime.onDemandFiles.length} files) | not initial |`,
      );
    }
  }
  for (const page of load?.lighthouse ?? []) {
    if (page.error) {
      lines.push(`| Lighthouse ${page.formFactor} ${page.url} | failed: ${page.error} | – |`);
      continue;
    }
    const s = page.scores;
    const perf = Math.round((s.performance ?? 0) * 100);
    const others = ['accessibility', 'best-practices', 'seo'].every((id) => s[id] === 1);
    lines.push(
      `| Lighthouse ${page.formFactor} ${page.url} | performance ${score(s.performance)}, accessibility ${score(s.accessibility)}, best practices ${score(s['best-practices'])}, SEO ${score(s.seo)}; LCP ${num((page.lcpMs ?? Number.NaN) / 1000)} s, TBT ${num(page.tbtMs, 0)} ms, CLS ${num(page.cls, 3)} | performance ≥ ${LIGHTHOUSE_PERFORMANCE_TARGET}: ${verdict(perf >= LIGHTHOUSE_PERFORMANCE_TARGET)}<br>the others 100: ${verdict(others)} |`,
    );
  }
  return lines.length === 0 ? [] : ['', '| load | measured | target |', '| --- | --- | --- |', ...lines];
}

const times = (ratio: number) => `${num(ratio, 2)}×`;

/** The server section: ours vs the plain @fastify/static peer, then under a flood of /api/pageviews. */
export function serverTable(comparisons: readonly ServerComparison[] | undefined): string[] {
  if (!comparisons?.length) return [];
  const { throughput, p99, flooded } = SERVER_TARGETS;
  return [
    '',
    '| server (autocannon, 10 connections, brotli asked) | ours req/s · p99 | peer req/s · p99 | ours/peer (paired) | flooded: ours req/s (/peer) · flood req/s, refused | target |',
    '| --- | --- | --- | --- | --- | --- |',
    ...comparisons.map(
      (c) =>
        `| ${c.label} | ${num(c.oursRps, 0)} · ${num(c.oursP99Ms, 0)} ms | ${num(c.peerRps, 0)} · ${num(c.peerP99Ms, 0)} ms | ${times(c.ratio)} | ${num(c.floodedRps, 0)} (${times(c.floodedRatio)}) · ${num(c.floodRps, 0)} req/s, ${c.floodNon2xx} of ${Math.round(c.floodRequests)} answered 429 | ≥ ${throughput}×, p99 ≤ ${p99}×, flooded ≥ ${flooded}×, ${c.failures} errors: ${verdict(c.met)} |`,
    ),
  ];
}

/** A machine is busy when its 1-minute load exceeds half its cores: absolute figures then mean little. */
export function busyMachine(result: BenchResult): boolean {
  const { loadAverageStart, cores } = result.environment.machine;
  return (loadAverageStart[0] ?? 0) > cores / 2;
}

export function headlineTable(result: BenchResult): string {
  const byId = new Map(result.scenarios.map((s) => [s.id, s]));
  const env = result.environment;
  const lines = [
    '| comparison | ours: presented fps · p95 gap · CPU | peer: presented fps · p95 gap · CPU | fps ratio | CPU/frame ratio | target |',
    '| --- | --- | --- | --- | --- | --- |',
    ...result.comparisons.map((c) => row(c, byId)),
    '',
    ...scenarioTable(result.scenarios),
  ];
  const breakdown = breakdownTable(result.scenarios);
  if (breakdown.length > 0) lines.push('', ...breakdown);
  lines.push(...loadTable(result.load));
  lines.push(...serverTable(result.load.serverComparisons));
  const unavailable = result.scenarios.filter((s) => s.status !== 'ok');
  const loads = result.runs.flatMap((r) => (r.loadAverage === undefined ? [] : [r.loadAverage]));
  lines.push(
    '',
    `${env.date.slice(0, 10)}, commit \`${env.commit.slice(0, 7)}\`${env.dirty ? ' (with uncommitted changes)' : ''}; ` +
      `${env.machine.cores} cores (${env.machine.cpu}), no GPU; Chromium ${env.browser}, ${env.renderer}; ` +
      `${env.rounds} interleaved rounds of ${env.sampleMs / 1000} s samples at 1280×720 (phone: 390×844), DPR 1; ` +
      `load average ${env.machine.loadAverageStart.map((l) => l.toFixed(1)).join(' ')} at start` +
      (loads.length > 0
        ? ` (${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the samples)`
        : '') +
      `${floorNote(byId.get('floor'))}${busyMachine(result) ? '; a busy machine: read the ratios, not the absolute figures' : ''}.`,
  );
  if (unavailable.length > 0) {
    lines.push(
      '',
      `Not measured: ${unavailable.map((s) => `${s.id} (${s.reason ?? s.status})`).join('; ')}.`,
    );
  }
  const prose = benchProse(result);
  if (prose.length > 0) lines.push('', 'What this run says:', '', ...prose);
  return lines.join('\n');
}

/** Replaces what lies between the bench markers in the README; the README is left as is without them. */
export function replaceReadmeSection(readme: string, table: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) return readme;
  return `${readme.slice(0, start + README_START.length)}\n${table}\n${readme.slice(end)}`;
}
