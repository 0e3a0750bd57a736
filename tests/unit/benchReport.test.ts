import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchWorks, benchWorksCount } from '../../bench/data/benchWorks.ts';
import { isFullRun, parseBenchArgs } from '../../bench/lib/cli.ts';
import { VSYNC_MS } from '../../bench/lib/stats.ts';
import { initialAssets, sumSizes } from '../../bench/load/bundle.ts';
import { escapeHtml, renderHtml } from '../../bench/report/html.ts';
import {
  headlineTable,
  loadTable,
  README_END,
  README_START,
  replaceReadmeSection,
} from '../../bench/report/markdown.ts';
import {
  type BenchResult,
  type BenchResultV2,
  compare,
  type RunSample,
  summarizeScenario,
  verdictOf,
} from '../../bench/report/model.ts';
import { cdfPoints, niceStep, niceTicks } from '../../bench/report/plots.ts';
import { benchProse } from '../../bench/report/prose.ts';
import { type Comparison, SCENARIOS, type Scenario, selectScenarios } from '../../bench/scenarios.ts';
import { writeBenchContent } from '../../bench/servers.ts';
import { checkPortfolioDocument } from '../../content/parse.ts';

const scenario = (id: string, side: Scenario['side']): Scenario => ({
  id,
  group: id,
  label: `Label ${id}`,
  side,
  origin: side === 'ours' ? 'site' : 'peers',
  path: `/${id}`,
  viewport: 'desktop',
  ready: 'true',
  needs: `the ${id} hook`,
});

/** A run of 60 presented frames `frameMs` apart costing `cpu` ms each (so cpu × fps ms per second). */
const run = (id: string, round: number, frameMs: number, cpu: number): RunSample => {
  const intervals = new Array(60).fill(frameMs);
  const fps = 1000 / frameMs;
  return {
    scenario: id,
    round,
    status: 'ok',
    intervals,
    frames: { frames: 60, fps, medianMs: frameMs, p95Ms: frameMs, p99Ms: frameMs, dropped: 0 },
    durationMs: 60 * frameMs,
    cpuMsPerSecond: cpu * fps,
    cpuMsPerFrame: cpu,
    cpuByProcess: { renderer: (cpu * fps) / 2, GPU: (cpu * fps) / 2 },
    cpuByThread: { 'renderer main': (cpu * fps) / 4, 'GPU raster (SwiftShader)': cpu * fps * 0.75 },
    ...(id === 'ours'
      ? {
          layers: { meshUpdates: 30, meshDraws: 60, stageRenders: 60 },
          quality: 'high',
          drawnWith: '2D (worker)',
        }
      : {}),
    loadAverage: 1.5,
  };
};

const comparison: Comparison = {
  id: 'bg',
  label: 'Background vs peer',
  ours: 'ours',
  peer: 'peer',
  targets: [
    { of: 'ratio', metric: 'cpu', op: '<=', value: 0.5 },
    { of: 'ours', metric: 'fps', op: '>=', value: 58 },
  ],
};

const runs = [
  run('ours', 0, VSYNC_MS, 10),
  run('peer', 0, 50, 40),
  run('peer', 1, 60, 80),
  run('ours', 1, VSYNC_MS, 20),
];

describe('verdictOf', () => {
  const target = { of: 'ratio', metric: 'cpu', op: '<=', value: 1 } as const;
  it('is met when every round holds, borderline when only the median does, missed otherwise', () => {
    expect(verdictOf({ median: 0.5, min: 0.4, max: 0.9, n: 3 }, target)).toBe('met');
    expect(verdictOf({ median: 0.9, min: 0.6, max: 1.3, n: 3 }, target)).toBe('borderline');
    expect(verdictOf({ median: 1.2, min: 0.9, max: 1.3, n: 3 }, target)).toBe('missed');
    expect(verdictOf({ median: Number.NaN, min: Number.NaN, max: Number.NaN, n: 0 }, target)).toBe('n/a');
  });
});

