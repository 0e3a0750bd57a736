// The carousel slides' pictures for the page: bitmaps of each slide's drawing, made ahead of time, that the
// DOM slides carry while they move, so the compositor moves picture and text together. The carousel owns
// them: the texture they are drawn into is made with it and destroyed with it.
import { type Renderer, RenderTexture } from 'pixi.js';
import { useEffect, useMemo } from 'react';
import type { CarouselInput, CarouselOutput } from '../contract/scenes.ts';
import { renderToImageData } from '../readBack.ts';
import type { SceneChannel } from '../runtime/SceneContext.ts';
import type { Stage } from '../Stage.ts';
import type { SlideHandle } from './CarouselSlide.tsx';

type CarouselChannel = SceneChannel<CarouselInput, CarouselOutput>;

export function useSlidePictures(channel: CarouselChannel): SlidePictures {
  // Where pictures are drawn before they are read back: one texture for all, resized as needed.
  const target = useMemo(() => RenderTexture.create({ width: 1, height: 1 }), []);
  useEffect(() => () => target.destroy(true), [target]);
  return useMemo(() => new SlidePictures(channel, target), [channel, target]);
}

export class SlidePictures {
  private failedOnce = false;
  /** Some slide's drawing may differ from its picture (laid out, recoloured, filled, emptied). */
  private stale = true;
  /** Bumped whenever the drawing changes other than through the donuts (layout, palette). */
  private drawingVersion = 0;
  /** What each slide's picture sent shows: sent again when the slide's key differs. */
  private readonly keys: (string | null)[] = [];

  constructor(
    private readonly channel: CarouselChannel,
    private readonly target: RenderTexture,
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
   * True when a picture failed just now: the page has been told, and the slides move on the stage.
   */
  send(stage: Stage, slides: readonly (SlideHandle | null)[], all = false): boolean {
    if (this.failedOnce || stage.contextLost) return false;
    if (!all && !this.stale) return false;
    // Stays stale while a donut fills: its slide is sent once it has.
    let waiting = false;
    for (let i = 0; i < slides.length; i++) {
      const slide = slides[i];
      if (!slide) continue;
      if (!all && slide.donuts.some((donut) => donut?.animating)) {
        waiting = true;
        continue;
      }
      const key = this.pictureKey(slide);
      if (key === this.keys[i]) continue;
      try {
        if (this.sendPicture(stage, i, slide)) this.keys[i] = key;
      } catch (error) {
        console.error('Carousel: slide picture failed, the slides move on the stage', error);
        this.failedOnce = true;
        this.channel.post({ type: 'no-pictures' });
        return true;
      }
    }
    this.stale = waiting;
    return false;
  }

  private pictureKey(slide: SlideHandle): string {
    return `${this.drawingVersion}|${slide.donuts.map((donut) => donut?.look ?? 'none').join('|')}`;
  }

  /**
   * Renders the slide's card and donuts into a bitmap the size of their bounds, at the stage's resolution and
   * on the same pixel grid (slide coordinates rounded out to whole pixels), and sends it to the page.
   */
  private sendPicture(stage: Stage, index: number, slide: SlideHandle): boolean {
    const renderer = stage.app.renderer as Renderer | undefined;
    const content = slide.content;
    if (!renderer || !content) return false;
    const bounds = content.getLocalBounds();
    if (!(bounds.width > 0 && bounds.height > 0)) return false;
    const x = Math.floor(bounds.minX) - 1;
    const y = Math.floor(bounds.minY) - 1;
    const width = Math.ceil(bounds.maxX) + 1 - x;
    const height = Math.ceil(bounds.maxY) + 1 - y;
    const { target } = this;
    const resolution = renderer.resolution;
    if (target.width !== width || target.height !== height || target.source.resolution !== resolution) {
      target.source.resize(width, height, resolution);
    }
    const image = renderToImageData(renderer, content, target, x, y);
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    if (!context) return false;
    context.putImageData(image, 0, 0);
    const bitmap = canvas.transferToImageBitmap();
    this.channel.post({ type: 'picture', slide: index, bitmap, x, y, width, height }, [bitmap]);
    return true;
  }
}
