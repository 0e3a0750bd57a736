// The lit low-poly background: picks a renderer, draws in the stage's ticker, and outlives WebGL's failures.
import { type Ticker, UPDATE_PRIORITY } from 'pixi.js';
import { MOBILE_MAX_WIDTH } from '../../src/lib/viewport.ts';
import type { AppStore } from '../../src/store/appStore.ts';
import { Disposables } from '../Disposables.ts';
import type { Point } from '../math/meshLights.ts';
import { CANVAS_OVERFLOW, meshGrid } from '../math/meshWave.ts';
import type { Scene } from '../Scene.ts';
import type { Stage } from '../Stage.ts';
import { Canvas2DMeshRenderer } from './Canvas2DMeshRenderer.ts';
import { DEFAULT_SEED, MeshModel } from './MeshModel.ts';
import { createBackgroundCanvas, type MeshRenderer, type MeshRendererKind } from './MeshRenderer.ts';

/** After this many WebGL context losses the background stays on the 2D renderer. */
export const MAX_CONTEXT_LOSSES = 3;

/**
 * Drawing-buffer pixels per CSS pixel. Flat faces with soft edges look the same at half resolution,
 * and the fill cost (what dominates on software and mobile GPUs) drops fourfold.
 */
export const RENDER_SCALE = 0.5;

export const NO_WEBGL_MESSAGE =
  'WebGL is unavailable: the background mesh is drawn with the 2D canvas renderer.';

export interface BackgroundOptions {
  store: AppStore;
  /** Lights follow their autopilot path whatever the pointer does, so frames depend on time alone. */
  autopilot?: boolean;
  seed?: number;
}

/** Read by the e2e tests and the bench through window.__background. */
export interface BackgroundStats {
  renderer: MeshRendererKind | 'none';
  /** Frames drawn since mount. */
  frames: number;
  /** Smoothed CPU time of one frame (wave, shading, draw call), in milliseconds. */
  frameMs: number;
  contextLosses: number;
  faces: number;
}

declare global {
  interface Window {
    __background?: Readonly<BackgroundStats>;
  }
}

export class BackgroundScene implements Scene {
  readonly stats: BackgroundStats = { renderer: 'none', frames: 0, frameMs: 0, contextLosses: 0, faces: 0 };
  readonly model: MeshModel;
  renderScale = RENDER_SCALE;

  private stage: Stage | null = null;
  private renderer: MeshRenderer | null = null;
  private readonly disposables = new Disposables();
  private rendererDisposables = new Disposables();
  private destroyed = false;
  /** The WebGL context is lost: draw nothing until it is restored. */
  private paused = false;
  /** Something changed that the still (reduced-motion) frame must show. */
  private dirty = true;
  private touchOnly = false;
  private readonly pointer: Point = { x: 0, y: 0 };

  constructor(private readonly options: BackgroundOptions) {
    this.model = new MeshModel(1, 1, meshGrid(false, 1, 1), options.seed ?? DEFAULT_SEED);
  }

  mount(stage: Stage): void {
    this.stage = stage;
    const { store } = this.options;
    let first = true;
    this.disposables.add(
      store.subscribe(
        (s) => s.backgroundMode,
        (mode) => {
          this.model.setMode(mode, first || store.getState().reducedMotion);
          first = false;
          this.invalidate();
        },
        { fireImmediately: true },
      ),
    );
    this.disposables.add(
      store.subscribe(
        (s) => s.reducedMotion,
        () => this.invalidate(),
      ),
    );
    // No mouse to follow: the lights fly on autopilot.
    const touch = window.matchMedia('(pointer: coarse), (hover: none)');
    this.touchOnly = touch.matches;
    this.disposables.listen(touch, 'change', () => {
      this.touchOnly = touch.matches;
    });
    stage.ticker.add(this.tick, this, UPDATE_PRIORITY.HIGH);
    this.disposables.add(() => stage.ticker.remove(this.tick, this));
    window.__background = this.stats;
    this.disposables.add(() => {
      if (window.__background === this.stats) delete window.__background;
    });
    void this.start();
  }

  resize(width: number, height: number): void {
    const w = Math.max(1, Math.round(width)) + CANVAS_OVERFLOW;
    const h = Math.max(1, Math.round(height)) + CANVAS_OVERFLOW;
    const mobile = this.options.store.getState().device.mobile_device || width < MOBILE_MAX_WIDTH;
    this.model.resize(w, h, meshGrid(mobile, w, h));
    this.stats.faces = this.model.faceCount;
    this.renderer?.resize(w, h, this.renderScale);
    // A resized canvas is blank: draw at once rather than show an empty frame.
    this.dirty = true;
    this.draw(0);
  }

