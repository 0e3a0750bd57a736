// The headline tables for README.md (and bench/results/latest.md): the browser configurations and their
// targets, then per configuration ours vs peer, ratios with their spread, and every scenario.

import { CONFIG_NAMES, configuration } from '../configs.ts';
import { THREAD_GROUPS } from '../lib/threadCpu.ts';
import { SERVER_TARGETS } from '../load/serverLoad.ts';
import { configurationsOf, IDLE_FPS } from './configurations.ts';
import { GPU_ELSEWHERE, quotedAgainstTargets } from './elsewhere.ts';
import { drawnAndQuality, num, ratioText, spreadText } from './format.ts';
import type {
  BenchResult,
  ComparisonResult,
  ConfigTarget,
  ConfigurationResult,
  LighthouseFigure,
  LoadFigures,
  RegressionCheck,
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
export function scenarioTable(scenarios: readonly ScenarioSummary[], config = ''): string[] {
  return [
    `| scenario${config && ` (${config})`} | presented fps | gap p50 / p95 / p99 ms | CPU ms/s | CPU ms/frame | mesh updates/s · Pixi renders/s | worker ticks/s (diagnostic) | drawn with · quality step |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...scenarios.map((s) =>
      s.status === 'ok'
        ? `| ${s.label} | ${spreadText(s.fps)} | ${num(s.pooled?.medianMs)} / ${num(s.pooled?.p95Ms)} / ${num(s.pooled?.p99Ms)} | ${spreadText(s.cpuMsPerSecond, 0)} | ${spreadText(s.cpuMsPerFrame)} | ${layersText(s)} | ${num(s.workerFps.median)} | ${drawnAndQuality(s)} |`
        : `| ${s.label} | ${s.status === 'failed' ? 'failed' : 'not available yet'} | | | | | | |`,
    ),
  ];
}

/** Where the CPU goes: ms per second of each thread group (bench/lib/threadCpu.ts), averaged over rounds. */
export function breakdownTable(scenarios: readonly ScenarioSummary[], config = ''): string[] {
  const measured = scenarios.filter((s) => s.status === 'ok' && Object.keys(s.cpuByThread).length > 0);
  if (measured.length === 0) return [];
  return [
    `| CPU ms/s by thread${config && ` (${config})`} | ${THREAD_GROUPS.join(' | ')} |`,
    `| --- |${THREAD_GROUPS.map(() => ' --- |').join('')}`,
    ...measured.map(
      (s) => `| ${s.label} | ${THREAD_GROUPS.map((g) => num(s.cpuByThread[g], 0)).join(' | ')} |`,
    ),
  ];
}

import {
  configurationOf,
  LIGHTHOUSE_TARGET_TEXT,
  type LighthouseSummary,
  OTHER_CATEGORIES,
  percent,
  runOf,
  summarizeLighthouse,
} from './lighthouse.ts';
import { INITIAL_JS_BUDGET_BYTES, LIGHTHOUSE_PERFORMANCE_TARGET } from './limits.ts';

export { INITIAL_JS_BUDGET_BYTES, LIGHTHOUSE_PERFORMANCE_TARGET };

const verdict = (met: boolean) => VERDICT[met ? 'met' : 'missed'];
const score = (value: number | null | undefined) => String(percent(value) ?? '–');

const CATEGORY_NAMES: Record<string, string> = {
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** Lighthouse's messages may hold anything: one line, no cell separator. */
const cellText = (text: string) => text.replace(/\s+/g, ' ').trim().replaceAll('|', '\\|');

/** A report from before the runs were numbered: its one figure, as it always read. */
function singleLighthouseRow(page: LighthouseFigure): string {
  const where = `Lighthouse ${page.formFactor} ${page.url} (${configurationOf(page)})`;
  if (page.error) return `| ${where} | failed: ${page.error} | – |`;
  const s = page.scores;
  const perf = percent(s.performance) ?? 0;
  const others = OTHER_CATEGORIES.every((id) => s[id] === 1);
  return `| ${where} | performance ${score(s.performance)}, accessibility ${score(s.accessibility)}, best practices ${score(s['best-practices'])}, SEO ${score(s.seo)}; LCP ${num((page.lcpMs ?? Number.NaN) / 1000)} s, TBT ${num(page.tbtMs, 0)} ms, CLS ${num(page.cls, 3)} | performance ≥ ${LIGHTHOUSE_PERFORMANCE_TARGET}: ${verdict(perf >= LIGHTHOUSE_PERFORMANCE_TARGET)}<br>the others 100: ${verdict(others)} |`;
}

/**
 * One configuration × page over its runs: each run's performance score, the other categories of the
 * worst run, the worst LCP, TBT and CLS; the target is met only when every run holds it.
 */
function lighthouseRow(summary: LighthouseSummary): string {
  if (summary.single && summary.runs[0]) return singleLighthouseRow(summary.runs[0]);
  const n = summary.runs.length;
  const several = n > 1;
  const where = `Lighthouse ${summary.formFactor} ${summary.url} (${summary.configuration}, ${plural(n, 'run', 'runs')})`;
  const parts = [
    `performance ${summary.runs.map((r) => (r.error ? 'failed' : score(r.scores.performance))).join(', ')}`,
  ];
  const worst = summary.worst;
  if (worst) {
    const w = worst.scores;
    const whose = several ? ` (run ${runOf(worst, summary.runs.indexOf(worst))}, the worst)` : '';
    parts.push(
      `${OTHER_CATEGORIES.map((id) => `${CATEGORY_NAMES[id]} ${score(w[id])}`).join(', ')}${whose}`,
      `${several ? 'worst ' : ''}LCP ${num((summary.worstLcpMs ?? Number.NaN) / 1000, 2)} s, ${several ? 'worst ' : ''}TBT ${num(summary.worstTbtMs, 0)} ms, ${several ? 'worst ' : ''}CLS ${num(summary.worstCls, 3)}`,
    );
  }
  summary.runs.forEach((r, index) => {
    const retried = r.retries ? ` after ${plural(r.retries, 'retry', 'retries')}` : '';
    if (r.error) parts.push(`run ${runOf(r, index)} failed${retried}: ${cellText(r.error)}`);
    else if (retried) parts.push(`run ${runOf(r, index)} scored${retried} (Lighthouse runtimeError)`);
  });
  const elsewhere = summary.othersElsewhere
    .map((o) => `run ${o.run}: ${CATEGORY_NAMES[o.category] ?? o.category} ${o.score ?? '–'}`)
    .join(', ');
  return `| ${where} | ${parts.join('; ')} | ${LIGHTHOUSE_TARGET_TEXT}: ${verdict(summary.met)}<br>the others 100: ${verdict(summary.othersMet)}${elsewhere ? ` (${elsewhere})` : ''} |`;
}

/** The load budgets, measured in the same run: what index.html loads to start, and Lighthouse. */
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
  for (const summary of summarizeLighthouse(load?.lighthouse ?? [])) lines.push(lighthouseRow(summary));
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

const onOff = (c: ConfigurationResult) =>
  c.gpuCompositing === null
    ? 'not recorded'
    : `${c.gpuCompositing ? 'on' : 'off'} (\`gpu_compositing: ${c.featureStatus?.gpu_compositing ?? '?'}\`)`;

const rendererText = (c: ConfigurationResult) =>
  c.renderer === undefined
    ? '–'
    : c.workerRenderer === undefined || c.workerRenderer === c.renderer
      ? `${c.renderer}${c.workerRenderer === undefined ? '' : ' (page and worker)'}`
      : `page: ${c.renderer}; worker: ${c.workerRenderer}`;

/** Each configuration asked for, measured or skipped (and those this report did not run): what the browser set up. */
export function configurationTable(configs: readonly ConfigurationResult[], rounds: number): string[] {
  const byName = new Map(configs.map((c) => [c.name, c]));
  const names = [
    ...CONFIG_NAMES,
    ...configs.map((c) => c.name).filter((n) => !(CONFIG_NAMES as readonly string[]).includes(n)),
  ];
  return [
    '| configuration | what it stands for | WebGL renderer (UNMASKED_RENDERER_WEBGL) | GPU compositing (CDP SystemInfo) | its flags | this run |',
    '| --- | --- | --- | --- | --- | --- |',
    ...names.map((name) => {
      const c = byName.get(name);
      if (!c) {
        const spec = configuration(name);
        return `| \`${name}\` | ${spec.role} | – | – | \`${spec.flags.join(' ')}\` | not run in this report |`;
      }
      const status =
        c.status === 'measured'
          ? `measured, ${rounds} round${rounds === 1 ? '' : 's'} of every scenario`
          : `skipped: ${c.reason ?? ''}`;
      const without = c.withoutDefaults?.length
        ? ` (Playwright's ${c.withoutDefaults.map((f) => `\`${f}\``).join(', ')} left out)`
        : '';
      return `| \`${c.name}\` | ${c.role} | ${rendererText(c)} | ${onOff(c)} | \`${c.flags.join(' ')}\`${without} | ${status} |`;
    }),
  ];
}

const TARGET_VERDICT: Record<ConfigTarget['verdict'], string> = { ...VERDICT, skipped: 'skipped' };

/** Issue 33: one target per configuration, one row each, those this report did not run included. */
export function targetTable(configs: readonly ConfigurationResult[]): string[] {
  const byName = new Map(configs.map((c) => [c.name, c]));
  const names = [...new Set([...CONFIG_NAMES, ...configs.map((c) => c.name)])];
  const measuredGpu = byName.get('gpu')?.status === 'measured';
  return [
    '| configuration | target | verdict | detail |',
    '| --- | --- | --- | --- |',
    ...names.map((name) => {
      const c = byName.get(name);
      const elsewhere =
        name === 'gpu' && !measuredGpu
          ? `; figures measured elsewhere (${GPU_ELSEWHERE.machine}, ${GPU_ELSEWHERE.date}) are quoted below`
          : '';
      if (!c) {
        return `| \`${name}\` | ${configuration(name).targetText} | not run | not run in this report${elsewhere} |`;
      }
      return `| \`${c.name}\` | ${c.target.text} | ${TARGET_VERDICT[c.target.verdict]} | ${c.target.detail}${elsewhere} |`;
    }),
  ];
}

/** swiftshader: each of our scenarios against the previous run's medians. */
export function regressionTable(checks: readonly RegressionCheck[], config: string): string[] {
  if (checks.length === 0) return [];
  return [
    `| no regression (${config}) | previous: fps · p95 gap · CPU/frame | this run | verdict |`,
    '| --- | --- | --- | --- |',
    ...checks.map(
      (c) =>
        `| ${c.label} | ${c.previous.fps < IDLE_FPS ? `idle: ${num(c.previous.cpuMsPerSecond, 0)} ms/s` : `${num(c.previous.fps)} · ${num(c.previous.p95GapMs)} ms · ${num(c.previous.cpuMsPerFrame)} ms`} | ${c.targets.map((t) => `${t.text}: ${spreadText(t.actual)} (${VERDICT[t.verdict]})`).join('<br>')} | ${VERDICT[c.verdict]} |`,
    ),
  ];
}

/** The gpu figures of issue 33's table, quoted with their machine and date until a run of ours has its own. */
export function elsewhereTable(): string[] {
  const g = GPU_ELSEWHERE;
  const fig = (v: number | undefined, digits = 1) => (v === undefined ? '–' : num(v, digits));
  return [
    `**\`gpu\`, measured elsewhere** (not by this run): ${g.machine}, ${g.setup}; ${g.browser}, ${g.date}; ${g.method} (${g.source}). ${quotedAgainstTargets()}.`,
    '',
    "| page (gpu, measured elsewhere) | presented fps · p95 gap | CPU ms per presented frame (× the floor's) |",
    '| --- | --- | --- |',
    ...g.rows.map(
      (r) =>
        `| ${r.page} | ${r.fps === undefined ? 'not measured there' : `${fig(r.fps)} · ${fig(r.p95GapMs)} ms`} | ${r.cpuMsPerFrame === undefined ? '–' : `${fig(r.cpuMsPerFrame)}${r.cpuVsFloor === undefined ? '' : ` (${fig(r.cpuVsFloor, 2)}×)`}`} |`,
    ),
  ];
}

/** One measured configuration: its comparisons, regression checks, every scenario and the CPU split. */
function configurationSection(c: ConfigurationResult): string[] {
  const byId = new Map(c.scenarios.map((s) => [s.id, s]));
  const floor = byId.get('floor');
  const loads = c.runs.flatMap((r) => (r.loadAverage === undefined ? [] : [r.loadAverage]));
  const conditions = [
    `WebGL: ${rendererText(c)}`,
    `GPU compositing ${onOff(c)}`,
    ...(c.loadAverageStart ? [`load average ${num(c.loadAverageStart[0])} at its start`] : []),
    ...(loads.length > 0
      ? [`${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the samples`]
      : []),
  ].join('; ');
  const lines = [
    `### \`${c.name}\`: ${c.role}`,
    '',
    `${conditions}${floorNote(floor)}.`,
    '',
    `| comparison (${c.name}) | ours: presented fps · p95 gap · CPU | peer: presented fps · p95 gap · CPU | fps ratio | CPU/frame ratio | target |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...c.comparisons.map((cmp) => row(cmp, byId)),
  ];
  const regressions = regressionTable(c.regressions ?? [], c.name);
  if (regressions.length > 0) lines.push('', ...regressions);
  lines.push('', ...scenarioTable(c.scenarios, c.name));
  const breakdown = breakdownTable(c.scenarios, c.name);
  if (breakdown.length > 0) lines.push('', ...breakdown);
  const unavailable = c.scenarios.filter((s) => s.status !== 'ok');
  if (unavailable.length > 0) {
    lines.push(
      '',
      `Not measured in \`${c.name}\`: ${unavailable.map((s) => `${s.id} (${s.reason ?? s.status})`).join('; ')}.`,
    );
  }
  return lines;
}

