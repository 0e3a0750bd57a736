// The sentences README.md says about a run, written from latest.json like the tables, so no figure in
// the README's prose can drift from the run it quotes.
import { QUIET_IDLE_SHARE } from '../lib/quietCpu.ts';
import { THREAD_GROUPS } from '../lib/threadCpu.ts';
import { configurationsOf } from './configurations.ts';
import { num, ratioText, spreadText } from './format.ts';
import { configurationOf, LIGHTHOUSE_TARGET_TEXT, percent, summarizeLighthouse } from './lighthouse.ts';
import { INITIAL_JS_BUDGET_BYTES, LIGHTHOUSE_PERFORMANCE_TARGET } from './limits.ts';
import type {
  BenchResult,
  ComparisonResult,
  ConfigurationResult,
  LighthouseFigure,
  LoadFigures,
  ScenarioSummary,
  TargetResult,
} from './model.ts';

const actual = (t: TargetResult) => (t.of === 'ratio' ? ratioText(t.actual) : spreadText(t.actual));

function comparisonSentence(c: ComparisonResult, ours: ScenarioSummary | undefined): string | null {
  if (c.targets.length === 0 || c.status !== 'ok' || ours?.status !== 'ok') return null;
  const short = c.targets.filter((t) => t.verdict !== 'met');
  const head = short.length === 0 ? 'met' : short.map((t) => `${t.text} ${t.verdict}`).join(', ');
  const detail = c.targets.map((t) => `${t.text} → ${actual(t)} (${t.verdict})`).join('; ');
  return `- **${c.label}: ${head}.** ${num(ours.fps.median)} presented fps, p95 gap ${num(ours.p95GapMs.median)} ms, ${num(ours.cpuMsPerSecond.median, 0)} ms of CPU per second (${num(ours.cpuMsPerFrame.median)} ms per presented frame, ${ratioText(c.cpuRatio)} the peer's). ${detail}.`;
}

/** The thread group that takes most of a scenario's CPU, and its share. */
function heaviest(s: ScenarioSummary): string | null {
  const total = THREAD_GROUPS.reduce((sum, g) => sum + (s.cpuByThread[g] ?? 0), 0);
  const top = [...THREAD_GROUPS].sort((a, b) => (s.cpuByThread[b] ?? 0) - (s.cpuByThread[a] ?? 0))[0];
  if (!top || total <= 0) return null;
  const ms = s.cpuByThread[top] ?? 0;
  return `${top} ${num(ms, 0)} of ${num(total, 0)} ms/s (${Math.round((ms / total) * 100)} %)`;
}

/** What one configuration's figures say. */
export function configurationProse(result: Pick<ConfigurationResult, 'scenarios' | 'comparisons'>): string[] {
  const byId = new Map(result.scenarios.map((s) => [s.id, s]));
  const lines: string[] = [];
  const floor = byId.get('floor');
  if (floor?.status === 'ok') {
    lines.push(
      `- **The floor** (a WebGL canvas that only clears) presented ${num(floor.fps.median)} fps at ${num(floor.cpuMsPerSecond.median, 0)} ms of CPU per second, ${num(floor.cpuMsPerFrame.median)} ms per presented frame: what any full-screen WebGL layer costs on this machine.`,
    );
  }
  const bare = byId.get('mesh-bare');
  const comparison = (id: string) => result.comparisons.find((c) => c.id === id && c.status === 'ok');
  const bareVsFloor = comparison('mesh-bare-vs-floor');
  if (bare?.status === 'ok' && bareVsFloor) {
    const ours = comparison('background-vs-mesh-bare');
    lines.push(
      `- **The bare mesh** (the desktop grid's 18×14 cells as flat-coloured triangles, one raw WebGL draw a frame: no lights, no scene, no worker) presented ${num(bare.fps.median)} fps at ${num(bare.cpuMsPerFrame.median)} ms of CPU per presented frame, ${ratioText(bareVsFloor.cpuRatio)} the floor's: what covering the screen with triangles costs this machine before any of our code${ours ? `. Our background costs ${ratioText(ours.cpuRatio)} the bare mesh's per presented frame` : ''}.`,
    );
  }
  for (const c of result.comparisons) {
    const sentence = comparisonSentence(c, byId.get(c.ours));
    if (sentence) lines.push(sentence);
  }
  const still = (id: string, what: string) => {
    const s = byId.get(id);
    if (s?.status !== 'ok') return;
    const mesh = s.layers ? `; the mesh changed ${num(s.layers.meshUpdates.median)} times per second` : '';
    lines.push(
      `- **${what}** on /: ${num(s.fps.median)} presented fps at ${num(s.cpuMsPerSecond.median, 0)} ms of CPU per second${mesh}.`,
    );
  };
  still('page-home-paused', 'Nothing moving (showcase paused, no input)');
  still('page-home-still', 'No input, showcase cycling');
  const pages = result.scenarios.filter((s) => s.group === 'page' && s.side === 'ours' && s.status === 'ok');
  const where = pages.flatMap((s) => {
    const top = heaviest(s);
    return top ? [`${s.label}: ${top}`] : [];
  });
  if (where.length > 0) lines.push(`- **Where the CPU goes** (largest thread group): ${where.join('; ')}.`);
  return lines;
}