describe('compare', () => {
  it('pairs rounds and checks each target', () => {
    const c = compare(comparison, runs, 2);
    expect(c.status).toBe('ok');
    expect(c.cpuRatio.median).toBeCloseTo(0.25);
    expect(c.fpsRatio.min).toBeCloseTo(50 / VSYNC_MS);
    expect(c.targets.map((t) => t.verdict)).toEqual(['met', 'met']);
  });

  it('says which side is missing instead of inventing a ratio', () => {
    const missing: RunSample = {
      scenario: 'ours',
      round: 0,
      status: 'unavailable',
      reason: 'not available yet',
    };
    const c = compare(comparison, [missing, run('peer', 0, 50, 40)], 1);
    expect(c.status).toBe('unavailable');
    expect(c.reason).toContain('ours');
    expect(c.targets.every((t) => t.verdict === 'n/a')).toBe(true);
  });
});

describe('summarizeScenario', () => {
  it('keeps per-round spread, pools frames, averages the process split', () => {
    const s = summarizeScenario(scenario('peer', 'peer'), '/peer', runs, 2);
    expect(s.status).toBe('ok');
    expect(s.rounds).toBe(2);
    expect(s.cpuMsPerFrame).toEqual({ median: 60, min: 40, max: 80, n: 2 });
    expect(s.pooled?.frames).toBe(120);
    // CPU ms per second: 40 ms × 20 fps and 80 ms × 16.7 fps, halved, averaged over the rounds.
    expect(s.cpuByProcess.renderer).toBeCloseTo((400 + 2000 / 3) / 2);
    expect(s.cpuMsPerSecond.median).toBeCloseTo((800 + 4000 / 3) / 2);
    expect(s.p95GapMs).toEqual({ median: 55, min: 50, max: 60, n: 2 });
  });

  it('reports a scenario that never became ready as not available, with its reason', () => {
    const s = summarizeScenario(
      scenario('ring', 'ours'),
      '/ring',
      [
        {
          scenario: 'ring',
          round: 0,
          status: 'unavailable',
          reason: 'not available yet: needs the ring hook',
        },
      ],
      1,
    );
    expect(s.status).toBe('unavailable');
    expect(s.reason).toContain('not available yet');
  });
});

const result = (): BenchResultV2 => ({
  schema: 2,
  environment: {
    date: '2026-11-22T01:00:00.000Z',
    commit: '0123456789abcdef',
    dirty: false,
    machine: {
      os: 'Linux',
      cpu: 'Test CPU',
      cores: 2,
      memoryGb: 24,
      loadAverageStart: [1, 1, 1],
      loadAverageEnd: [1, 1, 1],
    },
    node: 'v20',
    browser: '156',
    renderer: 'SwiftShader <test>',
    flags: ['--use-angle=swiftshader'],
    rounds: 2,
    warmupMs: 1000,
    sampleMs: 4000,
    selection: {},
    durationSeconds: 10,
  },
  scenarios: [
    summarizeScenario(scenario('ours', 'ours'), '/ours', runs, 2),
    summarizeScenario(scenario('peer', 'peer'), '/peer', runs, 2),
    summarizeScenario(
      scenario('home', 'ours'),
      '/home',
      [
        {
          scenario: 'home',
          round: 0,
          status: 'unavailable',
          reason: 'not available yet: needs the home hook',
        },
      ],
      2,
    ),
  ],
  comparisons: [compare(comparison, runs, 2)],
  runs,
  load: {
    bundle: {
      chunks: [{ file: 'assets/index.js', kind: 'js', initial: true, bytes: 2048, gzip: 1024, brotli: 900 }],
      initial: { bytes: 2048, gzip: 1024, brotli: 900 },
      total: { bytes: 2048, gzip: 1024, brotli: 900 },
    },
    skipped: ['Lighthouse (--no-lighthouse)'],
  },
});