/** What the machine has for graphics, as the probes found it (never assumed). */
function gpuNote(configs: readonly ConfigurationResult[], legacy: boolean): string {
  const gpu = configs.find((c) => c.name === 'gpu');
  if (gpu?.status === 'measured') return `GPU: ${gpu.renderer ?? 'unknown'}`;
  if (gpu || legacy) return 'no GPU';
  return 'GPU not probed';
}

export function headlineTable(result: BenchResult): string {
  const configs = configurationsOf(result);
  const env = result.environment;
  const lines = [...configurationTable(configs, env.rounds), '', ...targetTable(configs)];
  for (const c of configs) if (c.status === 'measured') lines.push('', ...configurationSection(c));
  if (!configs.some((c) => c.name === 'gpu' && c.status === 'measured')) lines.push('', ...elsewhereTable());
  const load = loadTable(result.load);
  if (load.length > 0) lines.push('', '### Load', ...load);
  lines.push(...serverTable(result.load.serverComparisons));
  lines.push(
    '',
    `${env.date.slice(0, 10)}, commit \`${env.commit.slice(0, 7)}\`${env.dirty ? ' (with uncommitted changes)' : ''}; ` +
      `${env.machine.cores} cores (${env.machine.cpu}), ${gpuNote(configs, result.schema === 2)}; Chromium ${env.browser}; ` +
      `${env.rounds} interleaved rounds of ${env.sampleMs / 1000} s samples at 1280×720 (phone: 390×844), DPR 1; ` +
      `load average ${env.machine.loadAverageStart.map((l) => l.toFixed(1)).join(' ')} at start` +
      `${busyMachine(result) ? '; a busy machine: read the ratios, not the absolute figures' : ''}.`,
  );
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
