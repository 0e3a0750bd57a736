// @vitest-environment happy-dom
// The page's SceneBridge and the scene runtime, both real, talking over node's MessageChannel: every message
// is structured-cloned as between the page and its worker, so a payload a worker could not receive fails
// here too. The runtime draws with Pixi's canvas renderer on @napi-rs/canvas; the page is happy-dom.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { type Canvas, createCanvas, Image } from '@napi-rs/canvas';
import { DOMParser } from '@xmldom/xmldom';
import {
  type Adapter,
  type Application,
  type Container,
  DOMAdapter,
  type Graphics,
  type ICanvas,
  Ticker,
} from 'pixi.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkPortfolioDocument } from '../../content/parse.ts';
import type { Work } from '../../content/schema.ts';
import { NO_WEBGL_MESSAGE } from '../../scenes/background/MeshRendering.ts';
import { debugCounters } from '../../scenes/contract/debugCounters.ts';
import type {
  FromRuntime,
  Port,
  RuntimeCanvas,
  ToRuntime,
  WebGLChoice,
} from '../../scenes/contract/protocol.ts';
import type { Replica } from '../../scenes/contract/replica.ts';
import {
  EXPANDED_OUTER,
  HIT_INNER,
  HIT_OUTER,
  POINT_ANGLE,
  RING_RADIUS,
  ringPlacement,
} from '../../scenes/contract/ringPlacement.ts';
import type { RingOutput, RingSceneOptions } from '../../scenes/contract/scenes.ts';
import { sortWorks } from '../../scenes/contract/sortWorks.ts';
import { CANVAS_OVERFLOW } from '../../scenes/math/meshWave.ts';
import {
  layoutRing,
  midAngle,
  normalizeAngle,
  type RingLayout,
  rotationToCentre,
  sectionAtAngle,
} from '../../scenes/math/ringLayout.ts';
import { SceneRuntime } from '../../scenes/runtime/SceneRuntime.ts';
import type { Stage } from '../../scenes/Stage.ts';
import type { RuntimeHost, RuntimeLink } from '../../src/canvas/runtimeLink.ts';
import { SceneBridge } from '../../src/canvas/SceneBridge.ts';
import { appStore } from '../../src/store/index.ts';

// --- The environment: what a worker has and node lacks. Nothing of the bridge or the runtime is replaced.

// A worker's canvases are OffscreenCanvases, which are EventTargets (the stage listens for
// webglcontextlost on its canvas, Pixi's event system for the pointer). @napi-rs/canvas's canvases are
// not: each gets its own EventTarget behind the three methods.
const canvasEvents = new WeakMap<object, EventTarget>();
const eventsOf = (canvas: object) => {
  let events = canvasEvents.get(canvas);
  if (!events) {
    events = new EventTarget();
    canvasEvents.set(canvas, events);
  }
  return events;
};
for (const name of ['addEventListener', 'removeEventListener', 'dispatchEvent'] as const) {
  Object.defineProperty(Object.getPrototypeOf(createCanvas(1, 1)), name, {
    configurable: true,
    value(this: object, ...args: unknown[]) {
      return (eventsOf(this)[name] as (...values: unknown[]) => unknown)(...args);
    },
  });
}

/** Pixi's environment in node, as WebWorkerAdapter is in a worker: its canvases come from @napi-rs/canvas. */
const NodeAdapter: Adapter = {
  createCanvas: (width, height) => createCanvas(width ?? 1, height ?? 1) as unknown as ICanvas,
  createImage: () => new Image() as unknown as HTMLImageElement,
  getCanvasRenderingContext2D: () => Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')).constructor,
  // No WebGL in node: Pixi finds none and uses its canvas renderer, as a browser without WebGL does.
  getWebGLRenderingContext: () => class {} as unknown as typeof WebGLRenderingContext,
  getNavigator: () => ({ userAgent: 'node', gpu: null }),
  getBaseUrl: () => 'http://localhost/',
  getFontFaceSet: () => null,
  fetch: (url, options) => fetch(url, options),
  parseXML: (xml) => new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document,
};

