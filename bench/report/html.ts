// latest.html: the report a developer reads: conditions, the browser configurations and their targets,
// how to read it, then per configuration the headline comparisons with frame-time plots and every
// scenario's figures, and the load figures (bundle, server, Lighthouse).
import { CONFIG_NAMES, configuration } from '../configs.ts';
import { configurationsOf } from './configurations.ts';
import { GPU_ELSEWHERE, quotedAgainstTargets } from './elsewhere.ts';
import { drawnAndQuality, kib, num, ratioText, spreadText } from './format.ts';
import { configurationOf } from './lighthouse.ts';
import type {
  BenchResult,
  ComparisonResult,
  ConfigurationResult,
  LoadFigures,
  RunSample,
  ScenarioSummary,
} from './model.ts';
import { frameTimeCdf } from './plots.ts';

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const OURS = '#ff7a45';
const PEER = '#6fa8ff';

const intervalsOf = (runs: readonly RunSample[], id: string) =>
  runs.filter((r) => r.scenario === id && r.status === 'ok').flatMap((r) => r.intervals ?? []);

function comparisonBlock(
  c: ComparisonResult,
  result: Pick<ConfigurationResult, 'runs'>,
  byId: Map<string, ScenarioSummary>,
): string {
  const ours = byId.get(c.ours);
  const peer = byId.get(c.peer);
  const targets = c.targets.length
    ? `<ul>${c.targets.map((t) => `<li><span class="verdict ${t.verdict}">${t.verdict}</span> ${escapeHtml(t.text)}: ${t.of === 'ratio' ? ratioText(t.actual) : spreadText(t.actual)}</li>`).join('')}</ul>`
    : '<p class="muted">No target: shown for orientation.</p>';
  const plot =
    c.status === 'ok'
      ? frameTimeCdf([
          {
            label: `ours: ${ours?.label ?? c.ours}`,
            color: OURS,
            intervals: intervalsOf(result.runs, c.ours),
          },
          {
            label: `peer: ${peer?.label ?? c.peer}`,
            color: PEER,
            intervals: intervalsOf(result.runs, c.peer),
          },
        ])
      : `<p class="unavailable">${escapeHtml(c.reason ?? c.status)}: ${escapeHtml(ours?.reason ?? peer?.reason ?? '')}</p>`;
  const figures = (s: ScenarioSummary | undefined) =>
    s?.status === 'ok'
      ? `${spreadText(s.fps)} presented fps · p95 gap ${spreadText(s.p95GapMs)} ms · ${spreadText(s.cpuMsPerSecond, 0)} ms/s · ${spreadText(s.cpuMsPerFrame)} ms/frame`
      : (s?.status ?? '–');
  return `<section class="card"><h3>${escapeHtml(c.label)}</h3>
<p class="small">ours: ${figures(ours)}<br>peer: ${figures(peer)}</p>
<p>fps ratio <b>${ratioText(c.fpsRatio)}</b> · CPU/frame ratio <b>${ratioText(c.cpuRatio)}</b> <span class="muted">(ours ÷ peer, per round, median and range)</span></p>
${targets}${plot}</section>`;
}

function scenarioRow(s: ScenarioSummary): string {
  if (s.status !== 'ok') {
    return `<tr class="na"><td>${escapeHtml(s.label)}<br><code>${escapeHtml(s.url)}</code></td><td>${s.side}</td><td colspan="11">${escapeHtml(s.reason ?? s.status)}</td></tr>`;
  }
  const threads = Object.entries(s.cpuByThread)
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([group, ms]) => `${escapeHtml(group)} ${num(ms, 0)}`)
    .join(', ');
  const layers = s.layers
    ? `${num(s.layers.meshUpdates.median, 0)} / ${num(s.layers.meshDraws.median, 0)} / ${num(s.layers.stageRenders.median, 0)}`
    : '–';
  const split = Object.entries(s.cpuByProcess)
    .filter(([, ms]) => ms >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(([type, ms]) => `${escapeHtml(type)} ${num(ms)}`)
    .join(', ');
  return `<tr><td>${escapeHtml(s.label)}<br><code>${escapeHtml(s.url)}</code></td><td>${s.side}</td>
<td>${spreadText(s.fps)}</td><td>${spreadText(s.cpuMsPerSecond, 0)}</td><td>${spreadText(s.cpuMsPerFrame)}</td>
<td>${num(s.pooled?.medianMs)} / ${num(s.pooled?.p95Ms)} / ${num(s.pooled?.p99Ms)}</td>
<td>${spreadText(s.droppedPerSecond)}</td><td>${spreadText(s.longFramesPerSecond, 2)}</td>
<td>${spreadText(s.heapGrowthMb, 2)}</td><td>${layers}</td><td>${num(s.workerFps.median)}</td><td>${escapeHtml(drawnAndQuality(s))}</td><td class="small">${threads}<br>${split}</td><td>${s.viewport}</td></tr>`;
}

