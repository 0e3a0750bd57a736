// Mobile Home: every project as a slide drawn on the stage (card and donuts) under its DOM text. The page
// half (src/routes/home/carouselMotion.ts) owns the motion: hammerjs swipes, gsap settles, the DOM slides'
// transforms. At rest this scene draws the slides where the page measured them. While they move, the DOM
// slides carry pictures of their drawing, made here ahead of time and sent as bitmaps: the compositor
// moves picture and text together, in the same frame, whatever this thread is doing.
import { Container, Graphics, type Renderer, RenderTexture, UPDATE_PRIORITY } from 'pixi.js';
import { afterNextDraw } from '../afterNextDraw.ts';
import { Disposables } from '../contract/Disposables.ts';
import { donutGeometry, MOBILE_DONUT } from '../contract/donutLayout.ts';
import { loopOffset, wrapIndex } from '../contract/loopIndex.ts';
import type { CarouselInput, CarouselOutput, DonutProject, SlideBox } from '../contract/scenes.ts';
import { renderToImageData } from '../readBack.ts';
import type { SceneChannel, SceneContext } from '../runtime/SceneContext.ts';
import type { Scene, Stage } from '../Stage.ts';
import { DonutChart } from './DonutChart.ts';
import { type HomeSceneOptions, homeSceneOptions } from './DonutRow.ts';
import type { HomePalette } from './homePalette.ts';

const CARD_RADIUS = 18;

interface SlideView {
  /** Placed on the stage where the DOM slide is. */
  container: Container;
  /** The card and donuts, in slide coordinates: never moved, so a picture of it changes no frame. */
  content: Container;
  card: Graphics;
  charts: DonutChart[];
  left: number;
  top: number;
  cardBox: SlideBox;
  /** What the page's picture of this slide shows: sent again when the slide's key differs. */
  pictureKey: string | null;
}

export type CarouselOptions = HomeSceneOptions<CarouselInput, CarouselOutput>;

export function createCarousel(
  sent: { projects: readonly DonutProject[] },
  context: SceneContext,
  channel: SceneChannel<CarouselInput, CarouselOutput>,
): Carousel {
  return new Carousel(homeSceneOptions(sent, context, channel));
}

export class Carousel implements Scene {
  private readonly disposables = new Disposables();
  private readonly layer = new Container({ label: 'home-carousel' });
  private slides: SlideView[] = [];
  private palette: HomePalette;
  private stage: Stage | null = null;
  private box = { left: 0, top: 0, width: 0 };
  private laidOut = false;
  private position: number;
  private moving = false;
  /** The slide whose donuts last played; null until the first arrival. */
  private arrived: number | null = null;
  private pendingArrival: number | null = null;
  /** Bumped whenever the drawing changes other than through the donuts (layout, palette). */
  private drawingVersion = 0;
  /** A picture failed: the slides move on the stage from then on. */
  private picturesFailed = false;
  /** Some slide's drawing may differ from its picture (laid out, recoloured, filled, emptied). */
  private picturesStale = true;
  /** Where pictures are drawn before they are read back: one texture for all, grown as needed. */
  private pictureTarget: RenderTexture | null = null;

  constructor(private readonly options: CarouselOptions) {
    this.palette = options.palette();
    const count = options.projects.length;
    this.position = wrapIndex(options.store.getState().homeIndex, count);
  }

  mount(stage: Stage): void {
    this.stage = stage;
    stage.app.stage.addChild(this.layer);
    this.layer.visible = false;
    this.build();
    const { channel } = this.options;
    this.disposables.add(channel.listen((input) => this.receive(input)));
    this.disposables.add(
      this.options.onPalette((next) => {
        this.palette = next;
        this.drawingVersion++;
        this.picturesStale = true;
        for (const slide of this.slides) {
          for (const chart of slide.charts) chart.setPalette(next);
          this.drawCard(slide);
        }
      }),
    );
    const update = () => this.sendPictures();
    stage.ticker.add(update, null, UPDATE_PRIORITY.UTILITY);
    this.disposables.add(() => stage.ticker.remove(update, null));
  }

  resize(): void {}

