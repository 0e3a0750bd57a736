// The custom cursor's runtime half: Pixi draws its parts (the ring, the pause sign, the dot) in the current
// colours, once per colour mode and screen density, and sends them to the page as bitmaps. The page shows
// them above everything in a small layer it moves and morphs itself (src/canvas/cursorLayer.ts), so the
// cursor follows the pointer even while this thread is busy, and the shared canvas never draws it.
import { Container, Graphics, type Renderer, RenderTexture } from 'pixi.js';
import {
  CURSOR_PARTS,
  type CursorFromScene,
  type CursorPart,
  type CursorSceneOptions,
  type CursorToScene,
  PART_SIZE,
  PART_SUPERSAMPLE,
} from '../contract/cursorShapes.ts';
import { Disposables } from '../contract/Disposables.ts';
import { renderToImageData } from '../readBack.ts';
import type { SceneChannel, SceneContext } from '../runtime/SceneContext.ts';
import type { Scene, Stage } from '../Stage.ts';

const RING_RADIUS = 18;

const TINTS = {
  dark: { ring: 0xe9ecf5, accent: 0xff8a4c },
  bright: { ring: 0x12151f, accent: 0xc2410c },
} as const;

export class CursorScene implements Scene {
  private readonly disposables = new Disposables();
  private readonly ring = new Graphics().circle(0, 0, RING_RADIUS).stroke({ width: 1.5, color: 0xffffff });
  // The small cursor over links and buttons: a ring around the point, never a disc on it (a disc hid the
  // letter under it, « L●cture », and covered the ring's own 12 px bullets, which it now frames).
  private readonly dot = new Graphics().circle(0, 0, 8).stroke({ width: 2, color: 0xffffff });
  private readonly pause = new Graphics()
    .roundRect(-6, -7, 4, 14, 1)
    .roundRect(2, -7, 4, 14, 1)
    .fill({ color: 0xffffff });
  /** Each part alone under a parent of its own, drawn off the stage into the render texture. */
  private readonly holders: Record<CursorPart, Container>;
  private target: RenderTexture | null = null;
  private stage: Stage | null = null;
  private resolution: number;
  /** Increases with every drawing asked for: a bitmap finished after a newer one was asked for is dropped. */
  private drawing = 0;

  constructor(
    private readonly context: SceneContext,
    private readonly channel: SceneChannel<CursorToScene, CursorFromScene>,
    options: CursorSceneOptions,
  ) {
    this.resolution = options.resolution;
    const hold = (part: Graphics) => new Container({ children: [part] });
    this.holders = { ring: hold(this.ring), pause: hold(this.pause), dot: hold(this.dot) };
  }

  mount(stage: Stage): void {
    this.stage = stage;
    this.disposables.add(
      this.context.store.subscribe(
        (s) => s.backgroundMode,
        () => this.draw(),
        { fireImmediately: true },
      ),
    );
    this.disposables.add(
      this.channel.listen((message) => {
        if (message.type !== 'resolution' || message.resolution === this.resolution) return;
        this.resolution = message.resolution;
        this.draw();
      }),
    );
    // A lost context loses the drawing in progress: the parts are drawn again once it is back.
    this.disposables.listen(stage.app.canvas as EventTarget, 'webglcontextrestored', () => this.draw());
  }

  resize(): void {}

  /** Draws the three parts in the current colours and sends them to the page. */
  private draw() {
    const stage = this.stage;
    if (!stage || stage.isDestroyed || stage.contextLost) return;
    const tints = TINTS[this.context.store.getState().backgroundMode];
    this.ring.tint = tints.ring;
    this.pause.tint = tints.accent;
    this.dot.tint = tints.accent;
    const renderer = stage.app.renderer as Renderer;
    const resolution = this.resolution * PART_SUPERSAMPLE;
    this.target ??= RenderTexture.create({ width: PART_SIZE, height: PART_SIZE, resolution });
    if (this.target.source.resolution !== resolution)
      this.target.source.resize(PART_SIZE, PART_SIZE, resolution);
    const half = PART_SIZE / 2;
    const drawing = ++this.drawing;
    let images: ImageData[];
    try {
      images = CURSOR_PARTS.map((part) =>
        renderToImageData(renderer, this.holders[part], this.target as RenderTexture, -half, -half),
      );
    } catch (error) {
      this.fail(error);
      return;
    }
    Promise.all(images.map((image) => createImageBitmap(image))).then(
      (bitmaps) => {
        if (drawing !== this.drawing || !this.stage) {
          for (const bitmap of bitmaps) bitmap.close();
          return;
        }
        const [ring, pause, dot] = bitmaps as [ImageBitmap, ImageBitmap, ImageBitmap];
        this.channel.post({ type: 'parts', parts: { ring, pause, dot } }, [ring, pause, dot]);
      },
      (error: unknown) => this.fail(error),
    );
  }

  /** No bitmap: the page keeps the system cursor. */
  private fail(error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`The custom cursor cannot be drawn: ${reason}.`);
    this.channel.post({ type: 'failed', reason });
  }

  destroy(): void {
    this.stage = null;
    this.disposables.dispose();
    for (const holder of Object.values(this.holders)) holder.destroy({ children: true, context: true });
    this.target?.destroy(true);
    this.target = null;
  }
}

export function createCursorScene(
  options: CursorSceneOptions,
  context: SceneContext,
  channel: SceneChannel<CursorToScene, CursorFromScene>,
): CursorScene {
  return new CursorScene(context, channel, options);
}
