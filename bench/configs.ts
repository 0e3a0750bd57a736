// The browser configurations the bench measures (issue 33): how Chromium composites the page and where
// its WebGL runs. Each says what its probe must report (WebGL renderer, GPU compositing) for its figures to
// mean what its name says, and which targets its full pages are held to.

import { WEBGL_ARGS } from '../playwright.config.ts';
import type { Target } from './scenarios.ts';

export const CONFIG_NAMES = ['software', 'swiftshader', 'gpu'] as const;
export type ConfigName = (typeof CONFIG_NAMES)[number];

/** What a configuration's probe must find: which kind of WebGL renderer, and GPU compositing on or off. */
export interface Expectation {
  /** 'software': a CPU rasteriser (SwiftShader, llvmpipe…); 'swiftshader': SwiftShader itself; 'hardware': a GPU. */
  webgl: 'software' | 'swiftshader' | 'hardware';
  gpuCompositing: boolean;
}

export interface ConfigurationSpec {
  name: ConfigName;
  /** One line for the report: what this configuration stands for. */
  role: string;
  /** Chromium flags of this configuration, added to the bench's common ones. */
  flags: readonly string[];
  /**
   * Playwright's own launch flags left out. It adds --enable-unsafe-swiftshader to every launch; without
   * it a headed Chromium 156 with --disable-gpu (or on a machine without a usable GPU) has no WebGL at
   * all, while headless Chromium still gives SwiftShader. Configurations that must not lean on it drop it.
   */
  withoutDefaults: readonly string[];
  expects: Expectation;
  /** Held by every full page while something moves (MOVING_PAGES), against the floor of the same round. */
  pageTargets: readonly Target[];
  /** The configuration's target as the report's row states it. */
  targetText: string;
  /** Not measured when its probe disagrees, whether asked for or not: skipped with the reason. */
  optional: boolean;
}

/** Playwright passes it to every Chromium it launches (see withoutDefaults). */
export const PLAYWRIGHT_UNSAFE_SWIFTSHADER = '--enable-unsafe-swiftshader';

/** Presented fps at the 60 Hz cap read 59.8–60.2: "60 fps" is held from 59.5 up. */
export const SIXTY_FPS = 59.5;

export const CONFIGURATIONS: readonly ConfigurationSpec[] = [
  {
    name: 'software',
    role: 'software compositing (`--disable-gpu`): how a browser without a usable GPU composites. Headless Chromium still gives WebGL on SwiftShader (a headed one gives none), but reads every WebGL frame back, so the scenes draw on 2D canvases',
    flags: ['--disable-gpu'],
    withoutDefaults: [PLAYWRIGHT_UNSAFE_SWIFTSHADER],
    expects: { webgl: 'software', gpuCompositing: false },
    pageTargets: [
      { of: 'ours', metric: 'fps', op: '>=', value: 58 },
      { of: 'ours', metric: 'gap95', op: '<=', value: 25 },
    ],
    targetText: 'every full page while something moves ≥ 58 fps, p95 gap ≤ 25 ms',
    optional: false,
  },
  {
    name: 'swiftshader',
    role: "GPU compositing through SwiftShader's GL: the stress row, a worst case no browser picks by itself",
    flags: WEBGL_ARGS,
    withoutDefaults: [],
    expects: { webgl: 'swiftshader', gpuCompositing: true },
    pageTargets: [],
    targetText: "no regression against the previous run's figures",
    optional: false,
  },
  {
    name: 'gpu',
    role: "ANGLE on the machine's GPU with GPU compositing",
    flags: ['--use-gl=angle', '--use-angle=gl-egl', '--ignore-gpu-blocklist'],
    withoutDefaults: [PLAYWRIGHT_UNSAFE_SWIFTSHADER],
    expects: { webgl: 'hardware', gpuCompositing: true },
    pageTargets: [
      { of: 'ours', metric: 'fps', op: '>=', value: SIXTY_FPS },
      { of: 'ours', metric: 'gap95', op: '<=', value: 20 },
      { of: 'ratio', metric: 'cpu', op: '<=', value: 1.3 },
    ],
    targetText: `every full page while something moves 60 fps (≥ ${SIXTY_FPS} presented), p95 gap ≤ 20 ms, CPU per presented frame ≤ 1.3× the floor's`,
    optional: true,
  },
];

