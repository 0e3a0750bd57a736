// Drives Debian's Chromium for the bench: launch in one configuration (bench/configs.ts) with the vsync
// cap, probe what WebGL and compositing the browser really set up, and measure one scenario (presented frames from the display compositor's trace, CPU of every
// browser process via CDP and of each of their threads via /proc).

import { loadavg } from 'node:os';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import { BASE_ARGS, CHROMIUM } from '../playwright.config.ts';
import type { ConfigurationSpec, Probe } from './configs.ts';
import {
  PRESENTED_CATEGORIES,
  presentedCount,
  presentedGaps,
  startTrace,
  traceClockUs,
} from './lib/presented.ts';
import { percentile, summarizePresented } from './lib/stats.ts';
import { cpuByGroup, snapshotThreads, type ThreadSnapshot } from './lib/threadCpu.ts';
import type { LayerRates, RunSample } from './report/model.ts';
import { type Scenario, VIEWPORTS, type ViewportName } from './scenarios.ts';

/** Background tabs and timers must not be throttled; the frame-rate limit stays (see issue 6). */
const THROTTLING_OFF = [
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
];
/** What every configuration shares; each adds its own flags (bench/configs.ts). */
export const COMMON_FLAGS = [...BASE_ARGS, ...THROTTLING_OFF];
export const flagsOf = (spec: ConfigurationSpec): string[] => [...COMMON_FLAGS, ...spec.flags];

export interface BenchBrowser {
  browser: Browser;
  /** The browser target's CDP session: SystemInfo.getProcessInfo sees every process. */
  cdp: CDPSession;
  /** One context per viewport, made when first needed. */
  context: (viewport: ViewportName) => Promise<BrowserContext>;
  /** What the browser set up, read before anything is measured: WebGL renderers and GPU feature status. */
  probe: Probe;
  version: string;
}

// In-page code is passed as strings: tsx's transpiled functions may reference helpers the page lacks.
// The worker's renderer matters as much as the page's: our scenes draw on an OffscreenCanvas in a worker.
const RENDERER_JS = `(async () => {
  const page = (() => {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return 'no WebGL';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
  })();
  const source = "const gl = new OffscreenCanvas(4, 4).getContext('webgl2'); let r = 'no WebGL2';" +
    "if (gl) { const i = gl.getExtension('WEBGL_debug_renderer_info'); r = String(gl.getParameter(i ? i.UNMASKED_RENDERER_WEBGL : gl.RENDERER)); }" +
    "postMessage(r);";
  const worker = await new Promise((resolve) => {
    const w = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
    w.onmessage = (e) => { resolve(String(e.data)); w.terminate(); };
    w.onerror = (e) => resolve('error: ' + e.message);
    setTimeout(() => resolve('error: the worker did not answer'), 10000);
  });
  return { page, worker };
})()`;

// Frames are counted by the display compositor (bench/lib/presented.ts), never in the page: a rAF loop
// there would ask for frames itself. What stays in the page is passive: long animation frames, and the
// layer counters our runtime publishes (window.__background) and the worker's frame times (?frames).
const START_SAMPLER_JS = `(() => {
  const s = { loaf: { count: 0, totalMs: 0, blockingMs: 0 }, observer: null };
  s.sceneStart = window.__sceneFrames ? window.__sceneFrames.length : -1;
  try {
    s.observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        s.loaf.count += 1; s.loaf.totalMs += e.duration; s.loaf.blockingMs += e.blockingDuration || 0;
      }
    });
    s.observer.observe({ type: 'long-animation-frame' });
  } catch {}
  window.__benchSampler = s;
  return true;
})()`;

const STOP_SAMPLER_JS = `(() => {
  const s = window.__benchSampler;
  if (s.observer) s.observer.disconnect();
  const times = s.sceneStart >= 0 ? window.__sceneFrames.slice(s.sceneStart) : [];
  const intervals = [];
  for (let i = 1; i < times.length; i++) intervals.push(times[i] - times[i - 1]);
  return { workerIntervals: intervals, loaf: s.loaf };
})()`;

