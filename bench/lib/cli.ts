// `npm run bench -- [options]`: the command line, parsed without side effects so it can be tested.
import { parseArgs } from 'node:util';
import { CONFIG_NAMES, type ConfigName, parseConfigNames } from '../configs.ts';

export interface BenchOptions {
  scene?: string;
  works?: number;
  /** The browser configurations to run (bench/configs.ts), in the catalogue's order. */
  configs: ConfigName[];
  rounds: number;
  warmupMs: number;
  sampleMs: number;
  build: boolean;
  load: boolean;
  lighthouse: boolean;
  /** Consecutive Lighthouse runs of each page in each measured configuration (issue 33 asks for three). */
  lighthouseRuns: number;
  /** A short development run: the floor, the mesh and the full pages, one round, short samples. */
  quick: boolean;
  /** Only render latest.html, latest.md and README's table again from latest.json. */
  rerender: boolean;
  help: boolean;
}

export const USAGE = `npm run bench -- [options]

  --scene <id|group>   run one scenario or group (floor, background, ring, home, carousel, page),
                       plus the peers it is compared with
  --works <n>          with ring scenarios: only those with n works (30 or 300)
  --config <name,...>  browser configurations, comma-separated (default: all of them):
                         software     software compositing (--disable-gpu), what a machine without
                                      a usable GPU gets
                         swiftshader  GPU compositing through SwiftShader's GL (the stress row)
                         gpu          ANGLE on the machine's GPU with GPU compositing; skipped, with
                                      its reason, when the WebGL probe finds no hardware renderer
  --rounds <n>         interleaved rounds, A B … then … B A (default 3)
  --warmup <ms>        per run, before sampling (default 1500)
  --sample <ms>        per run, the measured window (default 4000)
  --no-build           reuse the last builds in $DIST_DIR and $BENCH_PEERS_DIR
  --no-load            skip bundle sizes, Lighthouse and the server figures
  --no-lighthouse      skip Lighthouse only
  --lighthouse-runs <n>
                       consecutive Lighthouse runs of / and /projects in each measured
                       configuration (default 3)
  --quick              development run (about 2 min): floor, mesh and full pages, 1 round of 2.5 s
                       samples, no load figures; writes bench/results/tmp/
  --rerender           measure nothing: render the report and README's table again from latest.json
  --help

A full run (every configuration, every scenario) writes bench/results/latest.json and latest.html
and refreshes README.md's section; a partial run (--scene, --works, --quick or --config with some
configurations only) writes bench/results/tmp/ instead.`;

const int = (raw: string | undefined, name: string, min: number, max: number, fallback: number): number => {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} expects an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
};

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      scene: { type: 'string' },
      works: { type: 'string' },
      config: { type: 'string' },
      rounds: { type: 'string' },
      warmup: { type: 'string' },
      sample: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      'no-load': { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string' },
      quick: { type: 'boolean', default: false },
      rerender: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  return {
    ...(values.scene === undefined ? {} : { scene: values.scene }),
    ...(values.works === undefined ? {} : { works: int(values.works, 'works', 1, 1000, 0) }),
    configs: parseConfigNames(values.config),
    rounds: int(values.rounds, 'rounds', 1, 20, values.quick ? 1 : 3),
    warmupMs: int(values.warmup, 'warmup', 0, 30_000, values.quick ? 1000 : 1500),
    sampleMs: int(values.sample, 'sample', 500, 60_000, values.quick ? 2500 : 4000),
    build: !values['no-build'],
    load: !values['no-load'] && !values.quick,
    lighthouse: !values['no-load'] && !values['no-lighthouse'] && !values.quick,
    lighthouseRuns: int(values['lighthouse-runs'], 'lighthouse-runs', 1, 10, 3),
    quick: values.quick,
    rerender: values.rerender,
    help: values.help,
  };
}

/** A partial run must not overwrite the committed latest report. */
export function isFullRun(
  options: Pick<BenchOptions, 'scene' | 'works'> & { quick?: boolean; configs?: readonly string[] },
): boolean {
  const everyConfig =
    options.configs === undefined || CONFIG_NAMES.every((c) => options.configs?.includes(c));
  return options.scene === undefined && options.works === undefined && !options.quick && everyConfig;
}
