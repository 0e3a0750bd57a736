// The page's side of the scene runtime: starts it in a worker on a transferred canvas (or on the page where a
// worker cannot draw), mirrors the store into it, forwards the pointer, size, colours and visibility, and
// does in the DOM what the scenes ask for. Never imports Pixi or three.js: they load in the runtime.

import type { AppState } from '../../scenes/contract/appStore.ts';
import { Disposables } from '../../scenes/contract/Disposables.ts';
import { debugCounters } from '../../scenes/contract/debugCounters.ts';
import {
  type BenchMode,
  type CanvasMarks,
  type FromRuntime,
  type HookName,
  type PaletteTokens,
  type Port,
  type RuntimeCanvas,
  type RuntimeCounts,
  type RuntimeStats,
  type SceneKind,
  SHARED_KEYS,
  type SharedState,
  STORE_ACTIONS,
  type ToRuntime,
  type TunablesMessage,
  type WebGLChoice,
} from '../../scenes/contract/protocol.ts';
import type { QualityName } from '../../scenes/contract/quality.ts';
import { appStore } from '../store/index.ts';
import { localPorts } from './localPort.ts';
import { PresentedCadence } from './presentedCadence.ts';

export const HOVERLESS_QUERY = '(pointer: coarse), (hover: none)';

declare global {
  interface Window {
    /** The background's figures, for the e2e tests and the bench. */
    __background?: Readonly<RuntimeStats>;
    /** Bench: the times of the scene runtime's animation frames, appended as they come. */
    __sceneFrames?: number[];
  }
}

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
  kind: SceneKind;
  options: unknown;
  receive: (message: never) => void;
  /** The runtime was started again (the worker failed): the half sends what it had sent once more. */
  resend: () => void;
}

/** The CSS tokens the Home scenes draw with, as computed now. */
export function readPaletteTokens(): PaletteTokens {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    line: read('--line'),
    accent: read('--accent'),
    accent2: read('--accent-2'),
    bgRaised: read('--bg-raised'),
  };
}

function sharedState(state: AppState): SharedState {
  const shared: Partial<Record<keyof SharedState, unknown>> = {};
  for (const key of SHARED_KEYS) shared[key] = state[key];
  return shared as SharedState;
}