describe('headlineTable', () => {
  it('shows ours and the peer, the ratios with their range, the verdicts and the conditions', () => {
    const table = headlineTable(result());
    expect(table).toContain(
      '| Background vs peer | 60.0 fps · p95 16.7 ms · 900 ms/s (15.0 ms/frame) | 18.3 fps · p95 55.0 ms · 1067 ms/s (60.0 ms/frame) |',
    );
    expect(table).toContain('0.25× (0.25–0.25)');
    // Every scenario: layer rates, the worker's diagnostic column, what the scenes drew with and the
    // quality step; then the CPU split.
    expect(table).toMatch(
      /\| Label ours \| 60\.0 \(60\.0–60\.0\) \|[^\n]*\| 30 · 60 \| – \| 2D \(worker\) · high \|/,
    );
    expect(table).toContain('| Label ours | – | 225 | – | – | – | 675 | – |');
    expect(table).toContain('1.5–1.5 during the samples');
    expect(table).toContain(
      '- **Background vs peer: met.** 60.0 presented fps, p95 gap 16.7 ms, 900 ms of CPU per second',
    );
    expect(table).toContain('CPU/frame ≤ 0.5× peer: met');
    expect(table).toContain('commit `0123456`');
    expect(table).not.toContain('floor drew');
    expect(table).toContain('Label home | not available yet');
    expect(table).toContain('home (not available yet: needs the home hook)');
  });
});

describe('loadTable', () => {
  it('reports the initial JS and each Lighthouse page against issue 4 budgets', () => {
    const lines = loadTable({
      bundle: {
        chunks: [
          {
            file: 'assets/index.js',
            kind: 'js',
            initial: true,
            bytes: 300_000,
            gzip: 99_000,
            brotli: 85_000,
          },
          { file: 'assets/runtime.js', kind: 'js', initial: true, bytes: 900, gzip: 600, brotli: 500 },
          { file: 'assets/index.css', kind: 'css', initial: true, bytes: 20_000, gzip: 6000, brotli: 5000 },
          { file: 'assets/lazy.js', kind: 'js', initial: false, bytes: 9000, gzip: 4000, brotli: 3500 },
        ],
        initial: { bytes: 320_900, gzip: 105_600, brotli: 90_500 },
        total: { bytes: 329_900, gzip: 109_600, brotli: 94_000 },
      },
      lighthouse: [
        {
          url: '/',
          formFactor: 'mobile',
          scores: { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 },
          lcpMs: 2100,
          tbtMs: 120,
          cls: 0,
        },
        {
          url: '/projects',
          formFactor: 'mobile',
          scores: { performance: 0.5, accessibility: 1, 'best-practices': 0.96, seo: 1 },
          lcpMs: 4300,
          tbtMs: 3100,
          cls: 0.01,
        },
      ],
      skipped: [],
    }).join('\n');
    // CSS and lazy chunks do not count: 99,000 + 600 bytes of JS.
    expect(lines).toContain(
      '| Initial JS (2 files, gzip as served) | 99.6 kB (brotli 85.5 kB) | ≤ 100 kB: met |',
    );
    expect(lines).toContain(
      'performance 95, accessibility 100, best practices 100, SEO 100; LCP 2.1 s, TBT 120 ms',
    );
    // Older reports name no configuration: their Lighthouse ran in swiftshader.
    expect(lines).toMatch(/\/ \(swiftshader\) \|[^\n]*performance ≥ 95: met<br>the others 100: met/);
    expect(lines).toMatch(
      /\/projects \(swiftshader\) \|[^\n]*performance ≥ 95: \*\*missed\*\*<br>the others 100: \*\*missed\*\*/,
    );
  });

  it('is empty without load figures (--no-load)', () => {
    expect(loadTable(undefined)).toEqual([]);
    expect(loadTable({ skipped: ['load figures (--no-load)'] })).toEqual([]);
  });
});

describe('replaceReadmeSection', () => {
  it('replaces only what lies between the markers', () => {
    const readme = `# T\n\n## Benchmarks\n${README_START}\nold\n${README_END}\n\nafter\n`;
    const updated = replaceReadmeSection(readme, 'new table');
    expect(updated).toBe(`# T\n\n## Benchmarks\n${README_START}\nnew table\n${README_END}\n\nafter\n`);
    expect(replaceReadmeSection(updated, 'new table')).toBe(updated);
  });

  it('leaves a README without markers untouched', () => {
    expect(replaceReadmeSection('# T\n', 'x')).toBe('# T\n');
  });
});

