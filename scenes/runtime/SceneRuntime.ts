// The scene runtime: the one Pixi application, its stage and every scene, driven by messages from the page.
// It runs in a worker on a transferred canvas, so starting WebGL, compiling shaders and drawing never block
// the page; where a worker cannot draw, the page runs it itself over a local channel with the same messages.
import gsap from 'gsap';
import { type Application, RendererType, UPDATE_PRIORITY } from 'pixi.js';
import { createElement, Fragment, useEffect } from 'react';
import { BackgroundScene } from '../background/BackgroundScene.ts';
import type { AppState } from '../contract/appStore.ts';
import {
  type FromRuntime,
  type InitMessage,
  type Port,
  type StoreAction,
  type ToRuntime,
  triesWebGL,
} from '../contract/protocol.ts';
import { createReplica, type Replica } from '../contract/replica.ts';
import { type HomePalette, paletteFromTokens } from '../home/homePalette.ts';
import { CANVAS_OVERFLOW } from '../math/meshWave.ts';
import { Stage } from '../Stage.ts';
import { AdaptiveQuality } from './adaptiveQuality.ts';
import { readsFramesBack, timeHandoffs } from './frameHandoff.ts';
import { RuntimeInstruments } from './instruments.ts';
import './pixiElements.ts';
import { createPixiRoot, type PixiRoot } from './pixiRoot.ts';
import type { SceneContext, SceneInput } from './SceneContext.ts';
import { SceneTree } from './SceneTree.tsx';
import { SceneRegistry } from './sceneRegistry.ts';
import { isSoftwareWebGL } from './softwareWebGL.ts';

// WebGL first, then Pixi's canvas renderer where WebGL is missing (never WebGPU: SwiftShader lacks it).
const RENDERER_PREFERENCE = ['webgl', 'canvas'] as unknown as 'webgl';

/** The tree's last child: its cleanup runs after every scene's, once React has taken the tree down. */
function TreeEnd({ onMount, onGone }: { onMount: () => void; onGone: () => void }) {
  useEffect(() => {
    onMount();
    return onGone;
  }, [onMount, onGone]);
  return null;
}

export class SceneRuntime {
  private stage: Stage | null = null;
  private app: Application | null = null;
  /** The @pixi/react root on the canvas: its Application is the stage's, its tree the scenes. */
  private root: PixiRoot | null = null;
  /** The tree has been committed: taking it down runs TreeEnd's cleanup, which frees the rest. */
  private treeCommitted = false;
  private quality: AdaptiveQuality | null = null;
  private context: SceneContext | null = null;
  /** The store's copy the scenes read; only this runtime writes into it. */
  private replica: Replica | null = null;
  /** Messages that arrived while the application was starting. */
  private queue: ToRuntime[] | null = [];
  private readonly scenes = new SceneRegistry((message, transfer) => this.post(message, transfer));
  private instruments: RuntimeInstruments | null = null;
  private background: BackgroundScene | null = null;
  private readonly inputListeners = new Set<() => void>();
  private readonly paletteListeners = new Set<(palette: HomePalette) => void>();
  private palette: HomePalette | null = null;
  /** The device's hover capability; the pointer lives in the replica, the one copy the scenes read. */
  private readonly input: { hoverless: boolean } = { hoverless: false };
  private destroyed = false;

  constructor(
    private readonly port: Port<ToRuntime, FromRuntime>,
    /** In a worker, gsap follows the stage's ticker: a worker has no animation frames of its own for it. */
    private readonly inWorker: boolean,
    /** Messages that came before the runtime did (the worker's entry kept them while this chunk loaded). */
    early: readonly ToRuntime[] = [],
  ) {
    port.onmessage = (event) => this.receive(event.data);
    // The runtime's chunk is here: a step of the start (the page's deadline runs from it).
    this.post({ type: 'progress' });
    for (const message of early) this.receive(message);
  }

  private post(message: FromRuntime, transfer?: Transferable[]) {
    this.port.postMessage(message, transfer);
  }