  destroy(): void {
    this.disposables.dispose();
    for (const slide of this.slides) for (const chart of slide.charts) chart.destroy();
    this.slides = [];
    this.stage = null;
    this.pictureTarget?.destroy(true);
    this.pictureTarget = null;
    this.layer.destroy({ children: true, context: true });
  }

  private build(): void {
    const geometry = donutGeometry(MOBILE_DONUT);
    this.slides = this.options.projects.map((project) => {
      const container = new Container();
      const content = new Container();
      container.addChild(content);
      const card = new Graphics();
      content.addChild(card);
      const charts = project.donuts.map((donut, order) => {
        const chart = new DonutChart(donut, geometry, this.palette, order);
        content.addChild(chart.view);
        return chart;
      });
      this.layer.addChild(container);
      return {
        container,
        content,
        card,
        charts,
        left: 0,
        top: 0,
        cardBox: { x: 0, y: 0, width: 0, height: 0 },
        pictureKey: null,
      };
    });
  }

  private receive(input: CarouselInput): void {
    switch (input.type) {
      case 'layout':
        this.layout(input);
        break;
      case 'box':
        this.box.left = input.left;
        this.box.top = input.top;
        this.place();
        break;
      case 'position':
        this.move(input.position, input.moving);
        break;
      case 'arrive':
        this.arrive(input.index);
        break;
    }
  }

  private layout(input: Extract<CarouselInput, { type: 'layout' }>): void {
    // Before the first arrival, the slide on screen (even if the cycle has since asked for the next one)
    // still shows the final figures it was painted with: its labels keep them.
    // A slide the page arrived at before this first layout is the one on screen, even where the position
    // this scene started from is older (a slow start, after the cycle moved on).
    const onScreen =
      this.arrived === null
        ? (this.pendingArrival ?? wrapIndex(Math.round(this.position), this.slides.length))
        : -1;
    const { channel } = this.options;
    input.slides.forEach((measured, i) => {
      const slide = this.slides[i];
      if (!slide) return;
      slide.left = measured.left;
      slide.top = measured.top;
      slide.cardBox = measured.card;
      measured.slots.forEach((slot, order) => {
        const chart = slide.charts[order];
        if (!chart) return;
        chart.place(slot.x, slot.y);
        if (!measured.fresh) return;
        const label = slot.label
          ? (text: string) => channel.post({ type: 'label', slide: i, slot: order, text })
          : null;
        chart.bindLabel(label, i === onScreen);
      });
      this.drawCard(slide);
    });
    this.box = { left: input.left, top: input.top, width: input.width };
    this.drawingVersion++;
    this.picturesStale = true;
    const first = !this.laidOut;
    this.laidOut = true;
    this.place();
    // The page's CSS cards and rings stand in until the drawn ones are on screen: told after that frame,
    // they leave in the frame the canvas shows its own (told at mount, they left while nothing was drawn).
    if (first && this.stage) {
      this.stage.invalidate();
      afterNextDraw(this.stage.ticker, this.disposables, () => channel.post({ type: 'mounted' }));
    }
    if (this.pendingArrival !== null) {
      const index = this.pendingArrival;
      this.pendingArrival = null;
      this.arrive(index);
    }
  }

  private move(position: number, moving: boolean): void {
    this.position = position;
    const started = moving && !this.moving;
    const stopped = !moving && this.moving;
    this.moving = moving;
    const { channel } = this.options;
    if (started) {
      // Frozen like their pictures: a donut still filling resumes if the slides stop where they were.
      for (const slide of this.slides) for (const chart of slide.charts) chart.hold(true);
      this.sendPictures(true);
      if (!this.picturesFailed) channel.post({ type: 'moving' });
    }
    if (stopped) {
      for (const slide of this.slides) for (const chart of slide.charts) chart.hold(false);
      this.picturesStale = true;
    }
    this.place();
    if (stopped) {
      // Once the frame with the slides at rest is drawn, the page takes its pictures away.
      this.stage?.invalidate();
      this.stage?.ticker.addOnce(
        () => {
          if (!this.moving) channel.post({ type: 'at-rest' });
        },
        null,
        UPDATE_PRIORITY.UTILITY,
      );
    }
  }