/** Node's own MessageChannel (whatever the environment puts on globalThis), as the DOM types describe it. */
const newChannel = () => new NodeMessageChannel() as unknown as MessageChannel;

// --- A runtime host for node: the real SceneRuntime on the far end of a real MessageChannel.

/**
 * Node cannot transfer a canvas through a MessagePort (a worker gets its OffscreenCanvas in 'init''s
 * transfer list): 'init' carries a clonable token for each canvas instead, and the runtime's end of the
 * channel puts the canvas the token names in its place. Every other byte of every message is cloned.
 */
interface CanvasToken {
  canvasToken: number;
}

function runtimeEnd(port: MessagePort, canvases: Map<number, Canvas>): Port<ToRuntime, FromRuntime> {
  let handler: ((event: MessageEvent<ToRuntime>) => void) | null = null;
  const untoken = (value: RuntimeCanvas) => {
    const canvas = canvases.get((value as unknown as CanvasToken).canvasToken);
    if (!canvas) throw new Error('init carried no canvas token');
    return canvas as unknown as RuntimeCanvas;
  };
  return {
    postMessage: (message, transfer) => port.postMessage(message, transfer as never),
    get onmessage() {
      return handler;
    },
    set onmessage(next) {
      handler = next;
      port.onmessage = next
        ? (event) => {
            const data = event.data as ToRuntime;
            const message =
              data.type === 'init'
                ? { ...data, canvas: untoken(data.canvas), mesh2d: untoken(data.mesh2d) }
                : data;
            next({ data: message } as MessageEvent<ToRuntime>);
          }
        : null;
    },
  };
}

/** One runtime the host started, and what the test reads of it. */
interface Started {
  mode: 'worker' | 'page';
  runtime: SceneRuntime;
  canvas: Canvas;
  mesh2d: Canvas;
  /** Every message that reached the page from this runtime, and the runtime from the page, in order. */
  fromRuntime: FromRuntime['type'][];
  toRuntime: ToRuntime['type'][];
  /** What each 'init' it was sent chose for WebGL. */
  webgl: WebGLChoice[];
  closed: { page: boolean; runtime: boolean };
}

class NodeRuntimes implements RuntimeHost {
  readonly workers = true;
  readonly started: Started[] = [];
  private nextToken = 1;

  /**
   * `undrawable`: the first runtimes' canvases give no context, as a worker (then a page) that cannot draw.
   * `readingBack`: the first runtimes answer 'init' as a worker in a browser that reads its WebGL frames back
   * (scenes/runtime/frameHandoff.ts), with the hand-off times measured on such a browser; node has no WebGL
   * frames to time.
   */
  constructor(
    private readonly undrawable = 0,
    private readonly readingBack = 0,
  ) {}