function loadSection(load: LoadFigures): string {
  const parts: string[] = ['<h2>Load</h2>'];
  if (load.bundle) {
    const b = load.bundle;
    parts.push(`<h3>Bundle</h3><p>Initial (what index.html loads to start: boot, the entry it names, preloads, styles): <b>${kib(b.initial.gzip)}</b> gzip, ${kib(b.initial.brotli)} brotli, ${kib(b.initial.bytes)} raw. Everything: ${kib(b.total.gzip)} gzip, ${kib(b.total.brotli)} brotli, ${kib(b.total.bytes)} raw.${b.runtime ? ` The scene runtime's worker, after first paint: ${kib(b.runtime.start.gzip)} gzip to start, ${kib(b.runtime.onDemand.gzip)} gzip of scenes, renderers and mesh on demand.` : ''}</p>
<table><thead><tr><th>chunk</th><th>initial</th><th>raw</th><th>gzip</th><th>brotli</th></tr></thead><tbody>
${b.chunks.map((c) => `<tr><td><code>${escapeHtml(c.file)}</code></td><td>${c.initial ? 'yes' : ''}</td><td>${kib(c.bytes)}</td><td>${kib(c.gzip)}</td><td>${kib(c.brotli)}</td></tr>`).join('\n')}
</tbody></table>`);
  }
  if (load.serverComparisons?.length) {
    parts.push(`<h3>Server: ours vs a plain @fastify/static (medians over the rounds)</h3><table><thead><tr><th>path</th><th>ours req/s</th><th>peer req/s</th><th>ours/peer</th><th>flooded req/s</th><th>flooded/peer</th><th>p99 ours / peer ms</th><th>errors</th><th>targets</th></tr></thead><tbody>
${load.serverComparisons.map((c) => `<tr><td>${escapeHtml(c.label)}</td><td>${num(c.oursRps, 0)}</td><td>${num(c.peerRps, 0)}</td><td>${num(c.ratio, 2)}×</td><td>${num(c.floodedRps, 0)}</td><td>${num(c.floodedRatio, 2)}×</td><td>${num(c.oursP99Ms, 0)} / ${num(c.peerP99Ms, 0)}</td><td>${c.failures}</td><td>${c.met ? 'met' : 'missed'}</td></tr>`).join('\n')}
</tbody></table>`);
  }
  if (load.server) {
    parts.push(`<h3>Server (autocannon on 127.0.0.1)</h3><table><thead><tr><th>path</th><th>server · condition · round</th><th>connections × s</th><th>req/s</th><th>p50 ms</th><th>p99 ms</th><th>non-2xx</th><th>errors</th></tr></thead><tbody>
${load.server.map((s) => `<tr><td><code>${escapeHtml(s.url)}</code></td><td>${escapeHtml([s.server ?? 'ours', s.flood ? 'the flood' : s.flooded ? 'flooded' : 'alone', s.round === undefined ? '' : `round ${s.round + 1}`].filter(Boolean).join(' · '))}</td><td>${s.connections} × ${s.durationSeconds}</td><td>${num(s.requestsPerSecond, 0)}</td><td>${num(s.latencyP50Ms)}</td><td>${num(s.latencyP99Ms)}</td><td>${s.non2xx}</td><td>${s.errors}</td></tr>`).join('\n')}
</tbody></table>`);
  }
  if (load.lighthouse) {
    const categories = [...new Set(load.lighthouse.flatMap((l) => Object.keys(l.scores)))];
    // One row per run; a report from before the runs were numbered had one run per page, without retries.
    parts.push(`<h3>Lighthouse</h3><table><thead><tr><th>page</th><th>configuration</th><th>form factor</th><th>run</th>${categories.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}<th>LCP ms</th><th>TBT ms</th><th>CLS</th><th>retries</th></tr></thead><tbody>
${load.lighthouse
  .map((l) => {
    const lead = `<td><code>${escapeHtml(l.url)}</code></td><td>${escapeHtml(configurationOf(l))}</td><td>${escapeHtml(l.formFactor)}</td><td>${l.run ?? 1}</td>`;
    const retries = `<td>${l.retries ?? '–'}</td>`;
    return l.error
      ? `<tr class="na">${lead}<td colspan="${categories.length + 3}">${escapeHtml(l.error)}</td>${retries}</tr>`
      : `<tr>${lead}${categories.map((c) => `<td>${num((l.scores[c] ?? Number.NaN) * 100, 0)}</td>`).join('')}<td>${num(l.lcpMs, 0)}</td><td>${num(l.tbtMs, 0)}</td><td>${num(l.cls, 3)}</td>${retries}</tr>`;
  })
  .join('\n')}
</tbody></table>`);
  }
  if (load.skipped.length)
    parts.push(`<p class="muted">Skipped: ${escapeHtml(load.skipped.join('; '))}.</p>`);
  return parts.join('\n');
}

const STYLE = `body{font:14px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:1200px;padding:0 1rem;color:#1b1f2a;background:#fafbfc}
h1{margin-bottom:.2rem}table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}th,td{border-bottom:1px solid #dde1e8;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#eef1f5}code{font-size:12px}.muted{color:#667}.small{font-size:12px}.na td{color:#888}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(480px,1fr));gap:1rem}.card{background:#fff;border:1px solid #dde1e8;border-radius:6px;padding:.5rem 1rem}
.verdict{display:inline-block;padding:0 .4rem;border-radius:3px;font-weight:600;font-size:12px}.met{background:#d9f5e3;color:#14632f}.borderline{background:#fff1c9;color:#7a5600}.missed{background:#fde0dc;color:#8a1c10}.n\\/a{background:#eee;color:#555}
.unavailable{color:#8a5a00}.skipped{background:#eee;color:#555}svg text{font-size:11px;fill:#445}svg .grid{stroke:#e5e8ee}svg .vsync{stroke:#999;stroke-dasharray:4 3}dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem}dt{color:#667}`;

const compositing = (c: ConfigurationResult) =>
  c.gpuCompositing === null
    ? 'not recorded'
    : `${c.gpuCompositing ? 'on' : 'off'} <code>${escapeHtml(c.featureStatus?.gpu_compositing ?? '')}</code>`;

function configurationRows(configs: readonly ConfigurationResult[]): string {
  const byName = new Map(configs.map((c) => [c.name, c]));
  const names = [...new Set([...CONFIG_NAMES, ...configs.map((c) => c.name)])];
  return names
    .map((name) => {
      const c = byName.get(name);
      if (!c) {
        const spec = configuration(name);
        return `<tr class="na"><td><b>${name}</b></td><td>${escapeHtml(spec.role)}</td><td>–</td><td>–</td><td><code>${escapeHtml(spec.flags.join(' '))}</code></td><td>not run in this report</td></tr>`;
      }
      const renderer =
        c.renderer === undefined
          ? '–'
          : c.workerRenderer === undefined || c.workerRenderer === c.renderer
            ? escapeHtml(c.renderer)
            : `page: ${escapeHtml(c.renderer)}<br>worker: ${escapeHtml(c.workerRenderer)}`;
      const features = c.featureStatus
        ? `<br><span class="small muted">${Object.entries(c.featureStatus)
            .filter(([k]) => ['gpu_compositing', 'webgl', 'rasterization', 'opengl', 'vulkan'].includes(k))
            .map(([k, v]) => `${escapeHtml(k)}: ${escapeHtml(v)}`)
            .join(', ')}</span>`
        : '';
      return `<tr${c.status === 'skipped' ? ' class="na"' : ''}><td><b>${escapeHtml(c.name)}</b></td><td>${escapeHtml(c.role)}</td><td>${renderer}</td><td>${compositing(c)}${features}</td><td><code>${escapeHtml(c.flags.join(' '))}</code>${c.withoutDefaults?.length ? ` (Playwright's <code>${escapeHtml(c.withoutDefaults.join(' '))}</code> left out)` : ''}</td><td>${c.status === 'measured' ? 'measured' : `skipped: ${escapeHtml(c.reason ?? '')}`}</td></tr>`;
    })
    .join('\n');
}

function targetRows(configs: readonly ConfigurationResult[]): string {
  const byName = new Map(configs.map((c) => [c.name, c]));
  return [...new Set([...CONFIG_NAMES, ...configs.map((c) => c.name)])]
    .map((name) => {
      const c = byName.get(name);
      if (!c) {
        return `<tr class="na"><td><b>${escapeHtml(name)}</b></td><td>${escapeHtml(configuration(name).targetText)}</td><td>not run</td><td>not run in this report</td></tr>`;
      }
      return `<tr><td><b>${escapeHtml(c.name)}</b></td><td>${escapeHtml(c.target.text)}</td><td><span class="verdict ${c.target.verdict}">${c.target.verdict}</span></td><td>${escapeHtml(c.target.detail)}</td></tr>`;
    })
    .join('\n');
}

function configurationSection(c: ConfigurationResult, env: BenchResult['environment']): string {
  const byId = new Map(c.scenarios.map((s) => [s.id, s]));
  const regressions = c.regressions?.length
    ? `<h3>No regression against ${escapeHtml(c.previous?.date.slice(0, 10) ?? '')} (commit <code>${escapeHtml(c.previous?.commit.slice(0, 7) ?? '')}</code>)</h3>
<table><thead><tr><th>scenario</th><th>previous fps · p95 gap · CPU/frame</th><th>this run</th><th>verdict</th></tr></thead><tbody>
${c.regressions.map((r) => `<tr><td>${escapeHtml(r.label)}</td><td>${num(r.previous.fps)} · ${num(r.previous.p95GapMs)} ms · ${num(r.previous.cpuMsPerFrame)} ms</td><td>${r.targets.map((t) => `<span class="verdict ${t.verdict}">${t.verdict}</span> ${escapeHtml(t.text)}: ${spreadText(t.actual)}`).join('<br>')}</td><td>${r.verdict}</td></tr>`).join('\n')}
</tbody></table>`
    : '';
  return `<h2 id="config-${escapeHtml(c.name)}">Configuration <code>${escapeHtml(c.name)}</code></h2>
<p>${escapeHtml(c.role)}. WebGL: ${escapeHtml(c.renderer ?? '–')}; GPU compositing ${compositing(c)}; flags <code>${escapeHtml([...(c.flags === env.flags ? [] : env.flags), ...c.flags].join(' '))}</code>${c.loadAverageStart ? `; load average ${c.loadAverageStart.map((l) => l.toFixed(2)).join(' ')} at its start` : ''}.</p>
<h3>Ours vs peers (${escapeHtml(c.name)})</h3>
<div class="cards">${c.comparisons.map((cmp) => comparisonBlock(cmp, c, byId)).join('\n')}</div>
${regressions}
<h3>Every scenario (${escapeHtml(c.name)})</h3>
<table><thead><tr><th>scenario</th><th>side</th><th>presented fps</th><th>CPU ms/s</th><th>CPU ms/frame</th><th>gap median / p95 / p99 ms</th><th>dropped frames/s</th><th>long frames/s</th><th>heap growth MB</th><th>mesh updates / draws / stage renders per s</th><th>worker ticks/s (diagnostic)</th><th>drawn with · quality step</th><th>CPU ms/s by thread, by process</th><th>viewport</th></tr></thead>
<tbody>${c.scenarios.map(scenarioRow).join('\n')}</tbody></table>`;
}

function elsewhereSection(): string {
  const g = GPU_ELSEWHERE;
  return `<h2>Configuration <code>gpu</code>, measured elsewhere</h2>
<p>Not measured by this run: ${escapeHtml(g.machine)}, ${escapeHtml(g.setup)}; ${escapeHtml(g.browser)}, ${escapeHtml(g.date)}; ${escapeHtml(g.method)} (${escapeHtml(g.source)}). ${escapeHtml(quotedAgainstTargets())}.</p>
<table><thead><tr><th>page</th><th>presented fps</th><th>p95 gap ms</th><th>CPU ms per presented frame</th><th>× the floor's</th></tr></thead><tbody>
${g.rows.map((r) => `<tr><td>${escapeHtml(r.page)}</td><td>${num(r.fps)}</td><td>${num(r.p95GapMs)}</td><td>${num(r.cpuMsPerFrame)}</td><td>${num(r.cpuVsFloor, 2)}</td></tr>`).join('\n')}
</tbody></table>`;
}

export function renderHtml(result: BenchResult): string {
  const env = result.environment;
  const configs = configurationsOf(result);
  const selection = [
    env.selection.scene && `--scene ${env.selection.scene}`,
    env.selection.works && `--works ${env.selection.works}`,
    env.selection.configs && `--config ${env.selection.configs.join(',')}`,
  ]
    .filter(Boolean)
    .join(' ');
  const gpuMeasured = configs.some((c) => c.name === 'gpu' && c.status === 'measured');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portfolio bench, ${escapeHtml(env.date.slice(0, 16).replace('T', ' '))}</title><style>${STYLE}</style></head>
<body>
<h1>Frame-rate and load bench</h1>
<p class="muted">${escapeHtml(env.date)} · commit <code>${escapeHtml(env.commit.slice(0, 10))}</code>${env.dirty ? ' (with uncommitted changes)' : ''}${selection ? ` · partial run: <code>${escapeHtml(selection)}</code>` : ''} · ${env.durationSeconds} s</p>
<dl>
<dt>machine</dt><dd>${escapeHtml(env.machine.cpu)}, ${env.machine.cores} cores, ${env.machine.memoryGb} GiB; ${escapeHtml(env.machine.os)}; load average ${env.machine.loadAverageStart.map((l) => l.toFixed(2)).join(' ')} at start, ${env.machine.loadAverageEnd.map((l) => l.toFixed(2)).join(' ')} at end</dd>
<dt>browser</dt><dd>Chromium ${escapeHtml(env.browser)}, headless, vsync cap kept; Node ${escapeHtml(env.node)}</dd>
<dt>${result.schema === 2 ? 'flags' : 'flags of every configuration'}</dt><dd><code>${escapeHtml(env.flags.join(' '))}</code></dd>
<dt>method</dt><dd>${env.rounds} interleaved rounds (A B … then … B A) per configuration; per run ${env.warmupMs} ms warm-up then a ${env.sampleMs} ms sample; 1280×720 (phone 390×844, touch), DPR 1</dd>
</dl>
<h2>Configurations</h2>
<table><thead><tr><th>configuration</th><th>what it stands for</th><th>WebGL renderer</th><th>GPU compositing</th><th>its flags</th><th>this run</th></tr></thead><tbody>
${configurationRows(configs)}
</tbody></table>
<p class="muted">The WebGL renderer is what a page's and a worker's context report (UNMASKED_RENDERER_WEBGL); GPU compositing is CDP <code>SystemInfo.getInfo</code>'s <code>gpu.featureStatus.gpu_compositing</code>, read from the browser before anything is measured.</p>
<h2>Targets (issue 33)</h2>
<table><thead><tr><th>configuration</th><th>target</th><th>verdict</th><th>detail</th></tr></thead><tbody>
${targetRows(configs)}
</tbody></table>
<h2>How to read it</h2>
<ul>
<li><b>fps</b> and <b>gaps</b> are <em>presented</em> frames: the display compositor's <code>Display::FrameDisplayed</code> trace events (category <code>disabled-by-default-display.framedisplayed</code>, traced alone so counting costs nothing), whatever the page or its worker drew. The cap is 60 fps (16.7 ms).</li>
<li><b>CPU ms/s</b> is the CPU time of every browser process (CDP <code>SystemInfo.getProcessInfo</code>) per second of the sample: 1000 keeps one core busy. <b>ms/frame</b> divides it by the presented frames. The split by thread (browser main, renderer main, scene worker, compositor, GPU main, SwiftShader's raster threads) comes from <code>/proc</code>, read before and after the sample.</li>
<li><b>Layers</b>: mesh updates / mesh draws / Pixi stage renders per second, counted in the scene runtime: a CSS animation or the cursor cannot stand in for the scenes' frames. <b>Worker ticks/s</b> is the runtime's own animation frames, a diagnostic only.</li>
<li><b>Ratios</b> are ours ÷ peer measured in the same round, then the median and range over the rounds: load from other work on the machine weighs on both sides of a pair alike. Read ratios, not absolute figures, when the load average is high.</li>
<li>A target is <span class="verdict met">met</span> when every round holds it, <span class="verdict borderline">borderline</span> when the median holds but some round does not, <span class="verdict missed">missed</span> otherwise. These numbers never gate a test.</li>
</ul>
${configs
  .filter((c) => c.status === 'measured')
  .map((c) => configurationSection(c, env))
  .join('\n')}
${gpuMeasured ? '' : elsewhereSection()}
<p class="muted">fps, CPU, dropped and long frames: median over the rounds (range in brackets). Frame-time percentiles: every round's frames pooled. Long frames: Long Animation Frames API entries (over 50 ms).</p>
${loadSection(result.load)}
</body></html>
`;
}
