// The page's side of the scene runtime: starts it in a worker on a transferred canvas (or on the page where a
// worker cannot draw), mirrors the store into it, forwards the pointer, size, colours and visibility, and
// does in the DOM what the scenes ask for. Never imports Pixi or three.js: they load in the runtime.

import { Disposables } from '../../scenes/contract/Disposables.ts';
import {
  type AddSceneMessage,
  type BenchMode,
  type FromRuntime,
  type Port,
  type ToRuntime,
  triesWebGL,
  type WebGLChoice,
} from '../../scenes/contract/protocol.ts';
import type { QualityName } from '../../scenes/contract/quality.ts';
import type { FromScene, SceneKind, SceneOptions, ToScene } from '../../scenes/contract/scenes.ts';
import { appStore } from '../store/index.ts';
import { markCanvas } from './canvasMarks.ts';
import { DevChannel } from './devChannel.ts';
import {
  HOVERLESS_QUERY,
  measureStage,
  readPaletteTokens,
  runAction,
  sharedState,
  watchPage,
} from './pageInputs.ts';
import { PresentedCadence } from './presentedCadence.ts';
import { browserRuntimes, type RuntimeHost, type RuntimeLink } from './runtimeLink.ts';
import { RuntimeWatch } from './runtimeWatch.ts';

export interface SceneBridgeOptions {
  bench: BenchMode;
  debug: boolean;
  /** Runs the scenes on the page even where a worker could (?scenes=page): tests the fallback. */
  onPage: boolean;
  webgl: WebGLChoice;
  /** ?bench or ?frames: the runtime's frame times are kept on window.__sceneFrames for the bench. */
  reportFrames: boolean;
  /** ?quality=high|low: the adaptive quality step, pinned. */
  quality: QualityName | null;
}

/** A page half's line to its scene in the runtime. */
export interface SceneHandle<In> {
  post(message: In): void;
  remove(): void;
}

interface LiveScene {
  /** What put it on the stage: sent again to a runtime started anew. */
  add: AddSceneMessage;
  /** Its page half's handler, for its own kind's messages (the id ties a message to its kind). */
  receive: (message: FromScene<SceneKind>) => void;
  /** The runtime was started again (the worker failed): the half sends what it had sent once more. */
  resend: () => void;
}

export class SceneBridge {
  private readonly disposables = new Disposables();
  /** Torn down with the runtime it serves (a worker that failed goes with its listeners). */
  private runtimeDisposables = new Disposables();
  private port: Port<FromRuntime, ToRuntime> | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private mesh2d: HTMLCanvasElement | null = null;
  private readonly scenes = new Map<number, LiveScene>();
  private nextId = 1;
  private destroyed = false;
  /** The page's frames while the scenes draw, for the runtime's quality controller. */
  private readonly cadence = new PresentedCadence((intervals) =>
    this.send({ type: 'page-frames', intervals }),
  );
  private livelyDraws = 0;
  /** The hooks, figures and debug panels' line to the runtime. */
  readonly dev: DevChannel;
  /** The page's listeners are on (once, after the first runtime's first message). */
  private watching = false;
  private ready = false;
  private readonly readyListeners = new Set<() => void>();
  /** Where the scenes run: in a worker, or on the page. */
  mode: 'worker' | 'page' = 'worker';
  /** What the running runtime may draw with: the page's choice, or 'off' once WebGL has failed on the page. */
  private webgl: WebGLChoice;
  /** Deadlines for a runtime that never starts and a scene that never appears. */
  private readonly watch = new RuntimeWatch(
    (reason) => this.fallBack(reason),
    () => this.send({ type: 'ping' }),
  );

  constructor(
    private readonly layers: HTMLElement,
    private readonly sizer: HTMLElement,
    private readonly options: SceneBridgeOptions,
    /** Where each runtime starts: the browser's worker or page, or a test's runtime over a MessageChannel. */
    private readonly runtimes: RuntimeHost = browserRuntimes,
  ) {
    this.dev = new DevChannel(
      (message) => this.send(message),
      options.reportFrames,
      ({ livelyDraws }) => {
        if (livelyDraws === this.livelyDraws) return;
        this.livelyDraws = livelyDraws;
        this.cadence.keepAlive();
      },
    );
    this.webgl = options.webgl;
    this.start(!options.onPage && runtimes.workers ? 'worker' : 'page');
  }