  start(mode: 'worker' | 'page'): RuntimeLink {
    const channel = newChannel();
    const readsBack = this.started.length < this.readingBack;
    const canvas = createCanvas(1, 1);
    const mesh2d = createCanvas(1, 1);
    if (this.started.length < this.undrawable) {
      for (const target of [canvas, mesh2d])
        Object.defineProperty(target, 'getContext', { value: () => null });
    }
    const tokens = new Map([
      [this.nextToken++, canvas],
      [this.nextToken++, mesh2d],
    ]);
    const [canvasToken, mesh2dToken] = [...tokens.keys()].map((id) => ({ canvasToken: id }));
    const started: Started = {
      mode,
      // A runtime reading back never hears from the page: its line answers for it.
      runtime: new SceneRuntime(
        runtimeEnd(readsBack ? newChannel().port2 : channel.port2, tokens),
        mode === 'worker',
      ),
      canvas,
      mesh2d,
      fromRuntime: [],
      toRuntime: [],
      webgl: [],
      closed: { page: false, runtime: false },
    };
    if (readsBack) {
      channel.port2.onmessage = (event) => {
        if ((event.data as ToRuntime).type !== 'init') return;
        channel.port2.postMessage({ type: 'frames-read-back', handoffs: [35.8, 17.1, 21, 12.3, 14.6] });
      };
    }
    // The test's own listeners, beside the bridge's and the runtime's handlers.
    channel.port1.addEventListener('message', (event) => started.fromRuntime.push(event.data.type));
    channel.port2.addEventListener('message', (event) => {
      const message = event.data as ToRuntime;
      started.toRuntime.push(message.type);
      if (message.type === 'init') started.webgl.push(message.webgl);
    });
    channel.port1.addEventListener('close', () => {
      started.closed.page = true;
    });
    channel.port2.addEventListener('close', () => {
      started.closed.runtime = true;
    });
    this.started.push(started);
    return {
      port: channel.port1 as unknown as Port<FromRuntime, ToRuntime>,
      canvas: canvasToken as unknown as RuntimeCanvas,
      mesh2d: mesh2dToken as unknown as RuntimeCanvas,
      transfer: [],
      // As a worker's terminate(): the runtime and its line end (here the runtime frees itself first).
      stop: () => {
        started.runtime.destroy();
        channel.port1.close();
      },
    };
  }

  get last(): Started {
    const last = this.started.at(-1);
    if (!last) throw new Error('no runtime started');
    return last;
  }
}

// --- Reading the real objects' state (private fields, read only here).

interface RuntimeInside {
  app: Application | null;
  stage: Stage | null;
  replica: Replica | null;
  scenes: { entries: Map<number, unknown> };
}

const inside = (runtime: SceneRuntime) => runtime as unknown as RuntimeInside;

// --- Reading the ring: its Pixi objects on the runtime's stage (by their labels) and its messages to the page.

/** The ring's objects as the runtime's stage holds them. */
interface RingShown {
  root: Container;
  /** Everything that turns with the ring. */
  wheel: Container;
  /** The selection's section, expanded (on top of the one collapsing). */
  expanded: Graphics;
  /** The hovered (or keyboard-focused) section, lit. */
  hovered: Graphics;
}

function ringOf(runtime: SceneRuntime): RingShown | null {
  const root = inside(runtime).app?.stage.getChildByLabel('ring', true);
  if (!root) return null;
  const part = <T extends Container>(label: string) => {
    const found = root.getChildByLabel(label, true);
    if (!found) throw new Error(`the ring has no ${label}`);
    return found as T;
  };
  return {
    root,
    wheel: part('ring-wheel'),
    expanded: part<Graphics>('ring-expanded'),
    hovered: part<Graphics>('ring-hovered'),
  };
}

function mustRing(runtime: SceneRuntime): RingShown {
  const ring = ringOf(runtime);
  if (!ring) throw new Error('the ring is not on the stage');
  return ring;
}

const worksById = new Map<number, Work>();

/** The order the ring last laid out, as it told its page half (its groups, in ring order). */
function shownOrder(output: readonly RingOutput[]): Work[] {
  const groups = output.findLast((o) => o.type === 'groups' && o.groups !== null);
  if (groups?.type !== 'groups' || !groups.groups) throw new Error('the ring has laid out no order');
  return groups.groups.flatMap((group) => group.workIds.map((id) => worksById.get(id) as Work));
}

const layoutOf = (order: readonly Work[]) => layoutRing(order.map((work) => work.length));

/** A point on section `index`'s middle, `radius` ring units from the centre, on the unturned ring. */
function onSection(layout: RingLayout, index: number, radius: number) {
  const angle = midAngle(layout, index);
  return { x: Math.cos(angle) * radius, y: Math.sin(angle) * radius };
}

/**
 * The selected section: the one the ring is turned to (its middle at the pointer, at rest: reduced motion
 * turns it at once) and drawn expanded; -1 when the ring's turn and its expansion do not agree.
 */
