// `npm run bench`: builds the site and the peer pages, serves them on 127.0.0.1, measures every scenario
// in interleaved rounds in Debian's Chromium, once per browser configuration (bench/configs.ts: software
// compositing, SwiftShader's GL, the machine's GPU when it has one), adds the load figures, and writes
// the report.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, type as osType, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { type BenchBrowser, COMMON_FLAGS, launchBenchBrowser, measureScenario } from './browser.ts';
import {
  CONFIG_NAMES,
  type ConfigurationSpec,
  configuration,
  expectationProblems,
  gpuCompositingOf,
  skipReason,
} from './configs.ts';
import { type BenchOptions, isFullRun, parseBenchArgs, USAGE } from './lib/cli.ts';
import { interleave } from './lib/schedule.ts';
import { measureBundle } from './load/bundle.ts';
import { measureLighthouse } from './load/lighthouse.ts';
import { runServerSection } from './load/serverSection.ts';
import { configTarget, previousRunOf, regressionChecks } from './report/configurations.ts';
import { renderHtml } from './report/html.ts';
import { headlineTable, replaceReadmeSection } from './report/markdown.ts';
import {
  type BenchResult,
  type ConfigurationResult,
  compare,
  type LoadFigures,
  type RunSample,
  summarizeScenario,
} from './report/model.ts';
import { comparisonsFor, type Scenario, selectScenarios } from './scenarios.ts';
import {
  buildPeers,
  buildSite,
  ROOT,
  type Served,
  startSiteServer,
  startStaticServer,
  writeBenchContent,
} from './servers.ts';

const DIST_DIR = process.env.DIST_DIR ?? '/tmp/dist-bench';
const PEERS_DIR = process.env.BENCH_PEERS_DIR ?? '/tmp/dist-bench-peers';
/** One screenshot per scenario, from the first round: what each run measured, to look at. */
const SHOTS_DIR = join(ROOT, 'bench/results/tmp/shots');
const LATEST_JSON = join(ROOT, 'bench/results/latest.json');
/** The whole measuring phase stops here, whatever happens: later runs are reported as not measured. */
const RUNS_BUDGET_MS = 25 * 60_000;

const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

async function step<T>(what: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stdout.write(`${what}… `);
  const result = await work();
  log(`done in ${seconds(started)}`);
  return result;
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** How the report names a scenario's page: the peer file, or the site path and what it was served with. */
function describeUrl(s: Scenario): string {
  if (s.origin === 'peers') return `bench/peers/${s.path}`;
  return s.works ? `${s.path} (content: ${s.works} generated works)` : s.path;
}

async function measureAll(
  bench: BenchBrowser,
  config: string,
  scenarios: Scenario[],
  urlOf: (scenario: Scenario) => string,
  options: BenchOptions,
): Promise<RunSample[]> {
  const runs: RunSample[] = [];
  const unavailable = new Map<string, RunSample>();
  const schedule = interleave(scenarios, options.rounds);
  const perRunMs = options.warmupMs + options.sampleMs + 2500;
  const started = performance.now();
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const [index, { round, item: scenario }] of schedule.entries()) {
    const prefix = `[${config} ${String(index + 1).padStart(3)}/${schedule.length}] round ${round + 1}/${options.rounds}  ${scenario.id.padEnd(18)}`;
    const known = unavailable.get(scenario.id);
    if (known) {
      runs.push({ ...known, round });
      continue;
    }
    if (performance.now() - started > RUNS_BUDGET_MS) {
      runs.push({
        scenario: scenario.id,
        round,
        status: 'failed',
        reason: 'not measured: the run exceeded its time budget',
      });
      log(`${prefix} skipped (time budget)`);
      continue;
    }
    const url = urlOf(scenario);
    const run = await measureScenario(bench, scenario, url, round, {
      warmupMs: options.warmupMs,
      sampleMs: options.sampleMs,
      readyTimeoutMs: 20_000,
      ...(round === 0 ? { screenshotPath: join(SHOTS_DIR, `${config}-${scenario.id}.png`) } : {}),
    });
    runs.push(run);
    if (run.status === 'unavailable') unavailable.set(scenario.id, run);
    const remaining = (schedule.length - index - 1) * perRunMs;
    const eta = `~${Math.ceil(remaining / 60_000)} min left`;
    if (run.status === 'ok' && run.frames) {
      log(
        `${prefix} ${run.frames.fps.toFixed(1).padStart(5)} fps presented  p95 gap ${run.frames.p95Ms.toFixed(1).padStart(5)} ms  CPU ${(run.cpuMsPerSecond ?? Number.NaN).toFixed(0).padStart(4)} ms/s  ${(run.cpuMsPerFrame ?? Number.NaN).toFixed(1).padStart(6)} ms/frame${run.quality ? `  quality ${run.quality}` : ''}   ${eta}`,
      );
    } else {
      log(`${prefix} ${run.status}: ${run.reason ?? ''}   ${eta}`);
    }
  }
  return runs;
}

