// The headline table for README.md (and bench/results/latest.md): ours vs peer, ratios with their spread.

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
  return `${num(s.fps.median)} fps · ${num(s.cpuMsPerFrame.median)} ms`;
}

function row(c: ComparisonResult, byId: Map<string, ScenarioSummary>): string {
  const targets =
    c.targets.length === 0 ? '–' : c.targets.map((t) => `${t.text}: ${VERDICT[t.verdict]}`).join('<br>');
  const ok = c.status === 'ok';
  return `| ${c.label} | ${figures(byId.get(c.ours))} | ${figures(byId.get(c.peer))} | ${ok ? ratioText(c.fpsRatio) : '–'} | ${ok ? ratioText(c.cpuRatio) : '–'} | ${targets} |`;
}

/** The floor as a gauge of the conditions: it draws 60 fps on a quiet machine. */
function floorNote(floor: ScenarioSummary | undefined): string {
  return floor?.status === 'ok'
    ? `; the clear-only floor drew ${num(floor.fps.median)} fps (60 on a quiet machine)`
    : '';
}

/** Issue 4's budgets: initial JS ≤ 100 kB gzip; Lighthouse mobile performance ≥ 95, the rest 100. */
export const INITIAL_JS_BUDGET_BYTES = 100_000;
export const LIGHTHOUSE_PERFORMANCE_TARGET = 95;

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
      `| Initial JS (${js.length} files, gzip -9) | ${(gzip / 1000).toFixed(1)} kB (brotli ${(brotli / 1000).toFixed(1)} kB) | ≤ ${INITIAL_JS_BUDGET_BYTES / 1000} kB: ${verdict(gzip <= INITIAL_JS_BUDGET_BYTES)} |`,
    );
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

export function headlineTable(result: BenchResult): string {
  const byId = new Map(result.scenarios.map((s) => [s.id, s]));
  const env = result.environment;
  const lines = [
    '| comparison | ours (fps · CPU ms/frame) | peer (fps · CPU ms/frame) | fps ratio | CPU ratio | target |',
    '| --- | --- | --- | --- | --- | --- |',
    ...result.comparisons.map((c) => row(c, byId)),
  ];
  const others = result.scenarios.filter(
    (s) => s.side === 'ours' && !result.comparisons.some((c) => c.ours === s.id),
  );
  if (others.length > 0) {
    lines.push(
      '',
      '| scenario (ours) | fps | CPU ms/frame | frame time p95 / p99 ms |',
      '| --- | --- | --- | --- |',
      ...others.map((s) =>
        s.status === 'ok'
          ? `| ${s.label} | ${spreadText(s.fps)} | ${spreadText(s.cpuMsPerFrame)} | ${num(s.pooled?.p95Ms)} / ${num(s.pooled?.p99Ms)} |`
          : `| ${s.label} | ${s.status === 'failed' ? 'failed' : 'not available yet'} | | |`,
      ),
    );
  }
  lines.push(...loadTable(result.load), ...serverTable(result.load.serverComparisons));
  const unavailable = result.scenarios.filter((s) => s.status !== 'ok');
  lines.push(
    '',
    `${env.date.slice(0, 10)}, commit \`${env.commit.slice(0, 7)}\`${env.dirty ? ' (with uncommitted changes)' : ''}; ` +
      `${env.machine.cores} cores (${env.machine.cpu}), no GPU; Chromium ${env.browser}, ${env.renderer}; ` +
      `${env.rounds} interleaved rounds of ${env.sampleMs / 1000} s samples at 1280×720 (phone: 390×844), DPR 1; ` +
      `load average ${env.machine.loadAverageStart.map((l) => l.toFixed(1)).join(' ')} at start${floorNote(byId.get('floor'))}.`,
  );
  if (unavailable.length > 0) {
    lines.push(
      '',
      `Not measured: ${unavailable.map((s) => `${s.id} (${s.reason ?? s.status})`).join('; ')}.`,
    );
  }
  return lines.join('\n');
}

/** Replaces what lies between the bench markers in the README; the README is left as is without them. */
export function replaceReadmeSection(readme: string, table: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) return readme;
  return `${readme.slice(0, start + README_START.length)}\n${table}\n${readme.slice(end)}`;
}