function selectedSection(ring: RingShown, order: readonly Work[]): number {
  const layout = layoutOf(order);
  const rotation = ring.wheel.rotation;
  const index = sectionAtAngle(layout, POINT_ANGLE - rotation);
  const off = normalizeAngle(rotationToCentre(layout, index, POINT_ANGLE) - rotation);
  const centred = Math.min(off, 2 * Math.PI - off) < 1e-9;
  const expanded =
    ring.expanded.alpha === 1 &&
    ring.expanded.containsPoint(onSection(layout, index, (RING_RADIUS + EXPANDED_OUTER) / 2));
  return centred && expanded ? index : -1;
}

/** The sections drawn lit (hovered or focused): the middle of each one's widened band. */
function highlightedSections(ring: RingShown, order: readonly Work[]): number[] {
  const layout = layoutOf(order);
  return order.flatMap((_, i) =>
    ring.hovered.containsPoint(onSection(layout, i, RING_RADIUS + 4)) ? [i] : [],
  );
}

// --- The page.

/** The viewport the test's page has: wide enough for the ring (it hides on a phone's width). */
const VIEWPORT = { width: 1024, height: 700 };

// (content/load.ts builds a file URL, which happy-dom's URL refuses.)
const content = checkPortfolioDocument(
  JSON.parse(readFileSync(join(import.meta.dirname, '../../content/portfolio.json'), 'utf8')),
);
const ringOptions: RingSceneOptions = {
  works: content.works,
  typeColors: content.types.map((type) => [type.id, type.color] as const),
};
const ids = (works: readonly Work[]) => works.map((work) => work.id);
for (const work of content.works) worksById.set(work.id, work);
const initialState = appStore.getState();

/** happy-dom lays nothing out: the sizer measures as the page's stylesheet would size it. */
function sizeSizer(sizer: HTMLElement, width: number, height: number) {
  sizer.getBoundingClientRect = () => new DOMRect(0, 0, width + CANVAS_OVERFLOW, height + CANVAS_OVERFLOW);
}

const WAIT = { timeout: 4000, interval: 10 };

/** Resolves once a message posted now has been delivered: what was posted before it has had its turn. */
function nextMessageTask(): Promise<void> {
  const { port1, port2 } = newChannel();
  return new Promise((resolve) => {
    port2.onmessage = () => {
      port1.close();
      resolve();
    };
    port1.postMessage(null);
  });
}

interface Page {
  bridge: SceneBridge;
  host: NodeRuntimes;
  layers: HTMLElement;
  sizer: HTMLElement;
  ring: ReturnType<SceneBridge['addScene']>;
  ringOutput: RingOutput[];
}

function openPage(host: NodeRuntimes): Page {
  const layers = document.createElement('div');
  const sizer = document.createElement('div');
  document.body.append(layers, sizer);
  sizeSizer(sizer, VIEWPORT.width, VIEWPORT.height);
  const bridge = new SceneBridge(
    layers,
    sizer,
    { bench: null, debug: false, onPage: false, webgl: 'auto', reportFrames: false, quality: 'high' },
    host,
  );
  const ringOutput: RingOutput[] = [];
  const ring = bridge.addScene('ring', ringOptions, (output) => ringOutput.push(output));
  return { bridge, host, layers, sizer, ring, ringOutput };
}

let page: Page | null = null;
/** What the page and the runtime wrote to the console during the test. */
const logged: string[] = [];
/** The background says once per runtime that it draws without WebGL: expected here. */
const NO_WEBGL = `warn: ${NO_WEBGL_MESSAGE}`;