  /** Redraws on the next frame even when still (reduced motion, or after a debug change). */
  invalidate(): void {
    this.dirty = true;
  }

  setRenderScale(scale: number): void {
    this.renderScale = scale;
    this.renderer?.resize(this.model.width, this.model.height, scale);
    this.dirty = true;
  }

  get rendererKind(): MeshRendererKind | 'none' {
    return this.renderer?.kind ?? 'none';
  }

  private async start() {
    const canvas = createBackgroundCanvas('webgl');
    const context = canvas.getContext('webgl2', {
      alpha: false,
      antialias: false,
      depth: false,
      stencil: false,
      powerPreference: 'low-power',
    });
    if (!context) {
      console.warn(NO_WEBGL_MESSAGE);
      this.use2D();
      return;
    }
    try {
      // three.js loads only where WebGL exists, in its own chunk.
      const { WebGLMeshRenderer } = await import('./WebGLMeshRenderer.ts');
      if (this.destroyed) {
        context.getExtension('WEBGL_lose_context')?.loseContext();
        return;
      }
      this.attach(new WebGLMeshRenderer(canvas, context));
      this.watchContext(canvas);
    } catch (error) {
      console.warn('The WebGL background failed to start: using the 2D canvas renderer.', error);
      this.use2D();
    }
  }

  private use2D() {
    if (this.destroyed) return;
    try {
      this.attach(new Canvas2DMeshRenderer());
    } catch (error) {
      // The page's own background colour stays: nothing else depends on the mesh.
      console.warn('No 2D canvas either: the background stays plain.', error);
    }
  }

  private attach(renderer: MeshRenderer) {
    this.renderer = renderer;
    this.stats.renderer = renderer.kind;
    renderer.canvas.dataset.state = 'running';
    const layer = this.stage?.app.canvas;
    const host = layer?.parentElement;
    // Under the Pixi canvas, in the same layer container.
    if (host) host.insertBefore(renderer.canvas, layer ?? null);
    else document.body.prepend(renderer.canvas);
    renderer.resize(this.model.width, this.model.height, this.renderScale);
    this.dirty = true;
    this.draw(0);
  }

  private watchContext(canvas: HTMLCanvasElement) {
    const listen = this.rendererDisposables;
    listen.listen(canvas, 'webglcontextlost', () => {
      this.stats.contextLosses++;
      this.paused = true;
      canvas.dataset.state = 'lost';
      if (this.stats.contextLosses >= MAX_CONTEXT_LOSSES) {
        // Out of the event handler: three.js is still handling the same event.
        setTimeout(() => this.fallBackTo2D(), 0);
      }
    });
    listen.listen(canvas, 'webglcontextrestored', () => {
      if (this.renderer?.canvas !== canvas) return;
      this.paused = false;
      canvas.dataset.state = 'running';
      this.renderer.resize(this.model.width, this.model.height, this.renderScale);
      this.dirty = true;
    });
  }

  private fallBackTo2D() {
    if (this.destroyed || this.renderer?.kind !== 'webgl') return;
    console.warn(
      `The WebGL context was lost ${this.stats.contextLosses} times: the background switches to the 2D canvas renderer.`,
    );
    this.rendererDisposables.dispose();
    this.renderer.destroy();
    this.renderer = null;
    this.paused = false;
    this.use2D();
  }

  private readonly tick = (ticker: Ticker) => {
    // Long pauses (a stalled tab, a debugger) must not make the wave jump.
    this.draw(Math.min(ticker.deltaMS, 100) / 1000);
  };

  private draw(dt: number) {
    const renderer = this.renderer;
    if (!renderer || this.paused) return;
    const state = this.options.store.getState();
    if (state.reducedMotion && !this.dirty) return;
    const started = performance.now();
    if (state.reducedMotion) this.model.still();
    else this.model.step(dt, this.pointerTarget(state.pointer));
    renderer.draw(this.model);
    const cost = performance.now() - started;
    const stats = this.stats;
    stats.frameMs = stats.frames === 0 ? cost : stats.frameMs * 0.95 + cost * 0.05;
    stats.frames++;
    this.dirty = false;
  }

  /** The pointer in canvas pixels, or null when the lights should fly on autopilot. */
  private pointerTarget(pointer: { x: number; y: number; inside: boolean }): Point | null {
    if (this.options.autopilot || this.touchOnly || !pointer.inside) return null;
    if (this.options.store.getState().device.mobile_device) return null;
    this.pointer.x = pointer.x + CANVAS_OVERFLOW / 2;
    this.pointer.y = pointer.y + CANVAS_OVERFLOW / 2;
    return this.pointer;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.disposables.dispose();
    this.rendererDisposables.dispose();
    this.renderer?.destroy();
    this.renderer = null;
    this.stats.renderer = 'none';
    this.stage = null;
  }
}