  get isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Puts a scene of `kind` on the stage, its page half receiving the scene's messages. */
  addScene<K extends SceneKind>(
    kind: K,
    options: SceneOptions<K>,
    receive: (message: FromScene<K>) => void,
    resend: () => void = () => {},
  ): SceneHandle<ToScene<K>> {
    const id = this.nextId++;
    const add = { type: 'add', id, kind, options } as AddSceneMessage;
    this.scenes.set(id, { add, receive: receive as (message: FromScene<SceneKind>) => void, resend });
    this.send(add);
    this.watch.added(id, kind);
    return {
      post: (message) => {
        if (this.scenes.has(id)) this.send({ type: 'scene', id, message });
      },
      remove: () => {
        if (!this.scenes.delete(id)) return;
        this.watch.settled(id);
        this.send({ type: 'remove', id });
      },
    };
  }

  /** Calls `listener` once the runtime draws (at once if it does already). */
  whenReady(listener: () => void): () => void {
    if (this.ready) {
      listener();
      return () => {};
    }
    const once = () => {
      this.readyListeners.delete(once);
      listener();
    };
    this.readyListeners.add(once);
    return () => this.readyListeners.delete(once);
  }

  /** False when no runtime is there (one stopped, the next not started yet): the message is dropped. */
  private send(message: ToRuntime, transfer?: Transferable[]): boolean {
    if (!this.port) return false;
    this.port.postMessage(message, transfer);
    return true;
  }

  private start(mode: 'worker' | 'page') {
    this.mode = mode;
    this.ready = false;
    this.watch.started();
    const canvas = document.createElement('canvas');
    canvas.className = 'pixi-canvas';
    this.layers.append(canvas);
    const mesh2d = document.createElement('canvas');
    mesh2d.setAttribute('aria-hidden', 'true');
    this.canvas = canvas;
    this.mesh2d = mesh2d;
    let link: RuntimeLink;
    try {
      link = this.runtimes.start(mode, canvas, mesh2d, (message) => {
        if (this.ready) console.error('Scene worker error:', message);
        else this.fallBack(`the worker failed to start (${message || 'error'})`);
      });
    } catch (error) {
      canvas.remove();
      this.fallBack(error instanceof Error ? error.message : String(error));
      return;
    }
    const port = link.port;
    this.port = port;
    this.runtimeDisposables.add(() => link.stop());
    port.onmessage = (event) => this.receive(event.data);
    // A runtime started again (the worker failed): the scenes already on the page go on its stage. Messages
    // sent before 'init' wait in the runtime until it has started.
    for (const [, scene] of this.scenes) {
      this.send(scene.add);
      scene.resend();
    }
    // The worker's script is on its way: the measures and the first message can wait for the next task, so
    // this one stays short on a phone (its main thread is what a visitor's taps wait for).
    const initialise = () => {
      if (this.port !== port) return;
      this.initialise(link);
      if (!this.watching) {
        this.watching = true;
        const watching = watchPage(this.sizer, (message) => this.send(message));
        this.disposables.add(() => watching.dispose());
      }
    };
    const timer = setTimeout(initialise, 0);
    this.runtimeDisposables.add(() => clearTimeout(timer));
  }

  /** The runtime's first message (the store's state and the page's measures, as they are now), then the scenes. */
  private initialise({ canvas, mesh2d, transfer }: RuntimeLink) {
    const size = measureStage(this.sizer);
    this.send(
      {
        type: 'init',
        canvas,
        mesh2d,
        ...size,
        state: sharedState(appStore.getState()),
        palette: readPaletteTokens(),
        hoverless: window.matchMedia(HOVERLESS_QUERY).matches,
        bench: this.options.bench,
        reportFrames: this.options.reportFrames || this.options.debug,
        debug: this.options.debug,
        webgl: this.webgl,
        quality: this.options.quality,
      },
      transfer,
    );
  }