async function measureLoad(
  site: string,
  options: BenchOptions,
  configurations: readonly ConfigurationResult[],
): Promise<LoadFigures> {
  const load: LoadFigures = { skipped: [] };
  if (!options.load) {
    load.skipped.push('load figures (--no-load)');
    return load;
  }
  load.bundle = await step('bundle sizes', async () => measureBundle(DIST_DIR));
  log('server: ours vs a plain @fastify/static peer, then under a flood of /api/pageviews');
  const section = await runServerSection(DIST_DIR, log);
  load.server = section.figures;
  load.serverComparisons = section.comparisons;
  if (options.lighthouse) {
    // In the configurations this run measured, in its order: one whose probe disagreed (gpu without a
    // GPU) was skipped above, and is here too, without probing again.
    const measured = configurations.filter((c) => c.status === 'measured').map((c) => configuration(c.name));
    for (const c of configurations) {
      if (c.status !== 'measured')
        load.skipped.push(`Lighthouse in ${c.name} (the configuration was skipped)`);
    }
    const runs = options.lighthouseRuns;
    const started = performance.now();
    log(`Lighthouse on / and /projects, ${runs} ${runs === 1 ? 'run' : 'runs'} per configuration:`);
    load.lighthouse = await measureLighthouse(site, ['/', '/projects'], measured, runs, (f) =>
      log(
        `  [${f.configuration} ${f.url} run ${f.run}/${runs}] ${f.error ? `failed: ${f.error}` : `performance ${Math.round((f.scores.performance ?? Number.NaN) * 100)}  LCP ${Math.round(f.lcpMs ?? Number.NaN)} ms  TBT ${Math.round(f.tbtMs ?? Number.NaN)} ms`}${f.retries ? `  (${f.retries} ${f.retries === 1 ? 'retry' : 'retries'} after runtimeError)` : ''}`,
      ),
    );
    log(`Lighthouse done in ${seconds(started)}`);
  } else load.skipped.push('Lighthouse (--no-lighthouse)');
  return load;
}

