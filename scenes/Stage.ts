// The one Pixi application and its ticker: the loop every scene (and the three.js background) runs in.
import { type Application, RendererType, type Ticker, UPDATE_PRIORITY, type WebGLRenderer } from 'pixi.js';
import { Disposables } from './contract/Disposables.ts';
import { GpuBacklog } from './gpuBacklog.ts';
import { SceneGraphChanges } from './SceneGraphChanges.ts';

/**
 * What the stage mounts itself, outside the scenes' component tree: the three.js mesh (scenes/background/),
 * whose component adds it and removes it. Mounted on the stage, resized with it, destroyed without a trace.
 */
export interface Scene {
  mount(stage: Stage): void;
  resize(width: number, height: number): void;
  destroy(): void;
}

/**
 * Drawn into the stage's own WebGL context before the Pixi scenes, in the same frame: the background
 * mesh. One canvas and one context for both layers, because compositing two full-screen WebGL canvases
 * costs more than drawing either of them on a software GPU.
 */
export interface Underlay {
  /** Something new to show: the frame is drawn even if no Pixi scene changed. */
  readonly changed: boolean;
  /** Covers the default framebuffer; Pixi then renders its scenes on top without clearing. */
  draw(): void;
}

export interface StageOptions {
  /**
   * How much larger than the viewport the canvas is, half past each edge (the background's moving border
   * must never show). Scenes still draw in viewport coordinates: the root is moved in by half of it.
   */
  overflow?: number;
  /** The canvas shows nothing at all (true) or something again (false): the page hides its element. */
  onHiddenChange?: (hidden: boolean) => void;
}

export class Stage {
  private readonly scenes = new Set<Scene>();
  private readonly disposables = new Disposables();
  private readonly changes = new SceneGraphChanges();
  private readonly overflow: number;
  private readonly onHiddenChange: ((hidden: boolean) => void) | undefined;
  private underlay: Underlay | null = null;
  /** Draw the next frame even if nothing seems to have changed (new size, context back, tab shown). */
  private stale = true;
  private destroyed = false;
  /** The canvas is hidden: it showed nothing at all on the last frame drawn. */
  private hidden = false;
  /** The WebGL context is lost: the canvas is hidden until it is back. */
  private lost = false;
  /** The underlay had something new on the last tick: the frame was drawn whatever the scenes did. */
  private underlayMoved = false;
  /** An underlay is on its way (its renderer loading or compiling): it will be drawn from then on. */
  private underlayStarting = false;
  /** The underlay changed on a frame held back for the GPU: the next frame drawn shows its new state. */
  private underlayBehind = false;
  private readonly gpu = new GpuBacklog();
  /** The viewport's size as the scene components read it (useStageSize): a new object when it changes. */
  private viewport = { width: 1, height: 1 };
  private readonly resizeListeners = new Set<() => void>();
  /**
   * Frames drawn and frames skipped because nothing changed (a debugging aid), the drawn frames in which
   * a Pixi scene changed (a turning ring, a sliding card, a filling donut), not only the underlay, and the
   * frames held back while the GPU was still on the previous one.
   */
  readonly frames = { drawn: 0, skipped: 0, scenes: 0, held: 0 };
  /** Scenes holding the full rate (holdFullRate). */
  private fullRateHolds = 0;

  constructor(
    readonly app: Application,
    options: StageOptions = {},
  ) {
    this.overflow = options.overflow ?? 0;
    this.onHiddenChange = options.onHiddenChange;
    app.stage.position.set(this.overflow / 2, this.overflow / 2);
    this.takeOverRender();
    this.viewport = { width: this.width, height: this.height };
    const onResize = () => {
      // A resized canvas is blank: Pixi's resize plugin renders right after this event.
      this.stale = true;
      this.resize();
    };
    this.app.renderer.on('resize', onResize);
    this.disposables.add(() => this.app.renderer.off('resize', onResize));
    // Pixi and three.js rebuild their GPU resources on their own listeners; this one draws the result.
    this.disposables.listen(app.canvas as EventTarget, 'webglcontextrestored', () => {
      this.stale = true;
      this.setLost(false);
    });
    // A lost context's canvas keeps showing its last frame when it belongs to a worker (an OffscreenCanvas):
    // the page hides it until the context is back, so nothing stale covers the page or the 2D mesh.
    this.disposables.listen(app.canvas as EventTarget, 'webglcontextlost', () => this.setLost(true));
  }