describe('benchProse', () => {
  // The floor at 15 ms a frame, the bare mesh at 20, our background at 30: every one at 60 fps.
  const meshRuns = [0, 1].flatMap((round) => [
    { ...run('floor', round, VSYNC_MS, 15), scenario: 'floor' },
    { ...run('mesh-bare', round, VSYNC_MS, 20), scenario: 'mesh-bare' },
    { ...run('background', round, VSYNC_MS, 30), scenario: 'background' },
  ]);
  const meshResult = (ids: readonly string[]): BenchResultV2 => ({
    ...result(),
    scenarios: ids.map((id) =>
      summarizeScenario(scenario(id, id === 'background' ? 'ours' : 'peer'), `/${id}`, meshRuns, 2),
    ),
    comparisons: [
      {
        id: 'mesh-bare-vs-floor',
        label: 'Bare mesh vs floor',
        ours: 'mesh-bare',
        peer: 'floor',
        targets: [],
      },
      {
        id: 'background-vs-mesh-bare',
        label: 'Background vs bare',
        ours: 'background',
        peer: 'mesh-bare',
        targets: [],
      },
    ]
      .filter((c) => ids.includes(c.ours) && ids.includes(c.peer))
      .map((c) => compare(c, meshRuns, 2)),
  });

  it('says what the bare mesh costs over the floor, and ours over the bare mesh', () => {
    const line = benchProse(meshResult(['floor', 'mesh-bare', 'background'])).find((l) =>
      l.startsWith('- **The bare mesh**'),
    );
    expect(line).toContain('20.0 ms of CPU per presented frame, 1.33× (1.33–1.33) the floor');
    expect(line).toContain('Our background costs 1.50× (1.50–1.50) the bare mesh');
  });

  it('says nothing of the bare mesh when it was not measured, and no ratio without our background', () => {
    expect(benchProse(meshResult(['floor', 'background'])).join('\n')).not.toContain('bare mesh');
    const line = benchProse(meshResult(['floor', 'mesh-bare'])).find((l) =>
      l.startsWith('- **The bare mesh**'),
    );
    expect(line).toContain('1.33× (1.33–1.33) the floor');
    expect(line).not.toContain('Our background');
  });
});

describe('README.md', () => {
  it('says exactly what bench/results/latest.json renders, tables and sentences (npm run bench:readme)', () => {
    const root = new URL('../..', import.meta.url);
    const latest = JSON.parse(
      readFileSync(new URL('bench/results/latest.json', root), 'utf8'),
    ) as BenchResult;
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    expect(readme).toContain(README_START);
    expect(replaceReadmeSection(readme, headlineTable(latest))).toBe(readme);
  });
});