  /** The slide is at rest in view: its donuts fill, the others wait empty for their turn. */
  private arrive(index: number): void {
    if (!this.laidOut && this.arrived === null) {
      this.pendingArrival = index;
      return;
    }
    if (this.arrived === index) return;
    this.arrived = index;
    this.picturesStale = true;
    const animate = !this.options.store.getState().reducedMotion;
    this.slides.forEach((slide, i) => {
      for (const chart of slide.charts) {
        if (i === index) chart.play(animate);
        else chart.reset();
      }
    });
  }

  private drawCard(slide: SlideView): void {
    const palette = this.palette;
    const { x, y, width, height } = slide.cardBox;
    const accent = palette.arcs[0];
    slide.card
      .clear()
      .roundRect(x, y, width, height, CARD_RADIUS)
      .fill(palette.card)
      .stroke({ width: 1, alignment: 1, ...palette.cardLine })
      .moveTo(x + CARD_RADIUS + 6, y + 0.5)
      .lineTo(x + CARD_RADIUS + 54, y + 0.5)
      .stroke({ width: 2, cap: 'round', ...accent });
  }

  /** Puts every slide where the position says, the short way round the loop; hidden while pictures move. */
  private place(): void {
    if (!this.laidOut) return;
    if (this.moving && !this.picturesFailed) {
      this.layer.visible = false;
      return;
    }
    const count = this.slides.length;
    const { left, top, width } = this.box;
    for (let i = 0; i < count; i++) {
      const slide = this.slides[i];
      if (!slide) continue;
      const offset = loopOffset(i, this.position, count);
      const shift = Math.round(offset * width * 100) / 100;
      slide.container.visible = Math.abs(offset) < 1;
      slide.container.position.set(left + slide.left + shift, top + slide.top);
    }
    this.layer.visible = true;
  }

  private pictureKey(slide: SlideView): string {
    return `${this.drawingVersion}|${slide.charts.map((chart) => chart.look).join('|')}`;
  }

  /**
   * Ticker (and at the start of a move, `all`): sends the page a new picture of each slide whose drawing
   * changed and holds still. A donut filling changes every frame: its slide is sent once it has filled.
   */
  private sendPictures(all = false): void {
    if (!this.laidOut || this.picturesFailed || this.stage?.contextLost) return;
    if (!all && !this.picturesStale) return;
    // Stays stale while a donut fills: its slide is sent once it has.
    let waiting = false;
    for (let i = 0; i < this.slides.length; i++) {
      const slide = this.slides[i];
      if (!slide) continue;
      if (!all && slide.charts.some((chart) => chart.animating)) {
        waiting = true;
        continue;
      }
      const key = this.pictureKey(slide);
      if (key === slide.pictureKey) continue;
      try {
        if (this.sendPicture(i, slide)) slide.pictureKey = key;
      } catch (error) {
        console.error('Carousel: slide picture failed, the slides move on the stage', error);
        this.picturesFailed = true;
        this.options.channel.post({ type: 'no-pictures' });
        this.place();
        return;
      }
    }
    this.picturesStale = waiting;
  }

  /** The pictures' texture, `width` × `height` at `resolution`: one texture for every picture, kept. */
  private target(width: number, height: number, resolution: number): RenderTexture {
    const target = this.pictureTarget;
    if (!target) {
      this.pictureTarget = RenderTexture.create({ width, height, resolution });
      return this.pictureTarget;
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
  private sendPicture(index: number, slide: SlideView): boolean {
    const renderer = this.stage?.app.renderer as Renderer | undefined;
    if (!renderer) return false;
    const bounds = slide.content.getLocalBounds();
    if (!(bounds.width > 0 && bounds.height > 0)) return false;
    const x = Math.floor(bounds.minX) - 1;
    const y = Math.floor(bounds.minY) - 1;
    const width = Math.ceil(bounds.maxX) + 1 - x;
    const height = Math.ceil(bounds.maxY) + 1 - y;
    const target = this.target(width, height, renderer.resolution);
    const image = renderToImageData(renderer, slide.content, target, x, y);
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    if (!context) return false;
    context.putImageData(image, 0, 0);
    const bitmap = canvas.transferToImageBitmap();
    this.options.channel.post({ type: 'picture', slide: index, bitmap, x, y, width, height }, [bitmap]);
    return true;
  }
}
