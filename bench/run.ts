// `npm run bench`: builds the site and the peer pages, serves them on 127.0.0.1, measures every scenario
// in interleaved rounds in Debian's Chromium (SwiftShader), adds the load figures, and writes the report.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, type as osType, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { BENCH_FLAGS, type BenchBrowser, launchBenchBrowser, measureScenario } from './browser.ts';
import { type BenchOptions, isFullRun, parseBenchArgs, USAGE } from './lib/cli.ts';
import { interleave } from './lib/schedule.ts';
import { measureBundle } from './load/bundle.ts';
import { measureLighthouse } from './load/lighthouse.ts';
import { runServerSection } from './load/serverSection.ts';
import { renderHtml } from './report/html.ts';
import { headlineTable, replaceReadmeSection } from './report/markdown.ts';
import {
  type BenchResult,
  compare,
  type LoadFigures,
  type RunSample,
  summarizeScenario,
} from './report/model.ts';
import { COMPARISONS, type Scenario, selectScenarios } from './scenarios.ts';
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
    const prefix = `[${String(index + 1).padStart(3)}/${schedule.length}] round ${round + 1}/${options.rounds}  ${scenario.id.padEnd(18)}`;
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
      ...(round === 0 ? { screenshotPath: join(SHOTS_DIR, `${scenario.id}.png`) } : {}),
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

async function measureLoad(site: string, options: BenchOptions): Promise<LoadFigures> {
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
    load.lighthouse = await step('Lighthouse on / and /projects', () =>
      measureLighthouse(site, ['/', '/projects']),
    );
  } else load.skipped.push('Lighthouse (--no-lighthouse)');
  return load;
}

/** latest.{json,html,md} and README's table for a full run; bench/results/tmp/run-*.{json,html,md} otherwise. */
function writeReport(result: BenchResult, options: BenchOptions, json = true): void {
  const full = isFullRun(options);
  const outDir = join(ROOT, 'bench/results', full ? '' : 'tmp');
  mkdirSync(outDir, { recursive: true });
  const name = full
    ? 'latest'
    : `run-${options.quick ? 'quick' : (options.scene ?? 'all')}${options.works ? `-${options.works}` : ''}`;
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
    const result = JSON.parse(readFileSync(join(ROOT, 'bench/results/latest.json'), 'utf8')) as BenchResult;
    if (result.schema !== 2) {
      console.error(
        'latest.json comes from an older bench (worker frames, not presented ones): run npm run bench.',
      );
      return 2;
    }
    writeReport(result, { ...options, quick: false, ...result.environment.selection }, false);
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
    `bench: ${scenarios.length} scenarios × ${options.rounds} rounds; site in ${DIST_DIR}, peers in ${PEERS_DIR}`,
  );
  if (options.build) {
    await step('building the site', () => buildSite(DIST_DIR));
    await step('building the peer pages', () => buildPeers(PEERS_DIR));
  }
  const servers: Served[] = [];
  let bench: BenchBrowser | undefined;
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
    bench = await launchBenchBrowser();
    log(`Chromium ${bench.version}; WebGL renderer: ${bench.renderer}`);
    const runs = await measureAll(bench, scenarios, urlOf, options);
    await bench.browser.close();
    const browserVersion = bench.version;
    const renderer = bench.renderer;
    bench = undefined;
    const load = await measureLoad(site.origin, options);

    const ids = new Set(scenarios.map((s) => s.id));
    const result: BenchResult = {
      schema: 2,
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
        browser: browserVersion,
        renderer,
        flags: BENCH_FLAGS,
        rounds: options.rounds,
        warmupMs: options.warmupMs,
        sampleMs: options.sampleMs,
        selection: {
          ...(options.quick ? { quick: true } : {}),
          ...(options.scene === undefined ? {} : { scene: options.scene }),
          ...(options.works === undefined ? {} : { works: options.works }),
        },
        durationSeconds: Math.round((performance.now() - began) / 1000),
      },
      scenarios: scenarios.map((s) => summarizeScenario(s, describeUrl(s), runs, options.rounds)),
      comparisons: COMPARISONS.filter((c) => ids.has(c.ours) && ids.has(c.peer)).map((c) =>
        compare(c, runs, options.rounds),
      ),
      runs,
      load,
    };
    writeReport(result, options);
    log(`in ${seconds(began)}`);
    return 0;
  } finally {
    await bench?.browser.close().catch(() => undefined);
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