/** The runtime's counters (published every 200 ms at most): mesh states, mesh draws, stage renders, step. */
const LAYERS_JS = `(() => {
  const b = window.__background;
  if (!b || typeof b.stageDraws !== 'number') return null;
  const drawn = b.renderer === 'webgl' ? 'WebGL' : b.renderer === 'canvas2d' ? '2D' : null;
  const where = document.documentElement.dataset.scenes;
  return {
    meshUpdates: b.frames, meshDraws: b.draws, stageRenders: b.stageDraws, quality: b.quality ?? null,
    drawnWith: drawn && where ? drawn + ' (' + where + ')' : drawn,
  };
})()`;

const HEAP_JS = `(performance.memory ? performance.memory.usedJSHeapSize / 1048576 : null)`;

/** Launches Chromium with a configuration's flags and probes it; whether it matches is the caller's call. */
export async function launchBenchBrowser(spec: ConfigurationSpec): Promise<BenchBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: flagsOf(spec),
    ignoreDefaultArgs: [...spec.withoutDefaults],
    timeout: 30_000,
  });
  try {
    const cdp = await browser.newBrowserCDPSession();
    const contexts = new Map<string, Promise<BrowserContext>>();
    const context = (name: ViewportName) => {
      let made = contexts.get(name);
      if (!made) {
        const { width, height, touch } = VIEWPORTS[name];
        made = browser.newContext({
          viewport: { width, height },
          deviceScaleFactor: 1,
          hasTouch: touch,
          isMobile: touch,
          locale: 'fr-FR',
          reducedMotion: 'no-preference',
          // Bench pages must not be served from a service worker's cache or keep one running.
          serviceWorkers: 'block',
        });
        contexts.set(name, made);
      }
      return made;
    };
    const page = await (await context('desktop')).newPage();
    const renderers = (await within(page.evaluate(RENDERER_JS), 20_000, 'WebGL probe')) as {
      page: string;
      worker: string;
    };
    await page.close();
    // chrome://gpu is not reachable headless; its feature table is SystemInfo.getInfo's gpu.featureStatus.
    const { gpu } = (await cdp.send('SystemInfo.getInfo')) as {
      gpu: { featureStatus?: Record<string, string> };
    };
    const probe: Probe = {
      renderer: renderers.page,
      workerRenderer: renderers.worker,
      featureStatus: gpu.featureStatus ?? {},
    };
    return { browser, cdp, context, probe, version: browser.version() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

interface ProcessCpu {
  /** CPU seconds of every process. */
  total: number;
  byType: Record<string, number>;
  threads: ThreadSnapshot;
  at: number;
  /** The same moment on the trace clock (µs), to count only the frames presented within the sample. */
  atUs: number;
}

async function processCpu(cdp: CDPSession): Promise<ProcessCpu> {
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number; cpuTime: number }[];
  };
  const byType: Record<string, number> = {};
  let total = 0;
  for (const p of processInfo) {
    total += p.cpuTime;
    byType[p.type] = (byType[p.type] ?? 0) + p.cpuTime;
  }
  return {
    total,
    byType,
    threads: snapshotThreads(processInfo),
    at: performance.now(),
    atUs: traceClockUs(),
  };
}

/** A mouse crossing the window on a fixed Lissajous path, about one move per frame, never stopping. */
async function startPointer(page: Page): Promise<() => Promise<void>> {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 720 };
  const session = await page.context().newCDPSession(page);
  let running = true;
  const started = performance.now();
  const loop = (async () => {
    while (running) {
      const t = (performance.now() - started) / 1000;
      const x = Math.round(width * (0.5 + 0.42 * Math.sin(2 * Math.PI * t * 0.23)));
      const y = Math.round(height * (0.5 + 0.4 * Math.sin(2 * Math.PI * t * 0.37 + 1)));
      await session.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
      await sleep(16);
    }
  })();
  return async () => {
    running = false;
    await loop.catch(() => undefined);
    await session.detach().catch(() => undefined);
  };
}

/**
 * The showcase's pause button pressed from the keyboard (focus on it does not hold the cycle, and no
 * pointer is left over the page), then no input at all: the Home with nothing moving but the mesh's idle
 * motion. Waits until the button offers to play again ("Lecture") and the cycle is held.
 */
