// The lit low-poly background: picks a renderer, moves in the stage's ticker, and outlives WebGL's failures.
import { RendererType, type Ticker, UPDATE_PRIORITY } from 'pixi.js';
import { Disposables } from '../contract/Disposables.ts';
import type { BackgroundStats } from '../contract/protocol.ts';
import type { ReplicaStore } from '../contract/replica.ts';
import { MOBILE_MAX_WIDTH } from '../contract/viewport.ts';
import type { Point } from '../math/meshLights.ts';
import { CANVAS_OVERFLOW, meshGrid } from '../math/meshWave.ts';
import type { PageEffects, SceneInput } from '../runtime/SceneContext.ts';
import type { Scene, Stage, Underlay } from '../Stage.ts';
import { Canvas2DMeshRenderer } from './Canvas2DMeshRenderer.ts';
import { DEFAULT_SEED, MeshModel } from './MeshModel.ts';
import type { MeshRenderer, MeshRendererKind } from './MeshRenderer.ts';
import { IDLE_AFTER_MS, MeshPacer } from './meshPacer.ts';

/** After this many WebGL context losses the background stays on the 2D renderer. */
export const MAX_CONTEXT_LOSSES = 3;

/**
 * Drawing-buffer pixels per CSS pixel of the 2D renderer's own canvas. Flat faces with soft edges look the
 * same at half resolution, and the fill cost drops fourfold. The WebGL renderer draws into the stage's
 * canvas at the stage's resolution: one full-screen pass there costs less than compositing a second canvas.
 */
export const RENDER_SCALE = 0.5;

export const NO_WEBGL_MESSAGE =
  'WebGL is unavailable: the background mesh is drawn with the 2D canvas renderer.';
/** Pixi runs on WebGL 1, which three.js no longer supports. */
export const NO_WEBGL2_MESSAGE =
  'WebGL 2 is unavailable (three.js needs it): the background mesh is drawn with the 2D canvas renderer.';

export interface BackgroundOptions {
  store: ReplicaStore;
  input: SceneInput;
  /** Calls `listener` when the input (hover capability) changes; returns the teardown. */
  onInput(listener: () => void): () => void;
  /** What the page does for the background: its stand-in, its canvases' marks, the 2D canvas. */
  page: PageEffects;
  /** Lights follow their autopilot path whatever the pointer does, so frames depend on time alone. */
  autopilot?: boolean;
  seed?: number;
}

/**
 * With WebGL the mesh is the stage's underlay: three.js draws it into Pixi's own context, first in each
 * frame, and the ticker only moves it. Without WebGL it has a 2D canvas of its own under Pixi's.
 */
