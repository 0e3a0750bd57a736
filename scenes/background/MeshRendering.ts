// The background's renderer over its life: three.js in Pixi's own WebGL 2 context where there is one, the
// 2D canvas otherwise, and the 2D canvas for good once WebGL keeps losing its context.
import { RendererType } from 'pixi.js';
import { Disposables } from '../contract/Disposables.ts';
import type { BackgroundStats } from '../contract/protocol.ts';
import type { PageEffects } from '../runtime/SceneContext.ts';
import type { Stage, Underlay } from '../Stage.ts';
import { Canvas2DMeshRenderer } from './Canvas2DMeshRenderer.ts';
import type { MeshRenderer } from './MeshRenderer.ts';

/** After this many WebGL context losses the background stays on the 2D renderer. */
export const MAX_CONTEXT_LOSSES = 3;

export const NO_WEBGL_MESSAGE =
  'WebGL is unavailable: the background mesh is drawn with the 2D canvas renderer.';
/** Pixi runs on WebGL 1, which three.js no longer supports. */
export const NO_WEBGL2_MESSAGE =
  'WebGL 2 is unavailable (three.js needs it): the background mesh is drawn with the 2D canvas renderer.';

/** The scene the renderer draws for: the stage's underlay while WebGL draws. */
export interface RenderingHost extends Underlay {
  readonly stats: BackgroundStats;
  /** A renderer took over: it is sized and draws the mesh afresh. */
  attached(renderer: MeshRenderer): void;
  /** The WebGL context is lost: the mesh is off screen until it is restored. */
  lost(): void;
  /** The WebGL context is back: the renderer is sized again and the stage draws the mesh. */
  restored(renderer: MeshRenderer): void;
  /** The WebGL renderer is gone: nothing is left for the stage to draw. */
  detached(): void;
}

export class MeshRendering {
  renderer: MeshRenderer | null = null;
  /** The WebGL context is lost: draw nothing until it is restored. */
  paused = false;
  private readonly listeners = new Disposables();
  /** The WebGL renderer's engine name, for the canvas's marks. */
  private engine = '';
  private destroyed = false;

  constructor(
    private readonly stage: Stage,
    private readonly page: PageEffects,
    private readonly host: RenderingHost,
  ) {}

  async start(): Promise<void> {
    // Pixi found WebGL 2 (three.js needs 2): the mesh shares its context. Otherwise Pixi draws with its
    // canvas renderer, and so does the mesh.
    const { stage } = this;
    const context = stage.gl;
    if (!context) {
      if (stage.app.renderer.type === RendererType.WEBGL) console.warn(NO_WEBGL2_MESSAGE);
      else if (!this.page.webglDeclined) console.warn(NO_WEBGL_MESSAGE);
      this.use2D();
      return;
    }
    // Loading three.js and compiling the mesh's program take a while on a phone: the scenes meanwhile know
    // the canvas is about to be drawn every frame (a carousel settling then does not read its slides back).
    stage.setUnderlayStarting(true);
    try {
      // three.js loads only where WebGL exists, in its own chunk.
      const { WebGLMeshRenderer } = await import('./WebGLMeshRenderer.ts');
      const canvas = stage.app.canvas as HTMLCanvasElement | OffscreenCanvas | undefined;
      if (this.destroyed || !canvas) return;
      const renderer = new WebGLMeshRenderer(canvas, context);
      // three.js set up its state in Pixi's context: Pixi must not trust its cache of it meanwhile.
      stage.setUnderlay(null);
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
      stage.setUnderlayStarting(false);
    }
  }

  private use2D() {
    if (this.destroyed) return;
    try {
      this.attach(new Canvas2DMeshRenderer(this.page.mesh2d));
    } catch (error) {
      // The page's own background colour stays: nothing else depends on the mesh.
      console.warn('No 2D canvas either: the background stays plain.', error);
    }
  }

  private attach(renderer: MeshRenderer) {
    this.renderer = renderer;
    this.host.stats.renderer = renderer.kind;
    const { page } = this;
    if (renderer.kind === 'webgl') {
      this.engine = renderer.engine ?? '';
      page.marks('stage', { renderer: 'webgl', state: 'running', engine: this.engine });
      this.stage.setUnderlay(this.host);
    } else {
      page.marks('mesh2d', { renderer: 'canvas2d', state: 'running' });
      // Under the Pixi canvas, in the same layer container.
      page.attachMesh2D(true);
    }
    this.host.attached(renderer);
  }

  private watchContext(canvas: HTMLCanvasElement | OffscreenCanvas) {
    const { page, host } = this;
    this.listeners.listen(canvas, 'webglcontextlost', () => {
      host.stats.contextLosses++;
      this.paused = true;
      host.lost();
      page.marks('stage', { renderer: 'webgl', state: 'lost', engine: this.engine });
      if (host.stats.contextLosses >= MAX_CONTEXT_LOSSES) {
        // Out of the event handler: three.js is still handling the same event.
        setTimeout(() => this.fallBackTo2D(), 0);
      }
    });
    // three.js rebuilds its state on its own listener, registered before this one; the stage then draws.
    this.listeners.listen(canvas, 'webglcontextrestored', () => {
      if (this.renderer?.kind !== 'webgl') return;
      this.paused = false;
      page.marks('stage', { renderer: 'webgl', state: 'running', engine: this.engine });
      host.restored(this.renderer);
      // three.js rebuilt its state behind Pixi's back: the stage resets Pixi's before it draws again.
      this.stage.setUnderlay(host);
    });
  }

  private fallBackTo2D() {
    if (this.destroyed || this.renderer?.kind !== 'webgl') return;
    console.warn(
      `The WebGL context was lost ${this.host.stats.contextLosses} times: the background switches to the 2D canvas renderer.`,
    );
    this.listeners.dispose();
    this.renderer.destroy();
    this.renderer = null;
    this.page.marks('stage', null);
    // Pixi keeps the canvas, alone and transparent again, over the 2D one; it draws once its context is back.
    this.stage.setUnderlay(null);
    this.paused = false;
    this.host.detached();
    this.use2D();
  }

  /** Frees the renderer and its listeners, and takes the mesh off the stage and out of the page. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.listeners.dispose();
    const kind = this.renderer?.kind;
    this.renderer?.destroy();
    this.renderer = null;
    if (kind === 'webgl') {
      this.stage.setUnderlay(null);
      this.page.marks('stage', null);
    } else if (kind === 'canvas2d') {
      this.page.marks('mesh2d', null);
      this.page.attachMesh2D(false);
    }
  }
}