async function pauseShowcase(page: Page): Promise<() => Promise<void>> {
  const toggle = page.locator('.showcase-desktop .showcase-toggle');
  await toggle.focus({ timeout: 5000 });
  await page.keyboard.press('Enter');
  await Promise.all([
    toggle.filter({ hasText: 'Lecture' }).waitFor({ timeout: 5000 }),
    page.locator('.showcase-desktop[data-cycle="held"]').waitFor({ state: 'attached', timeout: 5000 }),
  ]).catch(() => {
    throw new Error('the showcase did not pause: its button is not what bench/browser.ts expects');
  });
  return async () => {};
}

/** The right arrow every 700 ms: the ring steps to the next work, and its turn runs between presses. */
async function startKeys(page: Page): Promise<() => Promise<void>> {
  let running = true;
  const loop = (async () => {
    while (running) {
      await page.keyboard.press('ArrowRight');
      await sleep(700);
    }
  })();
  return async () => {
    running = false;
    await loop.catch(() => undefined);
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A finger put down in the middle of `target` and dragged left and right, never lifted: a swipe held in progress. */
async function startSwipe(page: Page, target: string): Promise<() => Promise<void>> {
  const box = await page.locator(target).first().boundingBox({ timeout: 5000 });
  if (!box) throw new Error(`nothing to swipe: ${target} is not displayed`);
  const session = await page.context().newCDPSession(page);
  const y = Math.round(box.y + box.height / 2);
  const x0 = Math.round(box.x + box.width / 2);
  const width = box.width;
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
  let running = true;
  const started = performance.now();
  const loop = (async () => {
    while (running) {
      const t = (performance.now() - started) / 1000;
      const x = Math.round(x0 - width * 0.3 * Math.sin((2 * Math.PI * t) / 1.6));
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      await sleep(16);
    }
  })();
  return async () => {
    running = false;
    await loop.catch(() => undefined);
    await session
      .send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      .catch(() => undefined);
    await session.detach().catch(() => undefined);
  };
}

/**
 * Polls a page expression from here (CDP Runtime.evaluate): waitForFunction compiles it inside the page,
 * which the site's Content-Security-Policy (no 'unsafe-eval') forbids.
 */
async function becomesTrue(page: Page, expression: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await within(page.evaluate(expression), 10_000, 'ready check').catch(() => false);
    if (value === true) return true;
    await sleep(200);
  }
  return false;
}

interface LayerCounts {
  meshUpdates: number;
  meshDraws: number;
  stageRenders: number;
  quality: string | null;
  /** What the scenes draw with and where: 'WebGL (worker)', '2D (worker)', '2D (page)'… */
  drawnWith: string | null;
}

function layerRates(
  before: LayerCounts | null,
  after: LayerCounts | null,
  seconds: number,
): LayerRates | null {
  if (!before || !after || seconds <= 0) return null;
  const rate = (key: keyof LayerRates) => (after[key] - before[key]) / seconds;
  return {
    meshUpdates: rate('meshUpdates'),
    meshDraws: rate('meshDraws'),
    stageRenders: rate('stageRenders'),
  };
}

export interface MeasureOptions {
  warmupMs: number;
  sampleMs: number;
  readyTimeoutMs: number;
  /** After the sample, a screenshot of what was measured (input still held), to look at. */
  screenshotPath?: string;
}

/** Bounded in time whatever the page does: a starved page gives a failed run, never a hung bench. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function measureScenario(
  bench: BenchBrowser,
  scenario: Scenario,
  url: string,
  round: number,
  options: MeasureOptions,
): Promise<RunSample> {
  const context = await bench.context(scenario.viewport);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => consoleErrors.push(String(e).slice(0, 300)));
  const base = { scenario: scenario.id, round };
  let stopDriving: (() => Promise<void>) | undefined;
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    if (!(await becomesTrue(page, scenario.ready, options.readyTimeoutMs))) {
      return {
        ...base,
        status: 'unavailable',
        reason: `not available yet: needs ${scenario.needs} (nothing ready at ${new URL(url).pathname}${new URL(url).search} after ${options.readyTimeoutMs / 1000} s)`,
        ...(consoleErrors.length > 0 ? { consoleErrors } : {}),
      };
    }
    if (scenario.drive === 'swipe') stopDriving = await startSwipe(page, scenario.swipeTarget ?? 'body');
    if (scenario.drive === 'pointer') stopDriving = await startPointer(page);
    if (scenario.drive === 'keys') stopDriving = await startKeys(page);
    if (scenario.drive === 'pause') stopDriving = await pauseShowcase(page);
    await sleep(options.warmupMs);
    const budget = options.sampleMs + 20_000;
    const heapBeforeMb = (await within(page.evaluate(HEAP_JS), budget, 'heap')) as number | null;
    const before = scenario.changes
      ? await within(page.evaluate(scenario.changes), budget, 'state')
      : undefined;
    await within(page.evaluate(START_SAMPLER_JS), budget, 'sampler start');
    const layersBefore = (await within(page.evaluate(LAYERS_JS), budget, 'layers')) as LayerCounts | null;
    const stopTrace = await startTrace(bench.cdp, PRESENTED_CATEGORIES);
    const cpuBefore = await processCpu(bench.cdp);
    await sleep(options.sampleMs);
    const cpuAfter = await processCpu(bench.cdp);
    const events = await within(stopTrace(), budget, 'trace');
    const layersAfter = (await within(page.evaluate(LAYERS_JS), budget, 'layers')) as LayerCounts | null;
    const sampled = (await within(page.evaluate(STOP_SAMPLER_JS), budget, 'sampler stop')) as {
      workerIntervals: number[];
      loaf: { count: number; totalMs: number; blockingMs: number };
    };
    const heapAfterMb = (await within(page.evaluate(HEAP_JS), budget, 'heap')) as number | null;
    if (options.screenshotPath) {
      await within(page.screenshot({ path: options.screenshotPath }), 20_000, 'screenshot').catch(
        () => undefined,
      );
    }
    if (scenario.changes && (await within(page.evaluate(scenario.changes), budget, 'state')) === before) {
      return {
        ...base,
        status: 'failed',
        reason: `the input changed nothing on the page (${scenario.changes})`,
      };
    }
    const durationMs = cpuAfter.at - cpuBefore.at;
    const seconds = durationMs / 1000;
    const window = { fromUs: cpuBefore.atUs, toUs: cpuAfter.atUs };
    const gaps = presentedGaps(events, window);
    const frames = summarizePresented(gaps, presentedCount(events, window), durationMs);
    const cpuMsPerSecond = ((cpuAfter.total - cpuBefore.total) * 1000) / seconds;
    const cpuByProcess: Record<string, number> = {};
    for (const [type, after] of Object.entries(cpuAfter.byType)) {
      cpuByProcess[type] = ((after - (cpuBefore.byType[type] ?? 0)) * 1000) / seconds;
    }
    const layers = layerRates(layersBefore, layersAfter, seconds);
    const worker = sampled.workerIntervals;
    const workerMs = worker.reduce((sum, ms) => sum + ms, 0);
    return {
      ...base,
      status: 'ok',
      intervals: gaps,
      frames,
      durationMs: Math.round(durationMs),
      cpuMsPerSecond,
      cpuMsPerFrame: frames.frames > 0 ? (cpuMsPerSecond * seconds) / frames.frames : Number.NaN,
      cpuByProcess,
      cpuByThread: cpuByGroup(cpuBefore.threads, cpuAfter.threads, seconds),
      ...(layers ? { layers } : {}),
      ...(worker.length > 0
        ? { worker: { fps: (worker.length * 1000) / workerMs, p95Ms: percentile(worker, 95) } }
        : {}),
      ...(layersAfter?.quality ? { quality: layersAfter.quality } : {}),
      ...(layersAfter?.drawnWith ? { drawnWith: layersAfter.drawnWith } : {}),
      loadAverage: loadavg()[0] ?? 0,
      longFrames: sampled.loaf,
      ...(heapBeforeMb === null ? {} : { heapBeforeMb }),
      ...(heapAfterMb === null ? {} : { heapAfterMb }),
      ...(consoleErrors.length > 0 ? { consoleErrors } : {}),
    };
  } catch (error) {
    return {
      ...base,
      status: 'failed',
      reason: error instanceof Error ? error.message.split('\n')[0] : String(error),
      ...(consoleErrors.length > 0 ? { consoleErrors } : {}),
    };
  } finally {
    await stopDriving?.().catch(() => undefined);
    await within(page.close(), 10_000, 'page close').catch(() => undefined);
  }
}