describe('renderHtml', () => {
  it('is one self-contained page with conditions, plots and escaped text', () => {
    const html = renderHtml(result());
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('SwiftShader &lt;test&gt;');
    expect(html).toContain('<polyline');
    expect(html).toContain('not available yet: needs the home hook');
    expect(html).toContain('assets/index.js');
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
  });

  it('escapes HTML', () => {
    expect(escapeHtml('<a href="x">&\'</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;');
  });
});

describe('cdfPoints', () => {
  it('rises from the shortest frame to 100 % at the longest', () => {
    const points = cdfPoints([30, 10, 20, 40]);
    expect(points[0]).toEqual([10, 0.25]);
    expect(points.at(-1)).toEqual([40, 1]);
    expect(cdfPoints([])).toEqual([]);
  });
});

describe('initialAssets and sumSizes', () => {
  it('lists what index.html loads itself: module script, module preloads and stylesheets', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b.js">
<link rel="stylesheet" crossorigin href="/assets/index-c.css">
<link rel="icon" href="data:image/svg+xml,x">
<link rel="manifest" href="/manifest.webmanifest">`;
    expect(initialAssets(html)).toEqual(['assets/index-a.js', 'assets/react-b.js', 'assets/index-c.css']);
  });

  it("counts the entry boot's script names as initial: boot fetches it after the first paint", () => {
    const html = `<script type="module" crossorigin src="/assets/boot-d.js" data-app="/assets/index-a.js" data-start="/assets/gsap-g.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-r.js">`;
    expect(initialAssets(html)).toEqual(['assets/boot-d.js', 'assets/index-a.js', 'assets/runtime-r.js']);
  });

  it('adds raw, gzip and brotli sizes', () => {
    expect(
      sumSizes([
        { bytes: 1, gzip: 2, brotli: 3 },
        { bytes: 10, gzip: 20, brotli: 30 },
      ]),
    ).toEqual({ bytes: 11, gzip: 22, brotli: 33 });
  });
});

describe('the command line', () => {
  it('has defaults for a full run', () => {
    const o = parseBenchArgs([]);
    expect(o).toMatchObject({ rounds: 3, build: true, load: true, lighthouse: true });
    expect(isFullRun(o)).toBe(true);
  });

  it('reads --scene ring --works 300 as a partial run', () => {
    const o = parseBenchArgs(['--scene', 'ring', '--works', '300', '--no-load']);
    expect(o).toMatchObject({ scene: 'ring', works: 300, load: false, lighthouse: false });
    expect(isFullRun(o)).toBe(false);
  });

  it('rejects nonsense with a message naming the option', () => {
    expect(() => parseBenchArgs(['--rounds', 'many'])).toThrow(/--rounds/);
    expect(() => parseBenchArgs(['--frobnicate'])).toThrow();
  });
});

describe('selectScenarios', () => {
  it('adds the peers a selected scenario is compared with', () => {
    const ids = selectScenarios({ scene: 'ring', works: 300 }).map((s) => s.id);
    expect(ids).toEqual(['ring-idle-300', 'ring-rotate-300', 'ring-svg-300', 'ring-pixi-300']);
    expect(selectScenarios({ scene: 'background' }).map((s) => s.id)).toEqual([
      'floor',
      'background',
      'mesh-bare',
      'background-three',
    ]);
  });

  it('selects everything by default, and nothing for an unknown scene', () => {
    expect(selectScenarios({})).toHaveLength(SCENARIOS.length);
    expect(selectScenarios({ scene: 'nope' })).toEqual([]);
  });

  it('gives every scenario a unique id', () => {
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(SCENARIOS.length);
  });
});

describe('writeBenchContent', () => {
  it('writes content the server accepts, whatever works the recent projects name (30 and 300 works)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-content-'));
    try {
      for (const count of [30, 300]) {
        const { file } = writeBenchContent(count, dir);
        const doc = checkPortfolioDocument(JSON.parse(readFileSync(file, 'utf8')));
        expect(doc.works).toHaveLength(count);
        const ids = new Set(doc.works.map((w) => w.id));
        for (const actu of doc.actus)
          if (actu.work_id !== undefined) expect(ids.has(actu.work_id)).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('benchWorks', () => {
  const types = [{ id: 'a' }, { id: 'b' }];
  const clients = [{ id: 'c', name: 'Client C' }];
  it('is the same set for the same seed, and another for another seed', () => {
    expect(benchWorks(300, types, clients)).toEqual(benchWorks(300, types, clients));
    expect(benchWorks(30, types, clients, 1)).not.toEqual(benchWorks(30, types, clients, 2));
  });

  it('makes valid-looking works: unique ids, real dates, lengths 1–40', () => {
    const works = benchWorks(300, types, clients);
    expect(new Set(works.map((w) => w.id)).size).toBe(300);
    for (const w of works) {
      expect(w.date).toMatch(/^(200[7-9]|201\d|202[0-5])-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])$/);
      expect(w.length).toBeGreaterThanOrEqual(1);
      expect(w.length).toBeLessThanOrEqual(40);
    }
  });

  it('reads ?works=N within 1–1000 only', () => {
    expect(benchWorksCount('?bench=ring&works=300')).toBe(300);
    expect(benchWorksCount('?works=0')).toBeUndefined();
    expect(benchWorksCount('?works=3e2')).toBeUndefined();
    expect(benchWorksCount('')).toBeUndefined();
  });
});

describe('niceStep and niceTicks', () => {
  it('picks 1, 2 or 5 times a power of ten, at most 6 ticks', () => {
    expect(niceStep(50)).toBe(10);
    expect(niceStep(475)).toBe(100);
    expect(niceStep(1500)).toBe(500);
    expect(niceTicks(1500)).toEqual([0, 500, 1000, 1500]);
    for (const max of [50, 73, 240, 999, 2025]) expect(niceTicks(max).length).toBeLessThanOrEqual(6);
  });
});