/** latest.{json,html,md} and README's table for a full run; bench/results/tmp/run-*.{json,html,md} otherwise. */
function writeReport(result: BenchResult, options: BenchOptions, full: boolean, json = true): void {
  const outDir = join(ROOT, 'bench/results', full ? '' : 'tmp');
  mkdirSync(outDir, { recursive: true });
  const some = options.configs.length < CONFIG_NAMES.length ? `-${options.configs.join('+')}` : '';
  const name = full
    ? 'latest'
    : `run-${options.quick ? 'quick' : (options.scene ?? 'all')}${options.works ? `-${options.works}` : ''}${some}`;
  const table = headlineTable(result);
  if (json) writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(result, null, 1)}\n`);
  writeFileSync(join(outDir, `${name}.html`), renderHtml(result));
  writeFileSync(join(outDir, `${name}.md`), `${table}\n`);
  if (full) {
    const readmePath = join(ROOT, 'README.md');
    const readme = readFileSync(readmePath, 'utf8');
    const updated = replaceReadmeSection(readme, table);
    if (updated !== readme) writeFileSync(readmePath, updated);
  }
  log(`\n${table}\n`);
  log(`report: ${join(outDir, `${name}.html`)} (and .json, .md)`);
}

/** The last full report, if there is one: what each configuration's figures are compared with. */
function readLatest(): BenchResult | undefined {
  try {
    const result = JSON.parse(readFileSync(LATEST_JSON, 'utf8')) as BenchResult;
    return result.schema === 2 || result.schema === 3 ? result : undefined;
  } catch {
    return undefined;
  }
}

interface Measured {
  config: ConfigurationResult;
  version?: string;
}

/**
 * One configuration: launch, probe, and measure every scenario only if the probe reports what the
 * configuration's name says (a WebGL renderer of the expected kind, GPU compositing on or off);
 * otherwise it is reported skipped, with the reason.
 */
async function runConfiguration(
  spec: ConfigurationSpec,
  scenarios: Scenario[],
  urlOf: (scenario: Scenario) => string,
  options: BenchOptions,
  previousReport: BenchResult | undefined,
): Promise<Measured> {
  const began = performance.now();
  const loadAverageStart = loadavg();
  const skipped = (reason: string, probed: Partial<ConfigurationResult> = {}): Measured => {
    log(`${spec.name}: skipped: ${reason}`);
    return {
      config: {
        name: spec.name,
        role: spec.role,
        status: 'skipped',
        reason,
        flags: [...spec.flags],
        ...(spec.withoutDefaults.length > 0 ? { withoutDefaults: [...spec.withoutDefaults] } : {}),
        gpuCompositing: null,
        ...probed,
        scenarios: [],
        comparisons: [],
        runs: [],
        target: configTarget(spec, { status: 'skipped', reason, comparisons: [] }),
      },
    };
  };
  let bench: BenchBrowser;
  try {
    bench = await launchBenchBrowser(spec);
  } catch (error) {
    return skipped(
      `the browser did not start: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    );
  }
  const { probe } = bench;
  const probed = {
    renderer: probe.renderer,
    workerRenderer: probe.workerRenderer,
    gpuCompositing: gpuCompositingOf(probe.featureStatus),
    featureStatus: probe.featureStatus,
  };
  log(
    `${spec.name}: Chromium ${bench.version}; WebGL ${probe.renderer}${probe.workerRenderer === probe.renderer ? '' : ` (worker: ${probe.workerRenderer})`}; gpu_compositing ${probe.featureStatus.gpu_compositing ?? 'not reported'}`,
  );
  const problems = expectationProblems(spec, probe);
  if (problems.length > 0) {
    await bench.browser.close();
    return skipped(skipReason(spec, problems), probed);
  }
  let runs: RunSample[];
  try {
    runs = await measureAll(bench, spec.name, scenarios, urlOf, options);
  } finally {
    await bench.browser.close().catch(() => undefined);
  }
  const ids = new Set(scenarios.map((s) => s.id));
  const summaries = scenarios.map((s) => summarizeScenario(s, describeUrl(s), runs, options.rounds));
  const comparisons = comparisonsFor(spec.pageTargets)
    .filter((c) => ids.has(c.ours) && ids.has(c.peer))
    .map((c) => compare(c, runs, options.rounds));
  // Without page targets (swiftshader, the stress row), the target is no regression against the last report.
  const previous = spec.pageTargets.length === 0 ? previousRunOf(previousReport, spec.name) : undefined;
  const regressions = previous ? regressionChecks(summaries, previous) : undefined;
  return {
    version: bench.version,
    config: {
      name: spec.name,
      role: spec.role,
      status: 'measured',
      flags: [...spec.flags],
      ...(spec.withoutDefaults.length > 0 ? { withoutDefaults: [...spec.withoutDefaults] } : {}),
      ...probed,
      loadAverageStart,
      durationSeconds: Math.round((performance.now() - began) / 1000),
      scenarios: summaries,
      comparisons,
      runs,
      ...(previous ? { previous } : {}),
      ...(regressions ? { regressions } : {}),
      target: configTarget(spec, {
        status: 'measured',
        comparisons,
        loadAverageStart,
        ...(previous ? { previous } : {}),
        ...(regressions ? { regressions } : {}),
      }),
    },
  };
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    log(USAGE);
    return 0;
  }
  if (options.rerender) {
    const result = readLatest();
    if (!result) {
      console.error(
        'latest.json is missing or comes from an older bench (worker frames, not presented ones): run npm run bench.',
      );
      return 2;
    }
    writeReport(result, options, true, false);
    return 0;
  }
  const scenarios = selectScenarios(options);
  if (scenarios.length === 0) {
    console.error(
      `No scenario matches --scene ${options.scene ?? ''} --works ${options.works ?? ''}.\n\n${USAGE}`,
    );
    return 2;
  }
  const began = performance.now();
  const loadAverageStart = loadavg();
  log(
    `bench: ${scenarios.length} scenarios × ${options.rounds} rounds in ${options.configs.join(', ')}; site in ${DIST_DIR}, peers in ${PEERS_DIR}`,
  );
  if (options.build) {
    await step('building the site', () => buildSite(DIST_DIR));
    await step('building the peer pages', () => buildPeers(PEERS_DIR));
  }
  const servers: Served[] = [];
  try {
    const site = await startSiteServer(DIST_DIR);
    servers.push(site);
    const peers = await startStaticServer(PEERS_DIR);
    servers.push(peers);
    log(`site on ${site.origin}, peers on ${peers.origin}`);
    // One more site server per works count the ring scenarios ask for, each with its generated content.
    const siteWith = new Map<number, { origin: string; firstId: number }>();
    const counts = new Set(scenarios.flatMap((s) => (s.origin === 'site' && s.works ? [s.works] : [])));
    for (const works of counts) {
      const content = writeBenchContent(works, join(ROOT, 'bench/results/tmp'));
      const server = await startSiteServer(DIST_DIR, content.file);
      servers.push(server);
      siteWith.set(works, { origin: server.origin, firstId: content.firstId });
      log(`site with ${works} generated works on ${server.origin}`);
    }
    const urlOf = (s: Scenario) => {
      if (s.origin === 'peers') return `${peers.origin}/${s.path}`;
      const served = s.works === undefined ? undefined : siteWith.get(s.works);
      return `${served?.origin ?? site.origin}${s.path.replace('{first}', String(served?.firstId ?? 1))}`;
    };
    const previousReport = readLatest();
    const measured: Measured[] = [];
    for (const name of options.configs) {
      measured.push(await runConfiguration(configuration(name), scenarios, urlOf, options, previousReport));
    }
    const configurations = measured.map((m) => m.config);
    if (!configurations.some((c) => c.status === 'measured')) {
      console.error(
        `\nNo configuration could be measured: ${configurations.map((c) => `${c.name}: ${c.reason}`).join('; ')}`,
      );
      return 2;
    }
    const load = await measureLoad(site.origin, options, configurations);
    const result: BenchResult = {
      schema: 3,
      environment: {
        date: new Date().toISOString(),
        commit: git(['rev-parse', 'HEAD']),
        dirty: git(['status', '--porcelain']).length > 0,
        machine: {
          os: `${osType()} ${release()}`,
          cpu: cpus()[0]?.model.trim() ?? 'unknown',
          cores: cpus().length,
          memoryGb: Math.round(totalmem() / 2 ** 30),
          loadAverageStart,
          loadAverageEnd: loadavg(),
        },
        node: process.version,
        browser: measured.find((m) => m.version)?.version ?? 'unknown',
        flags: COMMON_FLAGS,
        rounds: options.rounds,
        warmupMs: options.warmupMs,
        sampleMs: options.sampleMs,
        selection: {
          ...(options.quick ? { quick: true } : {}),
          ...(options.scene === undefined ? {} : { scene: options.scene }),
          ...(options.works === undefined ? {} : { works: options.works }),
          ...(options.configs.length < CONFIG_NAMES.length ? { configs: options.configs } : {}),
        },
        durationSeconds: Math.round((performance.now() - began) / 1000),
      },
      configurations,
      load,
    };
    // A full run replaces latest.* only when every configuration that must be measured was.
    const refused = configurations.filter((c) => c.status === 'skipped' && !configuration(c.name).optional);
    if (isFullRun(options) && refused.length > 0) {
      log(
        `not a complete run (${refused.map((c) => c.name).join(', ')} skipped): written to bench/results/tmp/`,
      );
    }
    writeReport(result, options, isFullRun(options) && refused.length === 0);
    log(`in ${seconds(began)}`);
    return 0;
  } finally {
    for (const server of servers) await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
