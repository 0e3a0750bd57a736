// The scene runtime: the one Pixi application, its stage and every scene, driven by messages from the page.
// It runs in a worker on a transferred canvas, so starting WebGL, compiling shaders and drawing never block
// the page; where a worker cannot draw, the page runs it itself over a local channel with the same messages.
import gsap from 'gsap';
import { Application, type Container, type Renderer, UPDATE_PRIORITY } from 'pixi.js';
import { BackgroundScene } from '../background/BackgroundScene.ts';
import { createAppStore } from '../contract/appStore.ts';
import { debugCounters } from '../contract/debugCounters.ts';
import {
  type FromRuntime,
  type HookName,
  type InitMessage,
  type PointerInput,
  type Port,
  type RuntimeCounts,
  type SceneKind,
  STORE_ACTIONS,
  type StoreAction,
  type ToRuntime,
} from '../contract/protocol.ts';
import { createCursorScene } from '../cursor/CursorScene.ts';
import { type HomePalette, paletteFromTokens } from '../home/homePalette.ts';
import { CANVAS_OVERFLOW } from '../math/meshWave.ts';
import type { Scene } from '../Stage.ts';
import { Stage } from '../Stage.ts';
import { AdaptiveQuality } from './adaptiveQuality.ts';
import type { SceneChannel, SceneContext, SceneInput } from './SceneContext.ts';
import { isSoftwareWebGL } from './softwareWebGL.ts';

/** A route's scene, built from the options its page half sent, talking to that half over `channel`. */
export type SceneFactory = (
  options: never,
  context: SceneContext,
  channel: SceneChannel<never, unknown>,
) => Scene;

/** Each route scene's module, imported the first time a page asks for it. */
const SCENES: Record<SceneKind, () => Promise<SceneFactory>> = {
  ring: () => import('../ring/RingChart.ts').then((m) => m.createRingChart as SceneFactory),
  donuts: () => import('../home/DonutRow.ts').then((m) => m.createDonutRow as SceneFactory),
  carousel: () => import('../home/Carousel.ts').then((m) => m.createCarousel as SceneFactory),
  cursor: () => Promise.resolve(createCursorScene as SceneFactory),
};

/** How often the background's figures go to the page (window.__background), at most. */
const STATS_INTERVAL_MS = 200;
/** How often a bench run gets the frame times, in batches. */
const FRAMES_INTERVAL_MS = 250;

// WebGL first, then Pixi's canvas renderer where WebGL is missing (never WebGPU: SwiftShader lacks it).
const RENDERER_PREFERENCE = ['webgl', 'canvas'] as unknown as 'webgl';

interface RouteScene {
  scene: Scene | null;
  remove: (() => void) | null;
  listeners: Set<(message: never) => void>;
  /** Messages from the page half that arrived before the scene was mounted. */
  pending: unknown[] | null;
  removed: boolean;
}

export class SceneRuntime {
  private stage: Stage | null = null;
  private app: Application | null = null;
  private background: BackgroundScene | null = null;
  private quality: AdaptiveQuality | null = null;
  private context: SceneContext | null = null;
  /** Messages that arrived while the application was starting. */
  private queue: ToRuntime[] | null = [];
  private readonly scenes = new Map<number, RouteScene>();
  private readonly inputListeners = new Set<() => void>();
  private readonly paletteListeners = new Set<(palette: HomePalette) => void>();
  private palette: HomePalette | null = null;
  private readonly input: { hoverless: boolean; pointer: PointerInput } = {
    hoverless: false,
    pointer: { x: 0, y: 0, inside: false, type: 'mouse' },
  };
  private lastStats = '';
  private statsAt = 0;
  /** RuntimeStats.livelyDraws, and the stage's counts it was last judged from. */
  private livelyDraws = 0;
  private seenDraws = 0;
  private seenSceneDraws = 0;
  private frameTimes: number[] = [];
  private framesAt = 0;
  private lossExtension: WEBGL_lose_context | null = null;
  private destroyed = false;

  constructor(
    private readonly port: Port<ToRuntime, FromRuntime>,
    /** In a worker, gsap follows the stage's ticker: a worker has no animation frames of its own for it. */
    private readonly inWorker: boolean,
  ) {
    port.onmessage = (event) => this.receive(event.data);
  }

  private post(message: FromRuntime, transfer?: Transferable[]) {
    this.port.postMessage(message, transfer);
  }