beforeAll(() => {
  DOMAdapter.set(NodeAdapter);
  // Pixi tests a texture's resource with `instanceof OffscreenCanvas`, as every canvas in a worker is one.
  vi.stubGlobal('OffscreenCanvas', Object.getPrototypeOf(createCanvas(1, 1)).constructor);
  // happy-dom runs animation frames back to back (setImmediate); a display, and a worker, runs them at
  // its refresh rate. Without this the stage would redraw as fast as the CPU allows.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(performance.now()), 16),
  );
  vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
  for (const level of ['info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(`${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterAll(() => {
  // The "worker" that cannot draw loses its renderer inside Pixi's autoDetectRenderer, whose scheduler stays
  // on Ticker.system; a real worker's terminate() frees it. Here it would keep ticking on happy-dom's
  // animation frames once the stub is gone, and keep vitest's worker process alive after the run (found
  // as an orphan process spinning after `npm test`).
  Ticker.system.stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

beforeEach(() => {
  // The ring turns and fades at once under reduced motion: its state is final as soon as a message lands.
  appStore.setState({ ...initialState, reducedMotion: true, sort: 'date', selectedWorkId: null });
});

afterEach(async () => {
  const closing = page;
  page?.bridge.destroy();
  page?.layers.remove();
  page?.sizer.remove();
  page = null;
  // React takes a runtime's scenes down in a task of its own, then the runtime frees the rest: the next
  // test starts from nothing.
  if (closing) {
    await vi.waitFor(
      () =>
        expect(closing.host.started.map((started) => inside(started.runtime).app)).not.toContainEqual(
          expect.anything(),
        ),
      WAIT,
    );
  }
  // Anything else said on the console is a failure the test did not ask for.
  const unexpected = logged.filter((line) => line !== NO_WEBGL);
  logged.length = 0;
  expect(unexpected).toEqual([]);
});

/** A page whose runtime has started and drawn the ring once. */
async function openReadyPage(host = new NodeRuntimes()): Promise<Page> {
  page = openPage(host);
  const opened = page;
  await vi.waitFor(() => expect(opened.ringOutput).toContainEqual({ type: 'drawn' }), WAIT);
  return opened;
}

// Each case waits for a few messages to cross; a busy machine (two shared cores) takes a while to deliver them.
describe('the page bridge and the scene runtime over a MessageChannel', { timeout: 20_000 }, () => {
  it('starts the runtime in its "worker", which draws the ring and the 2D mesh on its canvases', async () => {
    const { bridge, host, layers } = await openReadyPage();
    expect(bridge.mode).toBe('worker');
    expect(host.started).toHaveLength(1);
    const { runtime, canvas, mesh2d, fromRuntime } = host.last;
    expect(fromRuntime).toContain('ready');
    expect(inside(runtime).app?.renderer.name).toBe('canvas');
    // Pixels on the runtime's canvases: the ring on the stage's, the mesh on its own.
    for (const drawn of [canvas, mesh2d]) {
      const pixels = drawn.getContext('2d').getImageData(0, 0, drawn.width, drawn.height).data;
      expect(pixels.some((value, index) => index % 4 === 3 && value > 0)).toBe(true);
    }
    // The page put the mesh's canvas under the stage's, marked as the runtime asked.
    await vi.waitFor(() => {
      const [meshElement, stageElement] = layers.querySelectorAll('canvas');
      expect(stageElement?.className).toBe('pixi-canvas');
      expect(meshElement?.dataset.renderer).toBe('canvas2d');
    }, WAIT);
  });

  it('a payload a worker could not receive throws on the page', async () => {
    const { bridge } = await openReadyPage();
    const bad = { ...ringOptions, spin: (() => 1) as unknown as number };
    expect(() => bridge.addScene('ring', bad, () => {})).toThrow(/could not be cloned/);
  });

  it('select: the page store reaches the replica and the ring; a click on the ring names its work to the page', async () => {
    const { host, ring, ringOutput } = await openReadyPage();
    const { runtime } = host.last;
    const order = sortWorks(content.works, 'date');
    const target = order[5];
    if (!target) throw new Error('the sample content has fewer than 6 works');

    appStore.getState().select(target.id);
    await vi.waitFor(() => {
      expect(inside(runtime).replica?.store.getState().selectedWorkId).toBe(target.id);
      expect(selectedSection(mustRing(runtime), order)).toBe(5);
    }, WAIT);

    // A click on section 9 of the ring, where the page's DOM surface would forward it.
    const drawn = mustRing(runtime);
    const drawnOrder = shownOrder(ringOutput);
    const layout = layoutOf(drawnOrder);
    const placement = ringPlacement(VIEWPORT.width, VIEWPORT.height);
    if (!placement) throw new Error('no ring at this viewport');
    const angle = midAngle(layout, 9) + drawn.wheel.rotation;
    const radius = ((HIT_INNER + Math.min(HIT_OUTER, RING_RADIUS)) / 2) * placement.scale;
    const x = placement.cx + Math.cos(angle) * radius;
    const y = placement.cy + Math.sin(angle) * radius;
    const clicked = drawnOrder[9];
    if (!clicked) throw new Error('the sample content has fewer than 10 works');

    // The pointer reaches the runtime once, from the page's own listener; the ring's surface only says
    // that it is over the ring.
    document.dispatchEvent(new PointerEvent('pointermove', { clientX: x, clientY: y, pointerType: 'mouse' }));
    ring.post({ type: 'over', over: true });
    await vi.waitFor(() => {
      expect(ringOutput).toContainEqual(expect.objectContaining({ type: 'hover', pointer: true }));
      expect(appStore.getState().mouseState).toBe('active-small');
    }, WAIT);
    expect(host.last.toRuntime).toContain('pointer');
    ring.post({ type: 'click', x, y });
    // The ring names the work; choosing it is the page's (the address, then the store).
    await vi.waitFor(() => expect(ringOutput).toContainEqual({ type: 'choose', workId: clicked.id }), WAIT);
    expect(appStore.getState().selectedWorkId).toBe(target.id);
    appStore.getState().select(clicked.id);
    // The page's new state comes back: the ring turns to the work it named.
    await vi.waitFor(() => expect(selectedSection(mustRing(runtime), drawnOrder)).toBe(9), WAIT);
  });

  it('groups, turns and focus: the ring tells its page half what to name and where', async () => {
    const { host, ring, ringOutput } = await openReadyPage();
    const { runtime } = host.last;
    const order = sortWorks(content.works, 'date');
    // The order's groups (years), every work in one of them, in ring order.
    await vi.waitFor(() => expect(ringOutput.some((o) => o.type === 'groups')).toBe(true), WAIT);
    const groups = ringOutput.find((o) => o.type === 'groups');
    if (groups?.type !== 'groups' || !groups.groups) throw new Error('no groups');
    expect(groups.sort).toBe('date');
    expect(groups.groups.flatMap((g) => g.workIds)).toEqual(ids(order));
    expect(groups.groups.map((g) => g.key)).toEqual([...new Set(order.map((w) => w.date.slice(0, 4)))]);
    await vi.waitFor(() => expect(ringOutput.some((o) => o.type === 'turn')).toBe(true), WAIT);

    // The keyboard's focus on a work: the ring highlights it and says where it is, without a hand.
    const focused = order[3];
    if (!focused) throw new Error('the sample content has fewer than 4 works');
    ring.post({ type: 'focus', workId: focused.id });
    await vi.waitFor(
      () =>
        expect(ringOutput).toContainEqual(
          expect.objectContaining({ type: 'hover', workId: focused.id, pointer: false }),
        ),
      WAIT,
    );
    expect(highlightedSections(mustRing(runtime), shownOrder(ringOutput))).toEqual([3]);
    ring.post({ type: 'focus', workId: null });
    await vi.waitFor(() => expect(ringOutput.at(-1)).toEqual({ type: 'hover', workId: null }), WAIT);
  });

  it('sort: a new sort on the page lays the ring out in the new order', async () => {
    const { host, ringOutput } = await openReadyPage();
    const { runtime } = host.last;
    const byDate = ids(sortWorks(content.works, 'date'));
    const byType = ids(sortWorks(content.works, 'type_id'));
    expect(byType).not.toEqual(byDate);
    expect(ids(shownOrder(ringOutput))).toEqual(byDate);

    appStore.getState().setSort('type_id');
    await vi.waitFor(() => {
      expect(inside(runtime).replica?.store.getState().sort).toBe('type_id');
      expect(ids(shownOrder(ringOutput))).toEqual(byType);
    }, WAIT);
    // The new order is the one drawn: it starts from its first work, turned to the pointer.
    expect(selectedSection(mustRing(runtime), sortWorks(content.works, 'type_id'))).toBe(0);
  });

  it('resize: the page measures its stage, the runtime resizes its renderer and canvas', async () => {
    const { host, sizer } = await openReadyPage();
    const { runtime, canvas } = host.last;
    const first = { width: VIEWPORT.width + CANVAS_OVERFLOW, height: VIEWPORT.height + CANVAS_OVERFLOW };
    expect([canvas.width, canvas.height]).toEqual([first.width, first.height]);

    sizeSizer(sizer, 1200, 760);
    window.dispatchEvent(new Event('resize'));
    const next = { width: 1200 + CANVAS_OVERFLOW, height: 760 + CANVAS_OVERFLOW };
    await vi.waitFor(() => {
      expect(host.last.toRuntime).toContain('resize');
      expect([canvas.width, canvas.height]).toEqual([next.width, next.height]);
    }, WAIT);
    const screen = inside(runtime).app?.screen;
    expect([screen?.width, screen?.height]).toEqual([next.width, next.height]);
    // The ring follows the new size: it is placed for the new viewport.
    const placement = ringPlacement(1200, 760);
    await vi.waitFor(
      () => expect(mustRing(runtime).root.position.x).toBeCloseTo(placement?.cx ?? Number.NaN),
      WAIT,
    );
  });

  it('context loss: the page hides the stage while the runtime has lost its context', async () => {
    const { bridge, host, layers } = await openReadyPage();
    const { canvas } = host.last;
    const pageCanvas = layers.querySelector('canvas.pixi-canvas') as HTMLCanvasElement;
    expect(pageCanvas.style.visibility).toBe('');

    // What the browser fires on the worker's canvas when the GPU drops it (node has no WebGL to lose).
    (canvas as unknown as EventTarget).dispatchEvent(new Event('webglcontextlost'));
    await vi.waitFor(() => expect(pageCanvas.style.visibility).toBe('hidden'), WAIT);
    (canvas as unknown as EventTarget).dispatchEvent(new Event('webglcontextrestored'));
    await vi.waitFor(() => expect(pageCanvas.style.visibility).toBe(''), WAIT);

    // The test hook that loses a WebGL context answers, over the channel, that there is none to lose.
    await expect(bridge.dev.hook('loseContext')).rejects.toThrow('WEBGL_lose_context missing');
  });

  it('failure: a runtime that cannot draw reports it, and the bridge starts another with the same scenes', async () => {
    const host = new NodeRuntimes(1);
    page = openPage(host);
    const { bridge, layers, ringOutput } = page;
    appStore.getState().setSort('client_id');

    await vi.waitFor(() => expect(ringOutput).toContainEqual({ type: 'drawn' }), WAIT);
    expect(host.started.map((started) => started.mode)).toEqual(['worker', 'page']);
    expect(bridge.mode).toBe('page');
    const [failed, second] = host.started;
    if (!failed || !second) throw new Error('two runtimes expected');
    expect(failed.fromRuntime).toContain('failed');
    expect(logged.shift()).toMatch(/^warn: The scenes run on the page: /);
    // The failed runtime's line is closed at both ends, its canvas gone from the page.
    await vi.waitFor(() => expect(failed.closed).toEqual({ page: true, runtime: true }), WAIT);
    expect(layers.querySelectorAll('canvas.pixi-canvas')).toHaveLength(1);
    // The new runtime has the ring again, from the page's state as it is now.
    const byClient = sortWorks(content.works, 'client_id');
    expect(ids(shownOrder(ringOutput))).toEqual(ids(byClient));
    expect(selectedSection(mustRing(second.runtime), byClient)).toBe(0);
  });

  it('frames read back: the worker is started again on 2D canvases, before anything was drawn', async () => {
    const host = new NodeRuntimes(0, 1);
    page = openPage(host);
    const { bridge, layers, ringOutput } = page;
    await vi.waitFor(() => expect(ringOutput).toContainEqual({ type: 'drawn' }), WAIT);
    expect(host.started.map((started) => started.mode)).toEqual(['worker', 'worker']);
    expect(bridge.mode).toBe('worker');
    const [first, second] = host.started;
    if (!first || !second) throw new Error('two runtimes expected');
    expect(first.fromRuntime).toEqual(['frames-read-back']);
    expect(first.webgl).toEqual(['auto']);
    expect(second.webgl).toEqual(['2d']);
    // Said once, as information: the 2D canvases are the page's choice, not WebGL missing (no warning).
    expect(logged.splice(0)).toEqual([
      'info: The scenes draw without WebGL: this browser composites in software and reads each WebGL frame back (35.8, 17.1, 21.0, 12.3, 14.6 ms).',
    ]);
    await vi.waitFor(() => expect(first.closed).toEqual({ page: true, runtime: true }), WAIT);
    expect(layers.querySelectorAll('canvas.pixi-canvas')).toHaveLength(1);
    expect(document.documentElement.dataset.scenes).toBe('worker');
  });

  it('failure on the page too: the page draws without WebGL, and there is nothing after that', async () => {
    const host = new NodeRuntimes(2);
    page = openPage(host);
    const { bridge, ringOutput } = page;
    await vi.waitFor(() => expect(ringOutput).toContainEqual({ type: 'drawn' }), WAIT);
    expect(host.started.map((started) => started.mode)).toEqual(['worker', 'page', 'page']);
    expect(bridge.mode).toBe('page');
    expect(host.started.map((started) => started.fromRuntime.includes('failed'))).toEqual([
      true,
      true,
      false,
    ]);
    expect(logged.splice(0).filter((line) => line !== NO_WEBGL)).toEqual([
      expect.stringMatching(/^warn: The scenes run on the page: /),
      expect.stringMatching(/^warn: The scenes draw without WebGL: /),
    ]);
    expect(document.documentElement.dataset.scenes).toBe('page');
  });

  it('teardown: destroy() frees the runtime, closes the channel and leaves nothing behind', async () => {
    const before = { ...debugCounters };
    const { bridge, host, layers, ring } = await openReadyPage();
    const started = host.last;
    const app = inside(started.runtime).app;
    const drawn = mustRing(started.runtime);
    expect(debugCounters.listeners).toBeGreaterThan(before.listeners);

    bridge.destroy();
    page = null;
    await vi.waitFor(() => expect(started.closed).toEqual({ page: true, runtime: true }), WAIT);
    expect(bridge.isDestroyed).toBe(true);
    expect(inside(started.runtime).app).toBeNull();
    expect(app?.renderer).toBeNull();
    expect(drawn.root.destroyed).toBe(true);
    expect(inside(started.runtime).scenes.entries.size).toBe(0);
    expect(layers.querySelector('canvas')).toBeNull();
    expect(document.documentElement.dataset.mesh).toBeUndefined();
    // Every listener and disposable of the page and the runtime (one process here) is released. (The
    // scenes' renders are a running total, not something held.)
    const { renders: _before, ...held } = before;
    const { renders: _after, ...left } = debugCounters;
    expect(left).toEqual(held);

    // Nothing more crosses the channel: not a page change, not a scene message.
    const counts = [started.fromRuntime.length, started.toRuntime.length];
    ring.post({ type: 'over', over: false });
    appStore.getState().select(null);
    window.dispatchEvent(new Event('resize'));
    await nextMessageTask();
    expect([started.fromRuntime.length, started.toRuntime.length]).toEqual(counts);
    layers.remove();
  });
});
