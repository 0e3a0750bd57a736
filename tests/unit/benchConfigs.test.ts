// Issue 33: the bench's browser configurations: the --config option, which configuration is measured or
// skipped from what its probe reports, each configuration's targets, and how the report shows them.
import { describe, expect, it } from 'vitest';
import {
  CONFIG_NAMES,
  configuration,
  expectationProblems,
  gpuCompositingOf,
  type Probe,
  parseConfigNames,
  skipReason,
} from '../../bench/configs.ts';
import { isFullRun, parseBenchArgs } from '../../bench/lib/cli.ts';
import { FRAME_DISPLAYED, presentedCount, presentedGaps } from '../../bench/lib/presented.ts';
import { VSYNC_MS } from '../../bench/lib/stats.ts';
import {
  configTarget,
  configurationsOf,
  previousRunOf,
  regressionChecks,
} from '../../bench/report/configurations.ts';
import { GPU_ELSEWHERE, quotedAgainstTargets } from '../../bench/report/elsewhere.ts';
import { renderHtml } from '../../bench/report/html.ts';
import { headlineTable, loadTable } from '../../bench/report/markdown.ts';
import {
  type BenchResultV2,
  type BenchResultV3,
  type ComparisonResult,
  type ConfigurationResult,
  compare,
  type RunSample,
  type ScenarioSummary,
  summarizeScenario,
} from '../../bench/report/model.ts';
import {
  COMPARISONS,
  comparisonsFor,
  MOVING_PAGES,
  SCENARIOS,
  type Scenario,
} from '../../bench/scenarios.ts';

const SWIFTSHADER =
  'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';
const LLVMPIPE = 'ANGLE (Mesa/X.org, llvmpipe (LLVM 15.0.6 256 bits), OpenGL ES 3.2)';
const H200 = 'ANGLE (NVIDIA Corporation, NVIDIA H200/PCIe/SSE2, OpenGL ES 3.2 NVIDIA 570.00)';

const probe = (renderer: string, gpuCompositing: string, workerRenderer = renderer): Probe => ({
  renderer,
  workerRenderer,
  featureStatus: { gpu_compositing: gpuCompositing, webgl: 'enabled' },
});

describe('--config', () => {
  it('runs every configuration by default, in the catalogue order', () => {
    expect(parseBenchArgs([]).configs).toEqual(['software', 'swiftshader', 'gpu']);
    expect(parseBenchArgs(['--config', 'gpu,software']).configs).toEqual(['software', 'gpu']);
    expect(parseBenchArgs(['--config', ' swiftshader , swiftshader ']).configs).toEqual(['swiftshader']);
  });

  it('rejects unknown or empty names, naming the option and the known ones', () => {
    expect(() => parseBenchArgs(['--config', 'vulkan'])).toThrow(/--config.*software, swiftshader, gpu/);
    expect(() => parseConfigNames(',')).toThrow(/--config/);
  });

  it('makes a run partial unless every configuration is asked for', () => {
    expect(isFullRun(parseBenchArgs(['--config', 'software']))).toBe(false);
    expect(isFullRun(parseBenchArgs(['--config', CONFIG_NAMES.join(',')]))).toBe(true);
    expect(isFullRun({})).toBe(true);
  });
});