  private setLost(lost: boolean) {
    if (lost === this.lost) return;
    const before = this.hidden || this.lost;
    this.lost = lost;
    if (before !== (this.hidden || this.lost)) this.onHiddenChange?.(this.hidden || this.lost);
  }

  /** A hidden tab draws nothing: the one ticker stops, so every layer stops with it. */
  setPageVisible(visible: boolean): void {
    if (this.destroyed) return;
    if (!visible) this.app.ticker.stop();
    else {
      this.stale = true;
      this.app.ticker.start();
    }
  }

  get ticker(): Ticker {
    return this.app.ticker;
  }

  /**
   * The underlay has something new for this frame, so the stage draws it: a scene's update at a priority
   * after the underlay's (HIGH) may put its own small changes in the same frame rather than in one more.
   */
  get underlayChanged(): boolean {
    return this.underlay?.changed ?? false;
  }

  /**
   * Something on the stage moves every frame for a while (the Home's progress line while it counts): the
   * mesh then takes a new state every frame too, instead of its idle rate, so the frames the stage draws
   * come at the display's pace rather than at the mesh's 30 a second with the line's in between. Returns
   * the release.
   */
  holdFullRate(): () => void {
    let held = true;
    this.fullRateHolds++;
    return () => {
      if (!held) return;
      held = false;
      this.fullRateHolds--;
    };
  }

  /** A scene holds the full rate (holdFullRate). */
  get fullRate(): boolean {
    return this.fullRateHolds > 0;
  }

  /** The viewport's width: the canvas's own is larger by the overflow. */
  get width(): number {
    return Math.max(1, this.app.screen.width - this.overflow);
  }

  get height(): number {
    return Math.max(1, this.app.screen.height - this.overflow);
  }

  /** Pixi's WebGL 2 context when it renders with WebGL (null with its canvas renderer): an underlay draws there. */
  get gl(): WebGL2RenderingContext | null {
    const renderer = this.app.renderer;
    if (renderer.type !== RendererType.WEBGL) return null;
    const { gl } = renderer as WebGLRenderer;
    return typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext ? gl : null;
  }

  /** The WebGL context is lost: nothing can be drawn until it is back. */
  get contextLost(): boolean {
    return this.gl?.isContextLost() ?? false;
  }

  get isDestroyed(): boolean {
    return this.destroyed;
  }

  /**
   * The underlay (the breathing mesh) has drawn a new frame on the last tick, or is about to start: the
   * whole canvas is drawn each frame anyway, or will be in a moment, so a scene gains nothing by holding
   * its own drawing still (the carousel reading its slides back from the GPU for that, say).
   */
  get drawsEveryFrame(): boolean {
    return this.underlayMoved || this.underlayStarting;
  }

  /** An underlay starts (true) or has started or given up (false): see drawsEveryFrame. */
  setUnderlayStarting(starting: boolean): void {
    this.underlayStarting = starting;
  }

  /** The viewport's size, the same object until it changes. */
  readonly size = (): { width: number; height: number } => this.viewport;

  /** Calls `listener` when the viewport's size changed; returns the teardown. */
  readonly onResize = (listener: () => void): (() => void) => {
    this.resizeListeners.add(listener);
    return () => this.resizeListeners.delete(listener);
  };

  /** Whether `scene` is mounted on this stage. */
  has(scene: Scene): boolean {
    return this.scenes.has(scene);
  }

  add(scene: Scene): () => void {
    if (this.destroyed) throw new Error('Stage destroyed');
    this.scenes.add(scene);
    scene.mount(this);
    scene.resize(this.width, this.height);
    return () => this.remove(scene);
  }

  remove(scene: Scene): void {
    if (!this.scenes.delete(scene)) return;
    scene.destroy();
  }

  /**
   * Draws the next frame even if the scene graph looks unchanged. Only a texture redrawn in place (a
   * canvas or video source updated without a new texture) needs it; everything else Pixi sees itself.
   */
  invalidate(): void {
    this.stale = true;
  }