export class BackgroundScene implements Scene, Underlay {
  readonly stats: BackgroundStats = {
    renderer: 'none',
    frames: 0,
    draws: 0,
    frameMs: 0,
    contextLosses: 0,
    faces: 0,
  };
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
  /** The model moved since the shared renderer last drew it. */
  private moved = false;
  /** CPU time of the last step, counted with the draw that shows it. */
  private stepMs = 0;
  private touchOnly = false;
  private readonly pointer: Point = { x: 0, y: 0 };
  /** The WebGL renderer's engine name, for the canvas's marks. */
  private engine = '';
  /** The mesh is on screen: the page's CSS stand-in for it (shell.css) is hidden meanwhile. */
  private shown = false;
  /** Which display frames give the mesh a new state (quality step, idle motion). */
  readonly pacer = new MeshPacer();
  /** On the last frame only the mesh's idle motion moved it (the pointer still): nothing to hurry for. */
  idleMotion = false;
  private readonly lastPointer = { x: Number.NaN, y: Number.NaN, at: Number.NEGATIVE_INFINITY };
  /** Shown, not yet told to the page (see setShown). */
  private showPending = false;

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
    const { input, onInput } = this.options;
    this.touchOnly = input.hoverless;
    this.disposables.add(
      onInput(() => {
        this.touchOnly = input.hoverless;
      }),
    );
    stage.ticker.add(this.tick, this, UPDATE_PRIORITY.HIGH);
    this.disposables.add(() => stage.ticker.remove(this.tick, this));
    void this.start();
  }

  resize(width: number, height: number): void {
    const w = Math.max(1, Math.round(width)) + CANVAS_OVERFLOW;
    const h = Math.max(1, Math.round(height)) + CANVAS_OVERFLOW;
    const mobile = this.options.store.getState().device.mobile_device || width < MOBILE_MAX_WIDTH;
    this.model.resize(w, h, meshGrid(mobile, w, h));
    this.stats.faces = this.model.faceCount;
    this.renderer?.resize(w, h, this.renderScale);
    // A resized canvas is blank: the 2D one draws at once; the shared one draws in the render that follows.
    this.dirty = true;
    this.advance(0);
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

  /** Changed since the stage last drew the underlay (Underlay). */
  get changed(): boolean {
    return this.moved;
  }

  /** Draws the mesh into the stage's context, under the Pixi scenes (Underlay). */
  draw(): void {
    const renderer = this.renderer;
    if (renderer?.kind !== 'webgl' || this.paused) return;
    const started = performance.now();
    renderer.draw(this.model, this.moved);
    this.stats.draws++;
    this.setShown(true);
    if (this.moved) this.count(this.stepMs + performance.now() - started);
    this.moved = false;
  }

  private async start() {
    // Pixi found WebGL 2 (three.js needs 2): the mesh shares its context. Otherwise Pixi draws with its
    // canvas renderer, and so does the mesh.
    const context = this.stage?.gl;
    if (!context) {
      console.warn(
        this.stage?.app.renderer.type === RendererType.WEBGL ? NO_WEBGL2_MESSAGE : NO_WEBGL_MESSAGE,
      );
      this.use2D();
      return;
    }
    // Loading three.js and compiling the mesh's program take a while on a phone: the scenes meanwhile know
    // the canvas is about to be drawn every frame (a carousel settling then does not read its slides back).
    const stage = this.stage;
    stage?.setUnderlayStarting(true);
    try {
      // three.js loads only where WebGL exists, in its own chunk.
      const { WebGLMeshRenderer } = await import('./WebGLMeshRenderer.ts');
      const canvas = this.stage?.app.canvas as HTMLCanvasElement | OffscreenCanvas | undefined;
      if (this.destroyed || !canvas) return;
      const renderer = new WebGLMeshRenderer(canvas, context);
      // three.js set up its state in Pixi's context: Pixi must not trust its cache of it meanwhile.
      this.stage?.setUnderlay(null);
      await renderer.compile();
      if (this.destroyed) {
        renderer.destroy();
        return;
      }
      this.attach(renderer);
      this.watchContext(canvas);
    } catch (error) {
      console.warn('The WebGL background failed to start: using the 2D canvas renderer.', error);
      this.use2D();
    } finally {
      // The stage itself: destroying this scene meanwhile lets go of this.stage.
      stage?.setUnderlayStarting(false);
    }
  }

  private use2D() {
    if (this.destroyed) return;
    try {
      this.attach(new Canvas2DMeshRenderer(this.options.page.mesh2d));
    } catch (error) {
      // The page's own background colour stays: nothing else depends on the mesh.
      console.warn('No 2D canvas either: the background stays plain.', error);
    }
  }

  private attach(renderer: MeshRenderer) {
    this.renderer = renderer;
    this.stats.renderer = renderer.kind;
    const { page } = this.options;
    if (renderer.kind === 'webgl') {
      this.engine = renderer.engine ?? '';
      page.marks('stage', { renderer: 'webgl', state: 'running', engine: this.engine });
      this.stage?.setUnderlay(this);
    } else {
      page.marks('mesh2d', { renderer: 'canvas2d', state: 'running' });
      // Under the Pixi canvas, in the same layer container.
      page.attachMesh2D(true);
    }
    renderer.resize(this.model.width, this.model.height, this.renderScale);
    this.dirty = true;
    this.advance(0);
  }

  private watchContext(canvas: HTMLCanvasElement | OffscreenCanvas) {
    const listen = this.rendererDisposables;
    const { page } = this.options;
    listen.listen(canvas, 'webglcontextlost', () => {
      this.stats.contextLosses++;
      this.paused = true;
      this.setShown(false);
      page.marks('stage', { renderer: 'webgl', state: 'lost', engine: this.engine });
      if (this.stats.contextLosses >= MAX_CONTEXT_LOSSES) {
        // Out of the event handler: three.js is still handling the same event.
        setTimeout(() => this.fallBackTo2D(), 0);
      }
    });
    // three.js rebuilds its state on its own listener, registered before this one; the stage then draws.
    listen.listen(canvas, 'webglcontextrestored', () => {
      if (this.renderer?.kind !== 'webgl') return;
      this.paused = false;
      page.marks('stage', { renderer: 'webgl', state: 'running', engine: this.engine });
      this.renderer.resize(this.model.width, this.model.height, this.renderScale);
      this.dirty = true;
      this.moved = true;
      // three.js rebuilt its state behind Pixi's back: the stage resets Pixi's before it draws again.
      this.stage?.setUnderlay(this);
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
    this.options.page.marks('stage', null);
    // Pixi keeps the canvas, alone and transparent again, over the 2D one; it draws once its context is back.
    this.stage?.setUnderlay(null);
    this.paused = false;
    this.moved = false;
    this.use2D();
  }

  private readonly tick = (ticker: Ticker) => {
    if (this.showPending) {
      this.showPending = false;
      this.options.page.setMeshShown(true);
    }
    // Long pauses (a stalled tab, a debugger) must not make the wave jump.
    this.idleMotion = this.idle(ticker.lastTime);
    const dt = this.pacer.tick(Math.min(ticker.deltaMS, 100) / 1000, this.idleMotion);
    if (dt !== null) this.advance(dt);
  };

  /** The pointer has not moved for IDLE_AFTER_MS (or there is none): only the idle motion moves. */
  private idle(now: number): boolean {
    // The bench's mesh alone measures the motion at full rate: its autopilot is not idle motion.
    if (this.options.autopilot) return false;
    const { x, y } = this.options.store.getState().pointer;
    const last = this.lastPointer;
    if (x !== last.x || y !== last.y) {
      // The first reading is where the pointer is, not a move: a page that opens with the pointer still
      // (or none at all) starts at the idle rate instead of drawing every frame for IDLE_AFTER_MS.
      if (!Number.isNaN(last.x)) last.at = now;
      last.x = x;
      last.y = y;
    }
    return now - last.at > IDLE_AFTER_MS;
  }

  /**
   * Moves the mesh by dt seconds (once, to its still pose, under reduced motion). The 2D renderer draws it
   * at once; the shared one when the stage renders, later in the same frame.
   */
  private advance(dt: number) {
    const renderer = this.renderer;
    if (!renderer || this.paused) return;
    const state = this.options.store.getState();
    if (state.reducedMotion && !this.dirty) return;
    const started = performance.now();
    if (state.reducedMotion) this.model.still();
    else this.model.step(dt, this.pointerTarget(state.pointer));
    this.dirty = false;
    if (renderer.kind === 'webgl') {
      this.stepMs = performance.now() - started;
      this.moved = true;
      return;
    }
    renderer.draw(this.model, true);
    this.stats.draws++;
    this.setShown(true);
    this.count(performance.now() - started);
  }

  /**
   * Until the mesh draws (and whenever it cannot: a lost context, no canvas at all) the page shows
   * shell.css's stand-in, two glows over the faces' average colour, instead of its plain background.
   */
  private setShown(shown: boolean) {
    if (shown === this.shown) return;
    this.shown = shown;
    // Shown is said on the next tick, once the frame that drew the mesh has reached the screen: a first
    // draw compiles and rasterises for a while after this call returns, and the page dropping its stand-in
    // at once showed a near-black page meanwhile.
    this.showPending = shown;
    if (!shown) this.options.page.setMeshShown(false);
  }

  private count(cost: number) {
    const stats = this.stats;
    stats.frameMs = stats.frames === 0 ? cost : stats.frameMs * 0.95 + cost * 0.05;
    stats.frames++;
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
    const kind = this.renderer?.kind;
    this.renderer?.destroy();
    this.renderer = null;
    if (kind === 'webgl') {
      this.stage?.setUnderlay(null);
      this.options.page.marks('stage', null);
    } else if (kind === 'canvas2d') {
      this.options.page.marks('mesh2d', null);
      this.options.page.attachMesh2D(false);
    }
    this.setShown(false);
    this.stats.renderer = 'none';
    this.stage = null;
  }
}