  private receive(message: ToRuntime) {
    if (message.type === 'init') {
      this.start(message).catch((error: unknown) => {
        this.post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
      return;
    }
    if (this.queue) {
      this.queue.push(message);
      return;
    }
    this.handle(message);
  }

  private async start(init: InitMessage) {
    this.input.hoverless = init.hoverless;
    const store = createAppStore({
      width: init.state.viewport.width,
      height: init.state.viewport.height,
      device: init.state.device,
    });
    store.setState(init.state);
    // The replica's actions run on the page's store; its answer comes back as a state patch.
    const actions: Partial<Record<StoreAction, (...args: unknown[]) => void>> = {};
    for (const name of STORE_ACTIONS) {
      actions[name] = (...args: unknown[]) => this.post({ type: 'action', name, args });
    }
    store.setState(actions);
    this.palette = paletteFromTokens(init.palette);
    const input: SceneInput = this.input;
    this.context = {
      store,
      input,
      onInput: (listener) => {
        this.inputListeners.add(listener);
        return () => this.inputListeners.delete(listener);
      },
      palette: () => this.palette ?? paletteFromTokens(init.palette),
      onPalette: (listener) => {
        this.paletteListeners.add(listener);
        return () => this.paletteListeners.delete(listener);
      },
    };

    const app = new Application();
    // Multisampling where a GPU does it. A software rasteriser pays for every sample of the full-screen
    // canvas, mesh included, on the CPU (SwiftShader, 1280×720: 3.3× the clear-only floor instead of 2×).
    await app.init({
      canvas: init.canvas as HTMLCanvasElement,
      width: init.width,
      height: init.height,
      resolution: init.resolution,
      autoDensity: false,
      backgroundAlpha: 0,
      antialias: init.webgl !== 'off' && !isSoftwareWebGL(),
      preference: init.webgl === 'off' ? 'canvas' : RENDERER_PREFERENCE,
      ...(init.webgl === '1' ? { preferWebGLVersion: 1 as const } : {}),
    });
    if (this.destroyed) {
      app.destroy({ removeView: false }, { children: true, context: true });
      return;
    }
    this.app = app;
    if (this.inWorker) {
      // One clock for the scenes and their tweens: gsap advances at the start of each stage frame.
      gsap.ticker.remove(gsap.updateRoot);
      app.ticker.add(() => gsap.updateRoot(performance.now() / 1000), null, UPDATE_PRIORITY.INTERACTION + 1);
    }
    const stage = new Stage(app, {
      overflow: CANVAS_OVERFLOW,
      onHiddenChange: (hidden) => this.post({ type: 'stage-hidden', hidden }),
    });
    this.stage = stage;
    const background = new BackgroundScene({
      store,
      input,
      onInput: this.context.onInput,
      page: {
        mesh2d: init.mesh2d,
        // The figures first, so a page that sees the new state reads the figures that go with it.
        setMeshShown: (shown) => {
          this.report(true);
          this.post({ type: 'mesh-shown', shown });
        },
        marks: (layer, marks) => {
          this.report(true);
          this.post({ type: 'marks', layer, marks });
        },
        attachMesh2D: (attached) => this.post({ type: 'mesh2d', attached }),
      },
      autopilot: init.bench === 'background',
    });
    this.background = background;
    // The mesh alone (?bench=background) measures its full-rate cost unless a step is asked for.
    const pinned = init.quality ?? (init.bench === 'background' ? 'high' : null);
    this.quality = new AdaptiveQuality(app.ticker, background.pacer, pinned);
    const alone = init.bench === 'home' || init.bench === 'ring';
    if (!alone) stage.add(background);
    app.ticker.add(
      () => {
        this.countLively(stage, background);
        this.report();
      },
      null,
      UPDATE_PRIORITY.UTILITY,
    );
    if (init.reportFrames) app.ticker.add(this.recordFrame, this, UPDATE_PRIORITY.UTILITY);
    if (init.debug) {
      this.post({
        type: 'tunables',
        params: background.model.params,
        palettes: background.model.palettes,
        renderScale: background.renderScale,
      });
    }
    this.post({ type: 'ready' });
    const queued = this.queue ?? [];
    this.queue = null;
    for (const message of queued) this.handle(message);
  }

  private handle(message: ToRuntime) {
    const stage = this.stage;
    const store = this.context?.store;
    if (!stage || !store) return;
    switch (message.type) {
      case 'state':
        store.setState(message.patch);
        break;
      case 'pointer': {
        this.input.pointer = message.pointer;
        const { x, y, inside } = message.pointer;
        store.getState().setPointer(x, y, inside);
        break;
      }
      case 'hoverless':
        this.input.hoverless = message.hoverless;
        for (const listener of [...this.inputListeners]) listener();
        break;
      case 'palette': {
        const palette = paletteFromTokens(message.palette);
        this.palette = palette;
        for (const listener of [...this.paletteListeners]) listener(palette);
        break;
      }
      case 'resize':
        this.app?.renderer.resize(message.width, message.height, message.resolution);
        // The resized canvas is blank: draw it again in this task rather than on the next frame.
        this.app?.render();
        break;
      case 'visible':
        stage.setPageVisible(message.visible);
        break;
      case 'page-frames':
        this.quality?.pageFrames(message.intervals);
        break;
      case 'add':
        this.addScene(message.id, message.kind, message.options);
        break;
      case 'scene': {
        const entry = this.scenes.get(message.id);
        if (!entry) break;
        if (entry.pending) entry.pending.push(message.message);
        else this.deliver(entry, message.message);
        break;
      }
      case 'remove':
        this.removeScene(message.id);
        break;
      case 'hook':
        this.answerHook(message.id, message.name);
        break;
      case 'tune':
        this.tune(message.path, message.value);
        break;
      case 'init':
        break;
    }
  }

  private addScene(id: number, kind: SceneKind, options: unknown) {
    const entry: RouteScene = {
      scene: null,
      remove: null,
      listeners: new Set(),
      pending: [],
      removed: false,
    };
    this.scenes.set(id, entry);
    const channel: SceneChannel<never, unknown> = {
      post: (message, transfer) => {
        if (!entry.removed) this.post({ type: 'scene', id, message }, transfer);
      },
      listen: (handler) => {
        entry.listeners.add(handler);
        return () => entry.listeners.delete(handler);
      },
    };
    SCENES[kind]().then(
      (create) => {
        const stage = this.stage;
        const context = this.context;
        if (entry.removed || !stage || stage.isDestroyed || !context) return;
        const scene = create(options as never, context, channel);
        entry.scene = scene;
        entry.remove = stage.add(scene);
        const pending = entry.pending ?? [];
        entry.pending = null;
        for (const message of pending) this.deliver(entry, message);
      },
      (error: unknown) => console.error(`Scene ${kind} failed to load:`, error),
    );
  }

  private deliver(entry: RouteScene, message: unknown) {
    for (const listener of [...entry.listeners]) listener(message as never);
  }

  private removeScene(id: number) {
    const entry = this.scenes.get(id);
    if (!entry) return;
    entry.removed = true;
    entry.listeners.clear();
    entry.remove?.();
    this.scenes.delete(id);
  }

  /** Ticker, after the frame: was it drawn for more than the mesh's idle motion? */
  private countLively(stage: Stage, background: BackgroundScene) {
    const { drawn, scenes } = stage.frames;
    if (drawn !== this.seenDraws && (scenes !== this.seenSceneDraws || !background.idleMotion))
      this.livelyDraws++;
    this.seenDraws = drawn;
    this.seenSceneDraws = scenes;
  }

  /** Ticker, after the frame: the background's figures to the page when they changed (throttled unless `now`). */
  private report(now = false) {
    const background = this.background;
    if (!background) return;
    const time = performance.now();
    if (!now && time - this.statsAt < STATS_INTERVAL_MS) return;
    this.statsAt = time;
    const stats = {
      ...background.stats,
      stageDraws: this.stage?.frames.drawn ?? 0,
      quality: this.quality?.step ?? 'high',
      livelyDraws: this.livelyDraws,
    };
    const key = JSON.stringify(stats);
    if (key === this.lastStats) return;
    this.lastStats = key;
    this.post({ type: 'stats', stats });
  }

  private recordFrame() {
    const now = performance.now();
    this.frameTimes.push(this.app?.ticker.lastTime ?? now);
    if (now - this.framesAt < FRAMES_INTERVAL_MS) return;
    this.framesAt = now;
    this.post({ type: 'frames', times: this.frameTimes });
    this.frameTimes = [];
  }

  /** A debug panel change: `path` is a dotted path into the mesh model ('params.speed') or 'renderScale'. */
  private tune(path: string, value: unknown) {
    const background = this.background;
    if (!background) return;
    if (path === 'renderScale' && typeof value === 'number') {
      background.setRenderScale(value);
      return;
    }
    if (path === 'mode' && (value === 'dark' || value === 'bright')) {
      this.context?.store.getState().setBackgroundMode(value);
      return;
    }
    const keys = path.split('.');
    const last = keys.pop();
    const [root, ...rest] = keys;
    if (!last || (root !== 'params' && root !== 'palettes')) return;
    let target: unknown = background.model[root];
    for (const key of rest) target = (target as Record<string, unknown> | undefined)?.[key];
    if (!target || typeof target !== 'object' || !(last in target)) return;
    const record = target as Record<string, unknown>;
    const current = record[last];
    // Colours are objects the model may hold on to: changed in place.
    if (current && typeof current === 'object' && value && typeof value === 'object')
      Object.assign(current, value);
    else record[last] = value;
    background.invalidate();
  }

  /**
   * Frees the stage, every scene, the application and its context. A worker is simply terminated; on the
   * page the runtime shares the page's lifetime, so its host calls this when it goes.
   */
  destroy(): void {
    this.port.onmessage = null;
    this.queue = null;
    for (const id of [...this.scenes.keys()]) this.removeScene(id);
    this.quality?.destroy();
    this.quality = null;
    this.stage?.destroy();
    this.stage = null;
    this.background = null;
    this.inputListeners.clear();
    this.paletteListeners.clear();
    this.app?.destroy(
      { removeView: false },
      { children: true, texture: true, textureSource: true, context: true },
    );
    this.app = null;
    this.destroyed = true;
  }

  private answerHook(id: number, name: HookName) {
    try {
      this.post({ type: 'hook', id, result: this.runHook(name) });
    } catch (error) {
      this.post({ type: 'hook', id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  private runHook(name: HookName): unknown {
    const stage = this.stage;
    if (!stage) throw new Error('No stage');
    switch (name) {
      case 'counts':
        return this.counts(stage);
      case 'loseContext':
      case 'restoreContext': {
        this.lossExtension ??= stage.gl?.getExtension('WEBGL_lose_context') ?? null;
        if (!this.lossExtension) throw new Error('WEBGL_lose_context missing');
        if (name === 'loseContext') this.lossExtension.loseContext();
        else this.lossExtension.restoreContext();
        return true;
      }
      case 'blackClearProbe': {
        // The moment between three.js starting in the shared context (it leaves an opaque black clear
        // colour) and the mesh's first frame: Pixi draws alone and clears. Read back in the same task.
        const gl = stage.gl;
        if (!gl) throw new Error('no WebGL stage');
        stage.setUnderlay(null);
        gl.clearColor(0, 0, 0, 1);
        stage.setUnderlay(null);
        stage.app.renderer.render({ container: stage.app.stage });
        const pixel = new Uint8Array(4);
        gl.readPixels(2, 2, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
        // The background draws again on the next frame.
        if (this.background?.rendererKind === 'webgl') stage.setUnderlay(this.background);
        return [...pixel];
      }
      case 'frames':
        return stage.frames;
    }
  }

  private counts(stage: Stage): RuntimeCounts {
    const renderer = stage.app.renderer as Renderer & RendererTables;
    return {
      disposables: debugCounters.disposables,
      listeners: debugCounters.listeners,
      scenes: stage.sceneCount,
      tickerCallbacks: stage.ticker.count,
      displayObjects: countNodes(stage.app.stage),
      // Pixi leaves a null where a texture or buffer was freed.
      textures: liveItems(renderer.texture?.managedTextures),
      gpuBuffers: liveItems(renderer.buffer?._managedBuffers?.items),
      tweens: gsap.globalTimeline.getChildren(true, true, true).length,
    };
  }
}

/** Pixi's GPU resource tables are internal: read defensively, for the test hook only. */
type RendererTables = {
  texture?: { managedTextures?: readonly unknown[] };
  buffer?: { _managedBuffers?: { items?: Record<number, unknown> } };
};

function liveItems(items: Record<number, unknown> | readonly unknown[] | undefined): number | null {
  return items ? Object.values(items).filter(Boolean).length : null;
}

function countNodes(node: Container): number {
  let total = 1;
  for (const child of node.children) total += countNodes(child);
  return total;
}