  private receive(message: ToRuntime) {
    if (message.type === 'ping') {
      this.post({ type: 'pong' });
      return;
    }
    if (message.type === 'init') {
      this.start(message).catch((error: unknown) => {
        this.post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
      return;
    }
    if (this.queue) {
      this.queue.push(message);
      if (message.type === 'add') this.scenes.prefetch(message.kind);
      return;
    }
    this.handle(message);
  }

  private async start(init: InitMessage) {
    this.input.hoverless = init.hoverless;
    // The replica's actions run on the page's store; its answer comes back as a state patch.
    const actions: Pick<AppState, StoreAction> = {
      setHomeIndex: (...args) => this.post({ type: 'action', name: 'setHomeIndex', args }),
      setMouseState: (...args) => this.post({ type: 'action', name: 'setMouseState', args }),
      setBackgroundMode: (...args) => this.post({ type: 'action', name: 'setBackgroundMode', args }),
    };
    const replica = createReplica(init.state, actions, {
      x: init.width / 2,
      y: init.height / 2,
      inside: false,
    });
    this.replica = replica;
    const store = replica.store;
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

    const root = createPixiRoot(init.canvas);
    this.root = root;
    // Multisampling where a GPU does it. A software rasteriser pays for every sample of the full-screen
    // canvas, mesh included, on the CPU (SwiftShader, 1280×720: 3.3× the clear-only floor instead of 2×).
    // The first render, of nothing, starts the root's Application on the canvas.
    const app: Application = await root.render(null, {
      width: init.width,
      height: init.height,
      resolution: init.resolution,
      autoDensity: false,
      backgroundAlpha: 0,
      antialias: triesWebGL(init.webgl) && !isSoftwareWebGL(),
      preference: triesWebGL(init.webgl) ? RENDERER_PREFERENCE : 'canvas',
      ...(init.webgl === '1' ? { preferWebGLVersion: 1 as const } : {}),
    });
    if (this.destroyed) {
      app.destroy({ removeView: false }, { children: true, context: true });
      return;
    }
    this.app = app;
    this.post({ type: 'progress' });
    // In a worker, a browser that composites in software reads every WebGL frame back (frameHandoff.ts):
    // the empty stage's first frames tell, and the page starts the runtime again on a 2D canvas before
    // anything has been drawn. A WebGL choice the page made itself (?webgl=1) is kept.
    if (this.inWorker && init.webgl === 'auto' && app.renderer.type === RendererType.WEBGL) {
      const handoffs = await timeHandoffs(app.ticker, UPDATE_PRIORITY.UTILITY - 2);
      if (this.destroyed) return;
      if (readsFramesBack(handoffs)) {
        this.post({ type: 'frames-read-back', handoffs });
        return;
      }
    }
    if (this.inWorker) {
      // One clock for the scenes and their tweens: gsap advances at the start of each stage frame.
      gsap.ticker.remove(gsap.updateRoot);
      app.ticker.add(() => gsap.updateRoot(performance.now() / 1000), null, UPDATE_PRIORITY.INTERACTION + 1);
    }
    this.post({ type: 'progress' });
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
        webglDeclined: init.webgl === '2d',
        // The figures first, so a page that sees the new state reads the figures that go with it.
        setMeshShown: (shown) => {
          this.instruments?.report(true);
          this.post({ type: 'mesh-shown', shown });
        },
        marks: (layer, marks) => {
          this.instruments?.report(true);
          this.post({ type: 'marks', layer, marks });
        },
        attachMesh2D: (attached) => this.post({ type: 'mesh2d', attached }),
      },
      autopilot: init.bench === 'background',
    });
    this.background = background;
    // The mesh alone (?bench=background) measures its full-rate cost unless a step is asked for.
    const pinned = init.quality ?? (init.bench === 'background' ? 'high' : null);
    const quality = new AdaptiveQuality(app.ticker, background.pacer, pinned);
    this.quality = quality;
    const alone = init.bench === 'home' || init.bench === 'ring';
    this.instruments = new RuntimeInstruments({
      post: (message) => this.post(message),
      stage,
      background,
      store,
      quality: () => quality.step,
      reportFrames: init.reportFrames,
      // The registry's scenes (a class scene among them is on the stage too) and the mesh.
      sceneCount: () => this.scenes.mountedCount + (stage.has(background) ? 1 : 0),
    });
    if (init.debug) {
      this.post({
        type: 'tunables',
        params: background.model.params,
        palettes: background.model.palettes,
        renderScale: background.renderScale,
      });
    }
    const tree = createElement(SceneTree, {
      stage,
      context: this.context,
      registry: this.scenes,
      background: alone ? null : background,
    });
    await root.render(
      createElement(
        Fragment,
        null,
        tree,
        createElement(TreeEnd, { onMount: this.treeMounted, onGone: this.treeGone }),
      ),
      {},
    );
    if (this.destroyed) return;
    this.post({ type: 'ready' });
    const queued = this.queue ?? [];
    this.queue = null;
    for (const message of queued) this.handle(message);
  }

  private handle(message: ToRuntime) {
    const stage = this.stage;
    const replica = this.replica;
    if (!stage || !replica) return;
    switch (message.type) {
      case 'state':
        replica.apply(message.patch);
        break;
      case 'pointer': {
        const { x, y, inside } = message.pointer;
        replica.setPointer(x, y, inside);
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
        this.scenes.add(message);
        break;
      case 'scene':
        this.scenes.receive(message.id, message.message);
        break;
      case 'remove':
        this.scenes.remove(message.id);
        break;
      case 'hook':
        this.instruments?.answerHook(message.id, message.name);
        break;
      case 'tune':
        this.instruments?.tune(message.path, message.value);
        break;
      case 'mesh2d-placed':
        this.background?.mesh2dPlaced();
        break;
      case 'init':
        break;
    }
  }

  /**
   * Frees the stage, every scene, the application and its context. A worker is simply terminated; on the
   * page the runtime shares the page's lifetime, so its host calls this when it goes (or a fallback after
   * it takes over). React takes the scenes down first, running their cleanups; the rest goes after it.
   */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.port.onmessage = null;
    this.queue = null;
    this.scenes.clear();
    const tree = this.root && this.stage && this.treeCommitted;
    if (this.root) void this.root.render(null, {});
    if (!tree) this.treeGone();
  }

  private readonly treeMounted = () => {
    this.treeCommitted = true;
  };

  private readonly treeGone = () => {
    if (!this.destroyed) return;
    this.instruments?.destroy();
    this.instruments = null;
    this.replica = null;
    this.quality?.destroy();
    this.quality = null;
    this.stage?.destroy();
    this.stage = null;
    this.inputListeners.clear();
    this.paletteListeners.clear();
    this.app?.destroy(
      { removeView: false },
      { children: true, texture: true, textureSource: true, context: true },
    );
    this.app = null;
    this.root = null;
  };
}