export class SceneBridge {
  private readonly disposables = new Disposables();
  /** Torn down with the runtime it serves (a worker that failed goes with its listeners). */
  private runtimeDisposables = new Disposables();
  private port: Port<FromRuntime, ToRuntime> | null = null;
  private worker: Worker | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private mesh2d: HTMLCanvasElement | null = null;
  private readonly scenes = new Map<number, LiveScene>();
  private readonly hookCalls = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void }
  >();
  private nextId = 1;
  private destroyed = false;
  /** The page's frames while the scenes draw, for the runtime's quality controller. */
  private readonly cadence = new PresentedCadence((intervals) =>
    this.send({ type: 'page-frames', intervals }),
  );
  private livelyDraws = 0;
  /** The page's listeners are on (once, after the first runtime's first message). */
  private watching = false;
  private ready = false;
  private readonly readyListeners = new Set<() => void>();
  private tunablesListener: ((message: TunablesMessage) => void) | null = null;
  private tunables: TunablesMessage | null = null;
  private framesListener: ((times: number[]) => void) | null = null;
  /** Where the scenes run: in a worker, or on the page. */
  mode: 'worker' | 'page' = 'worker';

  constructor(
    private readonly layers: HTMLElement,
    private readonly sizer: HTMLElement,
    private readonly options: SceneBridgeOptions,
  ) {
    const canWork =
      !options.onPage &&
      typeof Worker !== 'undefined' &&
      typeof OffscreenCanvas !== 'undefined' &&
      'transferControlToOffscreen' in HTMLCanvasElement.prototype;
    this.start(canWork ? 'worker' : 'page');
  }

  get isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Puts a scene of `kind` on the stage, its page half receiving the scene's messages. */
  addScene<In, Out>(
    kind: SceneKind,
    options: unknown,
    receive: (message: Out) => void,
    resend: () => void = () => {},
  ): SceneHandle<In> {
    const id = this.nextId++;
    this.scenes.set(id, { kind, options, receive: receive as (message: never) => void, resend });
    this.send({ type: 'add', id, kind, options });
    return {
      post: (message) => {
        if (this.scenes.has(id)) this.send({ type: 'scene', id, message });
      },
      remove: () => {
        if (!this.scenes.delete(id)) return;
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

  /** A test hook answered by the runtime. */
  hook(name: HookName): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.hookCalls.set(id, { resolve, reject });
      this.send({ type: 'hook', id, name });
    });
  }

  /** Test hook: what the runtime and the page halves hold right now. */
  async counts(): Promise<RuntimeCounts> {
    const runtime = (await this.hook('counts')) as RuntimeCounts;
    // On the page, the runtime's counters are the page's own.
    if (this.mode === 'page') return runtime;
    return {
      ...runtime,
      disposables: runtime.disposables + debugCounters.disposables,
      listeners: runtime.listeners + debugCounters.listeners,
    };
  }

  /** The debug panel: the mesh's tunables as the runtime has them, then its changes sent back. */
  onTunables(listener: (message: TunablesMessage) => void): void {
    this.tunablesListener = listener;
    if (this.tunables) listener(this.tunables);
  }

  /** The debug panel: the times of the runtime's frames, in batches. */
  onFrames(listener: ((times: number[]) => void) | null): void {
    this.framesListener = listener;
  }

  tune(path: string, value: unknown): void {
    this.send({ type: 'tune', path, value });
  }

  private send(message: ToRuntime, transfer?: Transferable[]) {
    this.port?.postMessage(message, transfer);
  }

  private start(mode: 'worker' | 'page') {
    this.mode = mode;
    this.ready = false;
    const canvas = document.createElement('canvas');
    canvas.className = 'pixi-canvas';
    this.layers.append(canvas);
    const mesh2d = document.createElement('canvas');
    mesh2d.setAttribute('aria-hidden', 'true');
    this.canvas = canvas;
    this.mesh2d = mesh2d;
    let target: RuntimeCanvas = canvas;
    let target2d: RuntimeCanvas = mesh2d;
    const transfer: Transferable[] = [];
    if (mode === 'worker') {
      try {
        target = canvas.transferControlToOffscreen();
        target2d = mesh2d.transferControlToOffscreen();
        transfer.push(target, target2d);
        const worker = new Worker(new URL('../../scenes/runtime/worker.ts', import.meta.url), {
          type: 'module',
          name: 'scenes',
        });
        this.worker = worker;
        this.port = worker as unknown as Port<FromRuntime, ToRuntime>;
        this.runtimeDisposables.listen(worker, 'error', (event) => {
          if (this.ready) console.error('Scene worker error:', (event as ErrorEvent).message);
          else this.fallBack(`the worker failed to start (${(event as ErrorEvent).message || 'error'})`);
        });
      } catch (error) {
        canvas.remove();
        this.fallBack(error instanceof Error ? error.message : String(error));
        return;
      }
    } else {
      const [page, runtime] = localPorts<FromRuntime, ToRuntime>();
      this.port = page;
      this.runtimeDisposables.add(() => {
        page.close();
        runtime.close();
      });
      import('../../scenes/runtime/page.ts').then(
        ({ SceneRuntime }) => {
          if (this.port !== page || this.destroyed) return;
          // On the page the runtime lives as long as this bridge's use of it: freed with it.
          const instance = new SceneRuntime(runtime, false);
          this.runtimeDisposables.add(() => instance.destroy());
        },
        (error: unknown) => console.error('The scenes failed to load:', error),
      );
    }
    const port = this.port;
    if (!port) return;
    port.onmessage = (event) => this.receive(event.data);
    // A runtime started again (the worker failed): the scenes already on the page go on its stage. Messages
    // sent before 'init' wait in the runtime until it has started.
    for (const [id, scene] of this.scenes) {
      this.send({ type: 'add', id, kind: scene.kind, options: scene.options });
      scene.resend();
    }
    // The worker's script is on its way: the measures and the first message can wait for the next task, so
    // this one stays short on a phone (its main thread is what a visitor's taps wait for).
    const initialise = () => {
      if (this.port !== port) return;
      this.initialise(target, target2d, transfer);
      if (!this.watching) {
        this.watching = true;
        this.watchPage();
      }
    };
    const timer = setTimeout(initialise, 0);
    this.runtimeDisposables.add(() => clearTimeout(timer));
  }

  /** The runtime's first message (the store's state and the page's measures, as they are now), then the scenes. */
  private initialise(target: RuntimeCanvas, target2d: RuntimeCanvas, transfer: Transferable[]) {
    const size = this.size();
    this.send(
      {
        type: 'init',
        canvas: target,
        mesh2d: target2d,
        ...size,
        state: sharedState(appStore.getState()),
        palette: readPaletteTokens(),
        hoverless: window.matchMedia(HOVERLESS_QUERY).matches,
        bench: this.options.bench,
        reportFrames: this.options.reportFrames || this.options.debug,
        debug: this.options.debug,
        webgl: this.options.webgl,
        quality: this.options.quality,
      },
      transfer,
    );
  }

  /** The worker could not draw: the same runtime starts on the page, on new canvases. */
  private fallBack(reason: string) {
    if (this.destroyed || this.mode === 'page') return;
    console.warn(`The scenes run on the page: ${reason}.`);
    this.stopRuntime();
    this.start('page');
  }

  private stopRuntime() {
    this.runtimeDisposables.dispose();
    this.runtimeDisposables = new Disposables();
    if (this.port) this.port.onmessage = null;
    this.port = null;
    this.worker?.terminate();
    this.worker = null;
    this.canvas?.remove();
    this.mesh2d?.remove();
    this.canvas = null;
    this.mesh2d = null;
    for (const [, call] of this.hookCalls) call.reject(new Error('The scene runtime stopped'));
    this.hookCalls.clear();
  }

  private size() {
    // The canvas is CANVAS_OVERFLOW larger than the viewport (background.css): measure what it fills.
    const rect = this.sizer.getBoundingClientRect();
    return {
      width: Math.max(1, Math.round(rect.width)),
      height: Math.max(1, Math.round(rect.height)),
      resolution: stageResolution(),
    };
  }

  /** What the runtime cannot see from where it runs: the store, the pointer, sizes, colours, visibility. */
  private watchPage() {
    const d = this.disposables;
    d.add(
      appStore.subscribe((state, previous) => {
        let patch: Partial<Record<keyof SharedState, unknown>> | null = null;
        for (const key of SHARED_KEYS) {
          if (state[key] === previous[key]) continue;
          patch ??= {};
          patch[key] = state[key];
        }
        if (patch) this.send({ type: 'state', patch: patch as Partial<SharedState> });
      }),
    );
    const onPointer = (event: PointerEvent) => {
      this.send({
        type: 'pointer',
        pointer: {
          x: event.clientX,
          y: event.clientY,
          inside: event.pointerType !== 'touch',
          type: event.pointerType,
        },
      });
    };
    d.listen(document, 'pointermove', onPointer, { passive: true });
    d.listen(document, 'pointerdown', onPointer, { passive: true });
    d.listen(document, 'pointerout', (event) => {
      // Leaving the window: no related target.
      if (event.relatedTarget !== null) return;
      this.send({
        type: 'pointer',
        pointer: { x: event.clientX, y: event.clientY, inside: false, type: event.pointerType },
      });
    });
    const hoverless = window.matchMedia(HOVERLESS_QUERY);
    d.listen(hoverless, 'change', () => this.send({ type: 'hoverless', hoverless: hoverless.matches }));
    d.listen(document, 'visibilitychange', () => this.send({ type: 'visible', visible: !document.hidden }));
    // tokens.css keys the bright mode on :root[data-background].
    const palette = new MutationObserver(() => this.send({ type: 'palette', palette: readPaletteTokens() }));
    palette.observe(document.documentElement, { attributes: true, attributeFilter: ['data-background'] });
    d.add(() => palette.disconnect());
    let last = '';
    const resize = new ResizeObserver(() => {
      const size = this.size();
      const key = `${size.width}×${size.height}@${size.resolution}`;
      if (key === last) return;
      last = key;
      this.send({ type: 'resize', ...size });
    });
    resize.observe(this.sizer);
    d.add(() => resize.disconnect());
    // A new device pixel ratio (the window dragged to another screen, a zoom) changes no CSS size.
    const onDpr = () => {
      const size = this.size();
      last = `${size.width}×${size.height}@${size.resolution}`;
      this.send({ type: 'resize', ...size });
    };
    d.listen(window, 'resize', onDpr);
  }

  private receive(message: FromRuntime) {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        for (const listener of [...this.readyListeners]) listener();
        break;
      case 'failed':
        if (this.mode === 'worker') this.fallBack(message.message);
        else console.error('The scenes failed to start:', message.message);
        break;
      case 'action':
        if ((STORE_ACTIONS as readonly string[]).includes(message.name)) {
          (appStore.getState()[message.name] as (...args: unknown[]) => void)(...message.args);
        }
        break;
      case 'stage-hidden':
        if (this.canvas) this.canvas.style.visibility = message.hidden ? 'hidden' : '';
        break;
      case 'marks':
        this.mark(message.layer === 'stage' ? this.canvas : this.mesh2d, message.marks);
        break;
      case 'mesh2d':
        if (!this.mesh2d) break;
        if (message.attached) this.layers.insertBefore(this.mesh2d, this.canvas);
        else this.mesh2d.remove();
        break;
      case 'mesh-shown':
        if (message.shown) document.documentElement.dataset.mesh = 'shown';
        else delete document.documentElement.dataset.mesh;
        break;
      case 'stats':
        window.__background = message.stats;
        if (message.stats.livelyDraws !== this.livelyDraws) {
          this.livelyDraws = message.stats.livelyDraws;
          this.cadence.keepAlive();
        }
        break;
      case 'scene':
        this.scenes.get(message.id)?.receive(message.message as never);
        break;
      case 'hook': {
        const call = this.hookCalls.get(message.id);
        this.hookCalls.delete(message.id);
        if (message.error !== undefined) call?.reject(new Error(message.error));
        else call?.resolve(message.result);
        break;
      }
      case 'frames':
        if (this.options.reportFrames) {
          window.__sceneFrames ??= [];
          window.__sceneFrames.push(...message.times);
        }
        this.framesListener?.(message.times);
        break;
      case 'tunables':
        this.tunables = message;
        this.tunablesListener?.(message);
        break;
    }
  }

  /** The hooks the stylesheet, the e2e tests and the bench read on the canvas that shows the mesh. */
  private mark(canvas: HTMLCanvasElement | null, marks: CanvasMarks | null) {
    if (!canvas) return;
    canvas.classList.toggle('background-canvas', marks !== null);
    if (marks) {
      canvas.dataset.renderer = marks.renderer;
      canvas.dataset.state = marks.state;
      if (marks.engine) canvas.dataset.engine = marks.engine;
    } else {
      delete canvas.dataset.renderer;
      delete canvas.dataset.state;
      delete canvas.dataset.engine;
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
    delete document.documentElement.dataset.mesh;
    delete window.__background;
  }
}

/** The screen's density as the stage renders at it: the device's, at most 2 (the cursor's layer matches it). */
export function stageResolution(): number {
  return Math.min(window.devicePixelRatio || 1, 2);
}