/** How idle the machine was before a configuration's runs (bench/lib/quietCpu.ts), when the report says. */
function machineBefore(runs: readonly LighthouseFigure[]): string {
  const waited = runs.filter((run) => run.quietBefore !== undefined);
  if (waited.length === 0) return '';
  const busy = waited.filter((run) => !run.quietBefore);
  const threshold = `${Math.round(QUIET_IDLE_SHARE * 100)} % idle`;
  if (busy.length === 0) return ` Each run started on a quiet machine (≥ ${threshold}).`;
  const idle = busy.map((run) => `${Math.round((run.idleBefore ?? Number.NaN) * 100)} %`).join(', ');
  return ` ${busy.length} of ${waited.length} runs started on a busy machine (${idle} idle; the bench waits up to a minute for ${threshold}).`;
}

/** What the load figures say: initial JavaScript and Lighthouse. */
export function loadProse(load: LoadFigures): string[] {
  const lines: string[] = [];
  const bundle = load.bundle;
  if (bundle) {
    const gzip = bundle.chunks
      .filter((c) => c.initial && c.kind === 'js')
      .reduce((sum, c) => sum + c.gzip, 0);
    lines.push(
      `- **Initial JavaScript:** ${(gzip / 1000).toFixed(2)} kB gzip as served (the build's zopfli copies) against ${INITIAL_JS_BUDGET_BYTES / 1000} kB (${gzip <= INITIAL_JS_BUDGET_BYTES ? `${INITIAL_JS_BUDGET_BYTES - gzip} bytes under` : `${gzip - INITIAL_JS_BUDGET_BYTES} bytes over`}).`,
    );
  }
  const figures = load.lighthouse ?? [];
  if (figures.every((p) => p.run === undefined)) {
    // A report from before the runs were numbered: one run per page, in one configuration.
    const scores = figures.filter((p) => !p.error);
    if (scores.length > 0) {
      lines.push(
        `- **Lighthouse mobile** (target ${LIGHTHOUSE_PERFORMANCE_TARGET}; in ${scores[0] ? configurationOf(scores[0]) : 'swiftshader'}): ${scores.map((p) => `${p.url} ${percent(p.scores.performance) ?? 'no score'} (TBT ${num(p.tbtMs, 0)} ms, LCP ${num((p.lcpMs ?? Number.NaN) / 1000)} s)`).join(', ')}.`,
      );
    }
    return lines;
  }
  // Per configuration: each page's lowest score and worst LCP and TBT over its runs.
  const summaries = summarizeLighthouse(figures);
  for (const config of [...new Set(summaries.map((s) => s.configuration))]) {
    const own = summaries.filter((s) => s.configuration === config);
    const counts = [...new Set(own.map((s) => s.runs.length))];
    const runs = `${counts.join(' or ')} ${counts.length === 1 && counts[0] === 1 ? 'run' : 'runs'}`;
    const pages = own.map((s) => {
      const scored = s.performance.filter((p): p is number => p !== null);
      const failed = s.failed.length > 0 ? `; ${s.failed.length} of ${s.runs.length} runs failed` : '';
      if (scored.length === 0) return `${s.url} no score (every run failed)`;
      return `${s.url} lowest ${Math.min(...scored)} (worst LCP ${num((s.worstLcpMs ?? Number.NaN) / 1000, 2)} s, worst TBT ${num(s.worstTbtMs, 0)} ms${failed})`;
    });
    const met = own.every((s) => s.met);
    lines.push(
      `- **Lighthouse ${own[0]?.formFactor ?? 'mobile'} in \`${config}\`** (${runs} per page; ${LIGHTHOUSE_TARGET_TEXT}: ${met ? 'met' : 'missed'}): ${pages.join(', ')}.${machineBefore(own.flatMap((s) => s.runs))}`,
    );
  }
  return lines;
}

/** The report's sentences: each measured configuration's, introduced by its name, then the load's. */
export function benchProse(result: BenchResult): string[] {
  const lines: string[] = [];
  for (const config of configurationsOf(result)) {
    if (config.status !== 'measured') continue;
    const said = configurationProse(config);
    if (said.length > 0) lines.push(`In \`${config.name}\`:`, '', ...said, '');
  }
  const load = loadProse(result.load);
  if (load.length > 0) lines.push('Load:', '', ...load);
  while (lines.at(-1) === '') lines.pop();
  return lines;
}
