// The lit low-poly background: moves its model in the stage's ticker, at the pacer's rate, and draws it
// with the renderer MeshRendering keeps (the stage's underlay with WebGL, its own 2D canvas without).
import { type Ticker, UPDATE_PRIORITY } from 'pixi.js';
import { Disposables } from '../contract/Disposables.ts';
import type { BackgroundStats } from '../contract/protocol.ts';
import { MOBILE_MAX_WIDTH } from '../contract/viewport.ts';
import { CANVAS_OVERFLOW, meshGrid } from '../math/meshWave.ts';
import type { PageEffects } from '../runtime/SceneContext.ts';
import type { Scene, Stage } from '../Stage.ts';
import { DEFAULT_SEED, MeshModel } from './MeshModel.ts';
import { MeshPointer, type MeshPointerOptions } from './MeshPointer.ts';
import type { MeshRenderer, MeshRendererKind } from './MeshRenderer.ts';
import { MeshRendering, type RenderingHost } from './MeshRendering.ts';
import { MeshPacer } from './meshPacer.ts';

/**
 * Drawing-buffer pixels per CSS pixel of the 2D renderer's own canvas. Flat faces with soft edges look the
 * same at half resolution, and the fill cost drops fourfold. The WebGL renderer draws into the stage's
 * canvas at the stage's resolution: one full-screen pass there costs less than compositing a second canvas.
 */
export const RENDER_SCALE = 0.5;

export interface BackgroundOptions extends MeshPointerOptions {
  /** What the page does for the background: its stand-in, its canvases' marks, the 2D canvas. */
  page: PageEffects;
  seed?: number;
}

/**
 * With WebGL the mesh is the stage's underlay: three.js draws it into Pixi's own context, first in each
 * frame, and the ticker only moves it. Without WebGL it has a 2D canvas of its own under Pixi's.
 */
export class BackgroundScene implements Scene, RenderingHost {
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

  /** The renderer, from mount on. */
  private rendering: MeshRendering | null = null;
  private readonly disposables = new Disposables();
  private destroyed = false;
  /** Something changed that the still (reduced-motion) frame must show. */
  private dirty = true;
  /** The model moved since the shared renderer last drew it. */
  private moved = false;
  /** CPU time of the last step, counted with the draw that shows it. */
  private stepMs = 0;
  /** Where the lights head, and whether the pointer has gone still. */
  private readonly pointer: MeshPointer;
  /** The mesh is on screen: the page's CSS stand-in for it (shell.css) is hidden meanwhile. */
  private shown = false;
  /** Which display frames give the mesh a new state (quality step, idle motion). */
  readonly pacer = new MeshPacer();
  /** On the last frame only the mesh's idle motion moved it (the pointer still): nothing to hurry for. */
  idleMotion = false;
  /** Shown, not yet told to the page (see setShown). */
  private showPending = false;
  /**
   * The page has put the 2D mesh's canvas in the document and painted it (mesh2dPlaced). A worker's frame
   * drawn before that may never reach the screen: with software compositing the page then dropped its
   * stand-in two frames before the mesh showed, a dark flash under the home's card.
   */
  private mesh2dInPage = false;
  /** The canvas is in the page now: draw the mesh there on the next tick, whatever the pacer says. */
  private drawForPage = false;
  private stage: Stage | null = null;

  constructor(private readonly options: BackgroundOptions) {
    this.model = new MeshModel(1, 1, meshGrid(false, 1, 1), options.seed ?? DEFAULT_SEED);
    this.pointer = new MeshPointer(options);
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
    this.disposables.add(this.pointer.watch());
    stage.ticker.add(this.tick, this, UPDATE_PRIORITY.HIGH);
    this.disposables.add(() => stage.ticker.remove(this.tick, this));
    this.rendering = new MeshRendering(stage, this.options.page, this);
    void this.rendering.start();
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

  private get renderer(): MeshRenderer | null {
    return this.rendering?.renderer ?? null;
  }

  /** The WebGL context is lost: draw nothing until it is restored. */
  private get paused(): boolean {
    return this.rendering?.paused ?? false;
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

  /** A renderer took over (RenderingHost). */
  attached(renderer: MeshRenderer): void {
    renderer.resize(this.model.width, this.model.height, this.renderScale);
    this.dirty = true;
    this.advance(0);
  }

  /** The WebGL context is lost (RenderingHost). */
  lost(): void {
    this.setShown(false);
  }

  /** The WebGL context is back (RenderingHost). */
  restored(renderer: MeshRenderer): void {
    renderer.resize(this.model.width, this.model.height, this.renderScale);
    this.dirty = true;
    this.moved = true;
  }

  /** The WebGL renderer is gone (RenderingHost). */
  detached(): void {
    this.moved = false;
  }

  private readonly tick = (ticker: Ticker) => {
    if (this.showPending) {
      this.showPending = false;
      this.options.page.setMeshShown(true);
    }
    // Long pauses (a stalled tab, a debugger) must not make the wave jump.
    // Idle: the pointer still and nothing else on the stage moving every frame (holdFullRate).
    this.idleMotion = this.pointer.idle(ticker.lastTime) && !this.stage?.fullRate;
    const dt = this.pacer.tick(Math.min(ticker.deltaMS, 100) / 1000, this.idleMotion);
    if (dt !== null) this.advance(dt);
    else if (this.drawForPage) this.advance(0);
  };

  /** The page has put the 2D mesh's canvas in the document and painted it: what is drawn now shows. */
  mesh2dPlaced(): void {
    this.mesh2dInPage = true;
    this.drawForPage = true;
    this.dirty = true;
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
    else this.model.step(dt, this.pointer.lightsTarget(state.pointer));
    this.dirty = false;
    if (renderer.kind === 'webgl') {
      this.stepMs = performance.now() - started;
      this.moved = true;
      return;
    }
    renderer.draw(this.model, true);
    this.stats.draws++;
    this.drawForPage = false;
    // Said once the page has the canvas in its document (mesh2dPlaced), where a frame drawn now shows.
    if (this.mesh2dInPage) this.setShown(true);
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

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.disposables.dispose();
    this.stage = null;
    this.rendering?.destroy();
    this.rendering = null;
    this.setShown(false);
    this.stats.renderer = 'none';
  }
}