export function configuration(name: string): ConfigurationSpec {
  const spec = CONFIGURATIONS.find((c) => c.name === name);
  if (!spec) throw new Error(`unknown configuration "${name}": ${CONFIG_NAMES.join(', ')}`);
  return spec;
}

/** `--config software,gpu`: known names, in the catalogue's order, each once; every one when absent. */
export function parseConfigNames(raw: string | undefined): ConfigName[] {
  if (raw === undefined) return [...CONFIG_NAMES];
  const asked = raw
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  const unknown = asked.filter((name) => !(CONFIG_NAMES as readonly string[]).includes(name));
  if (asked.length === 0 || unknown.length > 0) {
    throw new Error(`--config expects names among ${CONFIG_NAMES.join(', ')}, comma-separated; got "${raw}"`);
  }
  return CONFIG_NAMES.filter((name) => asked.includes(name));
}

/** What a browser launched with a configuration's flags reports, before anything is measured. */
export interface Probe {
  /** UNMASKED_RENDERER_WEBGL of a page's WebGL context ("no WebGL" without one). */
  renderer: string;
  /** The same from a dedicated worker's OffscreenCanvas, where our scenes draw. */
  workerRenderer: string;
  /** CDP SystemInfo.getInfo gpu.featureStatus: gpu_compositing, webgl, rasterization… */
  featureStatus: Record<string, string>;
}

/** CPU rasterisers a WebGL context may run on: none of them is a GPU. */
export const SOFTWARE_RENDERER =
  /SwiftShader|llvmpipe|softpipe|lavapipe|Software Rasterizer|Microsoft Basic Render|swrast/i;

/** featureStatus.gpu_compositing: "enabled…" is on, "disabled…" or "unavailable…" off; null when absent. */
export function gpuCompositingOf(featureStatus: Record<string, string>): boolean | null {
  const status = featureStatus.gpu_compositing;
  if (status === undefined) return null;
  if (status.startsWith('enabled')) return true;
  if (status.startsWith('disabled') || status.startsWith('unavailable')) return false;
  return null;
}

function webglProblem(kind: Expectation['webgl'], renderer: string, where: string): string | null {
  if (!renderer || renderer.startsWith('no WebGL') || renderer.startsWith('error')) {
    return `no WebGL in the ${where} (${renderer || 'nothing'})`;
  }
  const software = SOFTWARE_RENDERER.test(renderer);
  if (kind === 'hardware' && software) {
    return `the ${where}'s WebGL renderer is "${renderer}", a CPU rasteriser, not a GPU`;
  }
  if (kind === 'software' && !software) {
    return `the ${where}'s WebGL renderer is "${renderer}", not a CPU rasteriser`;
  }
  if (kind === 'swiftshader' && !/SwiftShader/i.test(renderer)) {
    return `the ${where}'s WebGL renderer is "${renderer}", not SwiftShader`;
  }
  return null;
}

/**
 * Why a probe does not match its configuration (empty when it does): its figures would then not mean what
 * the configuration's name says, so it is not measured.
 */
export function expectationProblems(spec: ConfigurationSpec, probe: Probe): string[] {
  const problems = [
    webglProblem(spec.expects.webgl, probe.renderer, 'page'),
    webglProblem(spec.expects.webgl, probe.workerRenderer, 'worker'),
  ].filter((p): p is string => p !== null);
  // One sentence when page and worker say the same.
  if (problems.length === 2 && probe.renderer === probe.workerRenderer) problems.pop();
  const compositing = gpuCompositingOf(probe.featureStatus);
  if (compositing !== spec.expects.gpuCompositing) {
    const status = probe.featureStatus.gpu_compositing ?? 'not reported';
    problems.push(
      `GPU compositing is ${compositing === null ? 'unknown' : compositing ? 'on' : 'off'} (gpu_compositing: ${status}), ${spec.expects.gpuCompositing ? 'not on' : 'not off'}`,
    );
  }
  return problems;
}

/** The sentence a skipped configuration is reported with. */
export function skipReason(spec: ConfigurationSpec, problems: readonly string[]): string {
  const what =
    spec.expects.webgl === 'hardware'
      ? 'no GPU: the WebGL probe found no hardware renderer'
      : "the browser did not set up what this configuration's name says";
  return `${what} (${problems.join('; ')}) with ${spec.flags.join(' ')}`;
}