describe('configuration probes', () => {
  it('reads GPU compositing from SystemInfo featureStatus, never guessing', () => {
    expect(gpuCompositingOf({ gpu_compositing: 'enabled' })).toBe(true);
    expect(gpuCompositingOf({ gpu_compositing: 'disabled_software' })).toBe(false);
    expect(gpuCompositingOf({ gpu_compositing: 'unavailable_off' })).toBe(false);
    expect(gpuCompositingOf({})).toBeNull();
  });

  it('accepts what this machine gives each configuration', () => {
    // Measured here: --disable-gpu keeps WebGL on SwiftShader and composites in software.
    expect(expectationProblems(configuration('software'), probe(SWIFTSHADER, 'disabled_software'))).toEqual(
      [],
    );
    expect(expectationProblems(configuration('swiftshader'), probe(SWIFTSHADER, 'enabled'))).toEqual([]);
    expect(expectationProblems(configuration('gpu'), probe(H200, 'enabled'))).toEqual([]);
  });

  it('skips gpu on a machine whose ANGLE GL-EGL is llvmpipe, with the renderer in the reason', () => {
    const spec = configuration('gpu');
    const problems = expectationProblems(spec, probe(LLVMPIPE, 'enabled'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('llvmpipe');
    const reason = skipReason(spec, problems);
    expect(reason).toMatch(/^no GPU: the WebGL probe found no hardware renderer/);
    expect(reason).toContain('--use-angle=gl-egl');
    expect(spec.optional).toBe(true);
  });

  it('refuses a configuration whose compositing or renderer is not what its name says', () => {
    expect(expectationProblems(configuration('software'), probe(SWIFTSHADER, 'enabled'))[0]).toMatch(
      /GPU compositing is on \(gpu_compositing: enabled\), not off/,
    );
    expect(expectationProblems(configuration('swiftshader'), probe(H200, 'enabled'))[0]).toContain(
      'not SwiftShader',
    );
    expect(expectationProblems(configuration('swiftshader'), probe('no WebGL', 'enabled'))[0]).toContain(
      'no WebGL in the page',
    );
    // The worker is where our scenes draw: its renderer is checked too.
    expect(
      expectationProblems(configuration('swiftshader'), probe(SWIFTSHADER, 'enabled', 'no WebGL2')),
    ).toEqual(['no WebGL in the worker (no WebGL2)']);
    expect(configuration('swiftshader').optional).toBe(false);
  });
});

describe('comparisonsFor', () => {
  it("holds every moving page, the showcase cycling and the phone carousel included, to the configuration's targets", () => {
    const software = comparisonsFor(configuration('software').pageTargets);
    const moving = software.filter((c) => c.peer === 'floor' && MOVING_PAGES.some(([id]) => id === c.ours));
    expect(moving.map((c) => c.ours)).toContain('page-home-still');
    expect(moving.map((c) => c.ours)).toContain('page-home-mobile');
    expect(moving).toHaveLength(MOVING_PAGES.length);
    for (const c of moving) {
      expect(c.peer).toBe('floor');
      expect(c.targets).toEqual([
        { of: 'ours', metric: 'fps', op: '>=', value: 58 },
        { of: 'ours', metric: 'gap95', op: '<=', value: 25 },
      ]);
    }
    // Nothing moving is shown for orientation; the scenes' own targets do not change with the configuration.
    expect(software.find((c) => c.ours === 'page-home-paused')?.targets).toEqual([]);
    expect(software.find((c) => c.id === 'background-vs-three')).toEqual(
      COMPARISONS.find((c) => c.id === 'background-vs-three'),
    );
    const gpu = comparisonsFor(configuration('gpu').pageTargets).find((c) => c.ours === 'page-home');
    expect(gpu?.targets.map((t) => `${t.metric} ${t.op} ${t.value}`)).toEqual([
      'fps >= 59.5',
      'gap95 <= 20',
      'cpu <= 1.3',
    ]);
    const stress = comparisonsFor(configuration('swiftshader').pageTargets);
    expect(
      stress
        .filter((c) => c.peer === 'floor' && MOVING_PAGES.some(([id]) => id === c.ours))
        .every((c) => c.targets.length === 0),
    ).toBe(true);
  });

  it('names only scenarios that exist', () => {
    const ids = new Set(SCENARIOS.map((s) => s.id));
    for (const [id] of MOVING_PAGES) expect(ids.has(id)).toBe(true);
  });
});

// Runs: `fps` presented frames a second, p95 gap `p95` ms, `cpu` ms of CPU a frame.
const sample = (id: string, round: number, fps: number, p95: number, cpu: number): RunSample => {
  const frameMs = 1000 / fps;
  return {
    scenario: id,
    round,
    status: 'ok',
    intervals: new Array(20).fill(frameMs),
    frames: { frames: Math.round(fps * 4), fps, medianMs: frameMs, p95Ms: p95, p99Ms: p95, dropped: 0 },
    durationMs: 4000,
    cpuMsPerSecond: cpu * fps,
    cpuMsPerFrame: cpu,
    cpuByThread: { 'renderer main': cpu * fps },
    loadAverage: 1,
  };
};

const scenarioOf = (id: string): Scenario => {
  const found = SCENARIOS.find((s) => s.id === id);
  if (!found) throw new Error(id);
  return found;
};

/** Two rounds of the floor and every moving page; `page` gives a page's fps and p95 per round. */
function software(page: (id: string, round: number) => [number, number]): {
  scenarios: ScenarioSummary[];
  comparisons: ComparisonResult[];
  runs: RunSample[];
} {
  const ids = ['floor', ...MOVING_PAGES.map(([id]) => id)];
  const runs = [0, 1].flatMap((round) =>
    ids.map((id) =>
      id === 'floor' ? sample(id, round, 60, 18, 15) : sample(id, round, ...page(id, round), 25),
    ),
  );
  const scenarios = ids.map((id) => summarizeScenario(scenarioOf(id), id, runs, 2));
  const comparisons = comparisonsFor(configuration('software').pageTargets)
    .filter((c) => ids.includes(c.ours) && ids.includes(c.peer))
    .map((c) => compare(c, runs, 2));
  return { scenarios, comparisons, runs };
}

describe('configTarget', () => {
  it('software: met when every moving page holds ≥ 58 fps and p95 ≤ 25 ms in every round', () => {
    const measured = software(() => [60, 22]);
    const target = configTarget(configuration('software'), { status: 'measured', ...measured });
    expect(target.verdict).toBe('met');
    expect(target.detail).toBe(`all ${MOVING_PAGES.length} pages measured hold it.`);
  });

  it('software: names the page that falls short, and says so of borderline rounds', () => {
    const measured = software((id, round) =>
      id === 'page-home-mobile' ? [43.3, 46.8] : id === 'page-contact' && round === 1 ? [57, 24] : [60, 22],
    );
    const target = configTarget(configuration('software'), { status: 'measured', ...measured });
    expect(target.verdict).toBe('missed');
    expect(target.detail).toContain(
      'Phone / mid-swipe: fps ≥ 58 → 43.3 (missed), p95 gap ≤ 25 ms → 46.8 (missed)',
    );
    expect(target.detail).toContain('Full /contact (pointer moving): fps ≥ 58 → 58.5 (borderline)');
  });

  it('software: says how many pages a partial run left out', () => {
    const measured = software(() => [60, 22]);
    const some = measured.comparisons.filter((c) => c.ours !== 'page-projects-300');
    const target = configTarget(configuration('software'), { status: 'measured', comparisons: some });
    expect(target.detail).toContain(`1 of ${MOVING_PAGES.length} pages not measured`);
    expect(configTarget(configuration('software'), { status: 'measured', comparisons: [] }).verdict).toBe(
      'n/a',
    );
  });

  it('gpu: skipped with its reason', () => {
    const target = configTarget(configuration('gpu'), {
      status: 'skipped',
      reason: 'no GPU: llvmpipe',
      comparisons: [],
    });
    expect(target).toMatchObject({ verdict: 'skipped', detail: 'no GPU: llvmpipe' });
    expect(target.text).toContain('≤ 1.3× the floor');
  });

  it('swiftshader: "no previous run" without one, else the regression checks', () => {
    const spec = configuration('swiftshader');
    expect(configTarget(spec, { status: 'measured', comparisons: [] })).toMatchObject({
      verdict: 'n/a',
      detail: 'no previous run',
    });
  });
});

const v3 = (configurations: ConfigurationResult[], lighthouse = false): BenchResultV3 => ({
  schema: 3,
  environment: {
    date: '2026-11-27T01:00:00.000Z',
    commit: 'abcdef0123456789',
    dirty: false,
    machine: {
      os: 'Linux',
      cpu: 'Test CPU',
      cores: 2,
      memoryGb: 8,
      loadAverageStart: [0.5, 0.5, 0.5],
      loadAverageEnd: [0.5, 0.5, 0.5],
    },
    node: 'v20',
    browser: '156',
    flags: ['--no-sandbox'],
    rounds: 2,
    warmupMs: 1000,
    sampleMs: 4000,
    selection: {},
    durationSeconds: 60,
  },
  configurations,
  load: {
    skipped: [],
    ...(lighthouse
      ? {
          lighthouse: [
            {
              url: '/',
              configuration: 'software',
              formFactor: 'mobile',
              scores: { performance: 0.96, accessibility: 1, 'best-practices': 1, seo: 1 },
              lcpMs: 1700,
              tbtMs: 150,
              cls: 0,
            },
          ],
        }
      : {}),
  },
});

const measuredConfig = (
  name: 'software' | 'swiftshader',
  figures: ReturnType<typeof software>,
  extra: Partial<ConfigurationResult> = {},
): ConfigurationResult => {
  const spec = configuration(name);
  return {
    name,
    role: spec.role,
    status: 'measured',
    flags: [...spec.flags],
    ...(spec.withoutDefaults.length > 0 ? { withoutDefaults: [...spec.withoutDefaults] } : {}),
    renderer: SWIFTSHADER,
    workerRenderer: SWIFTSHADER,
    gpuCompositing: name === 'swiftshader',
    featureStatus: { gpu_compositing: name === 'swiftshader' ? 'enabled' : 'disabled_software' },
    loadAverageStart: [0.5],
    ...figures,
    target: configTarget(spec, { status: 'measured', comparisons: figures.comparisons }),
    ...extra,
  };
};

const skippedGpu = (): ConfigurationResult => {
  const spec = configuration('gpu');
  const problems = expectationProblems(spec, probe(LLVMPIPE, 'enabled'));
  const reason = skipReason(spec, problems);
  return {
    name: 'gpu',
    role: spec.role,
    status: 'skipped',
    reason,
    flags: [...spec.flags],
    renderer: LLVMPIPE,
    workerRenderer: LLVMPIPE,
    gpuCompositing: true,
    featureStatus: { gpu_compositing: 'enabled' },
    scenarios: [],
    comparisons: [],
    runs: [],
    target: configTarget(spec, { status: 'skipped', reason, comparisons: [] }),
  };
};

describe('previous runs and regressions', () => {
  const before = software(() => [50, 30]);
  const legacy: BenchResultV2 = {
    schema: 2,
    environment: {
      ...v3([]).environment,
      date: '2026-11-26T00:00:00.000Z',
      commit: '8a5ef77aaaa',
      renderer: SWIFTSHADER,
    },
    scenarios: before.scenarios,
    comparisons: before.comparisons,
    runs: before.runs,
    load: { skipped: [] },
  };

  it('reads a report from before configurations as one swiftshader configuration', () => {
    const [only, ...rest] = configurationsOf(legacy);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      name: 'swiftshader',
      status: 'measured',
      renderer: SWIFTSHADER,
      gpuCompositing: null,
    });
    expect(previousRunOf(legacy, 'swiftshader')?.commit).toBe('8a5ef77aaaa');
    expect(previousRunOf(legacy, 'software')).toBeUndefined();
    expect(previousRunOf(undefined, 'swiftshader')).toBeUndefined();
  });

  it('finds a configuration in a newer report, and only a measured one', () => {
    const report = v3([measuredConfig('software', before), skippedGpu()]);
    expect(previousRunOf(report, 'software')?.scenarios.map((s) => s.id)).toContain('page-home-mobile');
    expect(previousRunOf(report, 'gpu')).toBeUndefined();
    expect(previousRunOf(report, 'swiftshader')).toBeUndefined();
  });

  it('flags a moving page whose fps fell more than 5 % or whose p95 gap or CPU/frame rose more than 10 %', () => {
    const previous = previousRunOf(legacy, 'swiftshader');
    if (!previous) throw new Error('no previous');
    const now = software((id) =>
      id === 'page-home' ? [45, 30] : id === 'page-contact' ? [49, 32] : [50, 30],
    );
    const checks = regressionChecks(now.scenarios, previous);
    // The floor is a peer: only our scenarios are checked.
    expect(checks.map((c) => c.id)).not.toContain('floor');
    expect(checks.find((c) => c.id === 'page-home')?.verdict).toBe('missed');
    expect(checks.find((c) => c.id === 'page-contact')?.verdict).toBe('met');
    const spec = configuration('swiftshader');
    const target = configTarget(spec, {
      status: 'measured',
      comparisons: [],
      previous,
      regressions: checks,
      loadAverageStart: [6.9],
    });
    expect(target.verdict).toBe('missed');
    // Both runs' load: on a busier machine fps and gaps fall while CPU per frame holds.
    expect(target.detail).toMatch(
      /^against 2026-11-26 \(commit `8a5ef77`, load average 0\.5 at its start, this run's 6\.9\)/,
    );
    expect(target.detail).toContain(
      'Full page /, pointer crossing the window: fps ≥ 0.95× 50.0 → 45.0 (missed)',
    );
    const same = regressionChecks(before.scenarios, previous);
    expect(
      configTarget(spec, { status: 'measured', comparisons: [], previous, regressions: same }).detail,
    ).toContain(`none of ${MOVING_PAGES.length} scenarios regressed`);
  });

  it('judges an idle scenario by its CPU per second, not per frame', () => {
    const idle = (round: number, cpuPerSecond: number): RunSample => ({
      ...sample('pixi-empty', round, 0.25, Number.NaN, cpuPerSecond * 4),
      cpuMsPerSecond: cpuPerSecond,
    });
    const summary = (runs: RunSample[]) => [summarizeScenario(scenarioOf('pixi-empty'), '/', runs, 2)];
    const previous = previousRunOf(
      { ...legacy, scenarios: summary([idle(0, 60), idle(1, 64)]) },
      'swiftshader',
    );
    if (!previous) throw new Error('no previous');
    const [steady] = regressionChecks(summary([idle(0, 70), idle(1, 72)]), previous);
    expect(steady?.targets.map((t) => t.text)).toEqual(['idle CPU ≤ 1.25× 62 ms/s']);
    expect(steady?.verdict).toBe('met');
    expect(regressionChecks(summary([idle(0, 100), idle(1, 110)]), previous)[0]?.verdict).toBe('missed');
  });
});

describe('the report', () => {
  const result = () =>
    v3(
      [
        measuredConfig(
          'software',
          software((id) => (id === 'page-home-mobile' ? [43.3, 46.8] : [60, 22])),
        ),
        measuredConfig(
          'swiftshader',
          software(() => [50, 30]),
        ),
        skippedGpu(),
      ],
      true,
    );

  it('states each configuration with its renderer and GPU compositing, then one target row each', () => {
    const table = headlineTable(result());
    const lines = table.split('\n');
    expect(lines[2]).toMatch(
      /^\| `software` \|[^\n]*SwiftShader driver\) \(page and worker\) \| off \(`gpu_compositing: disabled_software`\) \| `--disable-gpu` \(Playwright's `--enable-unsafe-swiftshader` left out\) \| measured, 2 rounds/,
    );
    expect(lines[3]).toMatch(/^\| `swiftshader` \|[^\n]*\| on \(`gpu_compositing: enabled`\) \|/);
    expect(lines[4]).toMatch(
      /^\| `gpu` \|[^\n]*llvmpipe[^\n]*\| skipped: no GPU: the WebGL probe found no hardware renderer/,
    );
    expect(table).toContain(
      '| `software` | every full page while something moves ≥ 58 fps, p95 gap ≤ 25 ms | **missed** | Phone / mid-swipe: fps ≥ 58 → 43.3 (missed), p95 gap ≤ 25 ms → 46.8 (missed). |',
    );
    expect(table).toContain(
      "| `swiftshader` | no regression against the previous run's figures | n/a | no previous run |",
    );
    expect(table).toMatch(
      /\| `gpu` \| [^|]*≤ 1\.3× the floor's \| skipped \| no GPU[^|]*figures measured elsewhere \(NVIDIA H200, 16 cores, 2026-11\) are quoted below \|/,
    );
  });

  it('leads with software, keeps swiftshader as the stress row, and labels every table with its configuration', () => {
    const table = headlineTable(result());
    const software = table.indexOf('### `software`');
    const swiftshader = table.indexOf('### `swiftshader`');
    expect(software).toBeGreaterThan(0);
    expect(swiftshader).toBeGreaterThan(software);
    expect(table).toContain('the stress row');
    expect(table).toContain('| comparison (software) |');
    expect(table).toContain('| scenario (swiftshader) |');
    expect(table).toContain('| CPU ms/s by thread (software) |');
    expect(table).toContain('| Lighthouse mobile / (software) |');
    expect(table).toContain('In `software`:');
    expect(table).toContain('2 cores (Test CPU), no GPU;');
  });

  it("quotes issue 33's GPU figures with machine and date while no run of ours measured gpu", () => {
    const table = headlineTable(result());
    expect(table).toContain('**`gpu`, measured elsewhere** (not by this run): NVIDIA H200, 16 cores');
    expect(table).toContain('2026-11');
    expect(table).toContain('| Full / on a phone, mid-swipe | 59.8 · 17.2 ms | 14.7 (1.52×) |');
    expect(table).toContain('| Full /profil | not measured there | – |');
    expect(quotedAgainstTargets()).toContain("CPU/frame ≤ 1.3× the floor's held by 0 of 4 (1.37–1.52×)");
    expect(GPU_ELSEWHERE.rows).toHaveLength(8);
  });

  it('renders the same in HTML, escaped', () => {
    const html = renderHtml(result());
    expect(html).toContain('<h2>Configurations</h2>');
    expect(html).toContain('id="config-software"');
    expect(html).toContain('id="config-swiftshader"');
    expect(html).not.toContain('id="config-gpu"');
    expect(html).toContain('off <code>disabled_software</code>');
    expect(html).toContain('skipped: no GPU: the WebGL probe found no hardware renderer');
    expect(html).toContain('&quot;ANGLE (Mesa/X.org, llvmpipe');
    expect(html).toContain('Configuration <code>gpu</code>, measured elsewhere');
    expect(html).toContain('<td><code>/</code></td><td>software</td><td>mobile</td>');
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
  });

  it('says when a configuration was not run at all', () => {
    const table = headlineTable(
      v3([
        measuredConfig(
          'software',
          software(() => [60, 22]),
        ),
      ]),
    );
    expect(table).toMatch(/\| `swiftshader` \|[^\n]*\| not run in this report \|/);
    expect(table).toContain('GPU not probed');
  });

  it('names the Lighthouse configuration, swiftshader for reports that did not record it', () => {
    const lines = loadTable({
      skipped: [],
      lighthouse: [
        { url: '/', formFactor: 'mobile', scores: { performance: 1 }, lcpMs: 1, tbtMs: 1, cls: 0 },
      ],
    });
    expect(lines.join('\n')).toContain('| Lighthouse mobile / (swiftshader) |');
  });
});

describe('presented frames within the sample', () => {
  const at = (ts: number) => ({ name: FRAME_DISPLAYED, ph: 'I', ts, pid: 1, tid: 2 });
  // Frames every 16.667 ms from t = 0 to 1 s.
  const events = Array.from({ length: 61 }, (_, i) => at(Math.round(i * VSYNC_MS * 1000)));

  it('counts only the frames inside the window the CPU was measured over', () => {
    const window = { fromUs: 200_000, toUs: 800_000 };
    expect(presentedCount(events)).toBe(61);
    // 200 and 800 ms fall on frames 12 and 48: both ends count.
    expect(presentedCount(events, window)).toBe(37);
    expect(presentedGaps(events, window)).toHaveLength(36);
  });

  it('keeps every frame when the clocks plainly differ (no frame anywhere near the window)', () => {
    expect(presentedCount(events, { fromUs: 9e12, toUs: 9e12 + 600_000 })).toBe(61);
  });
});