  /**
   * Draws `underlay` under the scenes from the next frame on; null gives the canvas back to Pixi alone.
   * Call it right after the underlay's renderer is made or freed: both touch the context's state, which
   * Pixi then stops trusting.
   */
  setUnderlay(underlay: Underlay | null): void {
    this.underlay = underlay;
    // A new underlay's first frame is news: drawsEveryFrame says so already on the tick that draws it,
    // whose scenes update before the underlay reports anything.
    this.underlayMoved = underlay !== null;
    this.stale = true;
    const gl = this.gl;
    if (gl) this.resetRendererState(gl);
  }

  /**
   * Makes Pixi forget its cache of the context's state after other GL code ran. Pixi's resetState sets
   * its cached clear colour to transparent black rather than to "unknown", so a clear colour that code
   * left behind survives it: three.js sets opaque black when it starts, and the canvas, which Pixi alone
   * clears to transparent, turned black over the page's stand-in until the mesh first drew. The clear
   * colour is set to what the cache now assumes.
   */
  private resetRendererState(gl: WebGL2RenderingContext) {
    this.app.renderer.resetState();
    gl.clearColor(0, 0, 0, 0);
  }

  private resize() {
    const { width, height } = this;
    for (const scene of this.scenes) scene.resize(width, height);
    if (width === this.viewport.width && height === this.viewport.height) return;
    this.viewport = { width, height };
    for (const listener of [...this.resizeListeners]) listener();
  }

  /**
   * The Application renders its stage from the ticker at LOW priority, and on resize through app.render.
   * Both now go through renderFrame, so the frame is: every scene's update, then the underlay, then Pixi,
   * once, in the ticker's own animation frame.
   */
  private takeOverRender() {
    const { app } = this;
    const ticker = app.ticker;
    ticker.remove(app.render, app);
    app.render = this.renderFrame;
    ticker.add(this.renderFrame, this, UPDATE_PRIORITY.LOW);
    this.disposables.add(() => {
      Reflect.deleteProperty(app, 'render');
      // Destroyed with the Application: its ticker is gone, and its listeners with it.
      if (app.ticker !== ticker) return;
      ticker.remove(this.renderFrame, this);
      // The Application may outlive this stage (a StrictMode remount): give it its own render back.
      ticker.add(app.render, app, UPDATE_PRIORITY.LOW);
    });
  }

  private readonly renderFrame = () => {
    const { renderer } = this.app;
    const gl = this.gl;
    // A lost context draws nothing, for Pixi nor the underlay: both wait for webglcontextrestored.
    if (gl?.isContextLost()) return;
    const underlay = gl ? this.underlay : null;
    this.underlayMoved = (underlay?.changed ?? false) || this.underlayBehind;
    // The GPU is still on the last frame: another one now would wait behind it. A stale canvas (resized,
    // context back, tab shown) is drawn at once: it may be blank.
    if (gl && !this.stale && !this.gpu.caughtUp(gl)) {
      this.underlayBehind = this.underlayMoved;
      this.frames.held++;
      return;
    }
    this.underlayBehind = false;
    const changed = this.changes.check(this.app.stage);
    if (!this.stale && !changed && !this.underlayMoved) {
      // Nothing moved: the canvas keeps showing the last frame, no draw, no composite.
      this.frames.skipped++;
      return;
    }
    if (changed) this.frames.scenes++;
    this.stale = false;
    if (underlay && gl) {
      underlay.draw();
      this.resetRendererState(gl);
    }
    // Over the underlay nothing is cleared; alone, Pixi clears to transparent as it always does.
    renderer.render(underlay ? { container: this.app.stage, clear: false } : { container: this.app.stage });
    if (gl) this.gpu.sent(gl);
    this.frames.drawn++;
    // A canvas with nothing on it (no underlay, every scene hidden) is hidden as well: the compositor
    // would otherwise still blend a full-screen transparent layer into every frame the page shows.
    const empty = !underlay && !this.app.stage.children.some((child) => child.visible);
    if (empty !== this.hidden) {
      this.hidden = empty;
      if (!this.lost) this.onHiddenChange?.(empty);
    }
  };

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    for (const scene of [...this.scenes]) this.remove(scene);
    const gl = this.gl;
    if (gl) this.gpu.dispose(gl);
    this.underlay = null;
    this.underlayMoved = false;
    this.underlayStarting = false;
    if (this.hidden || this.lost) this.onHiddenChange?.(false);
    this.resizeListeners.clear();
    this.disposables.dispose();
  }
}
