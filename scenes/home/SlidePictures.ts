// The carousel slides' pictures for the page: bitmaps of each slide's drawing, made ahead of time, that the
// DOM slides carry while they move, so the compositor moves picture and text together.
import { type Renderer, RenderTexture } from 'pixi.js';
import type { CarouselInput, CarouselOutput } from '../contract/scenes.ts';
import { renderToImageData } from '../readBack.ts';
import type { SceneChannel } from '../runtime/SceneContext.ts';
import type { Stage } from '../Stage.ts';
import type { SlideView } from './CarouselSlide.ts';

export class SlidePictures {
  private failedOnce = false;
  /** Some slide's drawing may differ from its picture (laid out, recoloured, filled, emptied). */
  private stale = true;
  /** Bumped whenever the drawing changes other than through the donuts (layout, palette). */
  private drawingVersion = 0;
  /** Where pictures are drawn before they are read back: one texture for all, grown as needed. */
  private target: RenderTexture | null = null;

  /** `onFailed`: pictures cannot be made from now on (the page has been told). */
  constructor(
    private readonly channel: SceneChannel<CarouselInput, CarouselOutput>,
    private readonly onFailed: () => void,
  ) {}

  /** A picture failed: the slides move on the stage from then on. */
  get failed(): boolean {
    return this.failedOnce;
  }

  /** Some slide's drawing may have changed through its donuts (filled, emptied). */
  invalidate(): void {
    this.stale = true;
  }

  /** Every slide's drawing changed other than through its donuts (layout, palette). */
  redrawn(): void {
    this.drawingVersion++;
    this.stale = true;
  }

  /**
   * Ticker (and at the start of a move, `all`): sends the page a new picture of each slide whose drawing
   * changed and holds still. A donut filling changes every frame: its slide is sent once it has filled.
   */
  send(stage: Stage | null, slides: readonly SlideView[], all = false): void {
    if (this.failedOnce || stage?.contextLost) return;
    if (!all && !this.stale) return;
    // Stays stale while a donut fills: its slide is sent once it has.
    let waiting = false;
    for (let i = 0; i < slides.length; i++) {
      const slide = slides[i];
      if (!slide) continue;
      if (!all && slide.charts.some((chart) => chart.animating)) {
        waiting = true;
        continue;
      }
      const key = this.pictureKey(slide);
      if (key === slide.pictureKey) continue;
      try {
        if (this.sendPicture(stage, i, slide)) slide.pictureKey = key;
      } catch (error) {
        console.error('Carousel: slide picture failed, the slides move on the stage', error);
        this.failedOnce = true;
        this.channel.post({ type: 'no-pictures' });
        this.onFailed();
        return;
      }
    }
    this.stale = waiting;
  }

  /** Frees the pictures' texture. */
  destroy(): void {
    this.target?.destroy(true);
    this.target = null;
  }

  private pictureKey(slide: SlideView): string {
    return `${this.drawingVersion}|${slide.charts.map((chart) => chart.look).join('|')}`;
  }

  /** The pictures' texture, `width` × `height` at `resolution`: one texture for every picture, kept. */
  private texture(width: number, height: number, resolution: number): RenderTexture {
    const target = this.target;
    if (!target) {
      this.target = RenderTexture.create({ width, height, resolution });
      return this.target;
    }
    if (target.width !== width || target.height !== height || target.source.resolution !== resolution) {
      target.source.resize(width, height, resolution);
    }
    return target;
  }

  /**
   * Renders the slide's card and donuts into a bitmap the size of their bounds, at the stage's resolution and
   * on the same pixel grid (slide coordinates rounded out to whole pixels), and sends it to the page.
   */
  private sendPicture(stage: Stage | null, index: number, slide: SlideView): boolean {
    const renderer = stage?.app.renderer as Renderer | undefined;
    if (!renderer) return false;
    const bounds = slide.content.getLocalBounds();
    if (!(bounds.width > 0 && bounds.height > 0)) return false;
    const x = Math.floor(bounds.minX) - 1;
    const y = Math.floor(bounds.minY) - 1;
    const width = Math.ceil(bounds.maxX) + 1 - x;
    const height = Math.ceil(bounds.maxY) + 1 - y;
    const target = this.texture(width, height, renderer.resolution);
    const image = renderToImageData(renderer, slide.content, target, x, y);
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    if (!context) return false;
    context.putImageData(image, 0, 0);
    const bitmap = canvas.transferToImageBitmap();
    this.channel.post({ type: 'picture', slide: index, bitmap, x, y, width, height }, [bitmap]);
    return true;
  }
}