  /**
   * The runtime could not draw (it said so, or missed a deadline): the next way of drawing starts on new
   * canvases. A worker is followed by the page, with WebGL where the page has it; the page with WebGL by
   * the page without. After that there is nothing left to try.
   */
  private fallBack(reason: string) {
    if (this.destroyed) return;
    if (this.mode === 'page' && !triesWebGL(this.webgl)) {
      this.watch.reset();
      console.error(`The scenes cannot be drawn: ${reason}.`);
      return;
    }
    const withoutWebGL = this.mode === 'page';
    console.warn(`The scenes ${withoutWebGL ? 'draw without WebGL' : 'run on the page'}: ${reason}.`);
    if (withoutWebGL) this.webgl = 'off';
    this.stopRuntime();
    this.start('page');
  }

  /**
   * The worker's frames are read back for a software compositor (scenes/runtime/frameHandoff.ts): a new
   * worker draws the scenes on 2D canvases, which that compositor takes as they are. Nothing was drawn yet.
   */
  private withoutReadBack(handoffs: readonly number[]) {
    if (this.destroyed || this.mode !== 'worker') return;
    const times = handoffs.map((ms) => ms.toFixed(1)).join(', ');
    console.info(
      `The scenes draw without WebGL: this browser composites in software and reads each WebGL frame back (${times} ms).`,
    );
    this.webgl = '2d';
    this.stopRuntime();
    // Starting a worker on new canvases is most of this message's work: a task of its own, so neither is
    // long on a phone (the page is still loading).
    const timer = setTimeout(() => this.start('worker'), 0);
    this.runtimeDisposables.add(() => clearTimeout(timer));
  }

  private stopRuntime() {
    this.watch.reset();
    this.runtimeDisposables.dispose();
    this.runtimeDisposables = new Disposables();
    if (this.port) this.port.onmessage = null;
    this.port = null;
    this.canvas?.remove();
    this.mesh2d?.remove();
    this.canvas = null;
    this.mesh2d = null;
    this.dev.rejectPending();
  }

  /**
   * Puts the 2D mesh's canvas under the stage's and tells the runtime once a frame has been painted with it:
   * a worker's frame drawn into a canvas not yet in the page may never show, and the page's stand-in would
   * leave before the mesh is there (a dark flash, with software compositing).
   */
  private placeMesh2D(mesh2d: HTMLCanvasElement) {
    this.layers.insertBefore(mesh2d, this.canvas);
    const port = this.port;
    let frame = requestAnimationFrame(() => {
      // The second frame's callback runs after the first one was painted with the canvas in it.
      frame = requestAnimationFrame(() => {
        if (this.port === port && this.mesh2d === mesh2d) this.send({ type: 'mesh2d-placed' });
      });
    });
    this.runtimeDisposables.add(() => cancelAnimationFrame(frame));
  }

  private receive(message: FromRuntime) {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        document.documentElement.dataset.scenes = this.mode;
        this.watch.becameReady([...this.scenes].map(([id, scene]) => [id, scene.add.kind]));
        for (const listener of [...this.readyListeners]) listener();
        break;
      case 'failed':
        this.fallBack(message.message);
        break;
      case 'progress':
        if (message.scene === undefined) this.watch.progressed();
        else this.watch.sceneProgressed(message.scene);
        break;
      case 'pong':
        this.watch.answered();
        break;
      case 'frames-read-back':
        this.withoutReadBack(message.handoffs);
        break;
      case 'mounted':
        this.watch.settled(message.id);
        break;
      case 'action':
        runAction(message);
        break;
      case 'stage-hidden':
        if (this.canvas) this.canvas.style.visibility = message.hidden ? 'hidden' : '';
        break;
      case 'marks':
        markCanvas(message.layer === 'stage' ? this.canvas : this.mesh2d, message.marks);
        break;
      case 'mesh2d':
        if (!this.mesh2d) break;
        if (message.attached) this.placeMesh2D(this.mesh2d);
        else this.mesh2d.remove();
        break;
      case 'mesh-shown':
        if (message.shown) document.documentElement.dataset.mesh = 'shown';
        else delete document.documentElement.dataset.mesh;
        break;
      case 'stats':
      case 'hook':
      case 'frames':
      case 'tunables':
        this.dev.receive(message);
        break;
      case 'scene':
        this.scenes.get(message.id)?.receive(message.message);
        break;
    }
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.readyListeners.clear();
    this.cadence.destroy();
    this.disposables.dispose();
    this.scenes.clear();
    this.stopRuntime();
    this.dev.destroy();
    delete document.documentElement.dataset.mesh;
    delete document.documentElement.dataset.scenes;
  }
}
