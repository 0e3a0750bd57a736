// Mobile Home: every project as a slide drawn on the stage (card and donuts) under its DOM text. The page
// half (src/routes/home/carouselMotion.ts) owns the motion: hammerjs swipes, gsap settles, the DOM slides'
// transforms. At rest this scene draws the slides where the page measured them. While they move, the DOM
// slides carry pictures of their drawing, made here ahead of time and sent as bitmaps: the compositor
// moves picture and text together, in the same frame, whatever this thread is doing.
import { Container, UPDATE_PRIORITY } from 'pixi.js';
import { afterNextDraw } from '../afterNextDraw.ts';
import { Disposables } from '../contract/Disposables.ts';
import { donutGeometry, MOBILE_DONUT } from '../contract/donutLayout.ts';
import { loopOffset, wrapIndex } from '../contract/loopIndex.ts';
import type { CarouselInput, CarouselOutput, DonutProject } from '../contract/scenes.ts';
import type { SceneChannel, SceneContext } from '../runtime/SceneContext.ts';
import type { Scene, Stage } from '../Stage.ts';
import { createSlide, drawCard, type SlideView } from './CarouselSlide.ts';
import { type HomeSceneOptions, homeSceneOptions } from './DonutRow.ts';
import type { HomePalette } from './homePalette.ts';
import { SlidePictures } from './SlidePictures.ts';

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
  /** While they move, the DOM slides carry these; when one fails, the slides move on the stage. */
  private readonly pictures: SlidePictures;
  /** The stage's drawn-frame count when the donuts' figures were last sent. */
  private labelsDrawn = -1;

  constructor(private readonly options: CarouselOptions) {
    this.palette = options.palette();
    const count = options.projects.length;
    this.position = wrapIndex(options.store.getState().homeIndex, count);
    this.pictures = new SlidePictures(options.channel, () => this.place());
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
        this.pictures.redrawn();
        for (const slide of this.slides) {
          for (const chart of slide.charts) chart.setPalette(next);
          drawCard(slide, next);
        }
      }),
    );
    // After the stage's render (LOW): pictures of what it drew, and the figures of the arcs it drew.
    const update = () => {
      this.sendPictures();
      this.sendLabels();
    };
    stage.ticker.add(update, null, UPDATE_PRIORITY.UTILITY);
    this.disposables.add(() => stage.ticker.remove(update, null));
  }

  resize(): void {}

  destroy(): void {
    this.disposables.dispose();
    for (const slide of this.slides) for (const chart of slide.charts) chart.destroy();
    this.slides = [];
    this.stage = null;
    this.pictures.destroy();
    this.layer.destroy({ children: true, context: true });
  }

  private build(): void {
    const geometry = donutGeometry(MOBILE_DONUT);
    this.slides = this.options.projects.map((project) => {
      const slide = createSlide(project, geometry, this.palette);
      this.layer.addChild(slide.container);
      return slide;
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
      drawCard(slide, this.palette);
    });
    this.box = { left: input.left, top: input.top, width: input.width };
    this.pictures.redrawn();
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
      // The figures the pictures show, frozen with them.
      this.sendLabels(true);
      if (!this.pictures.failed) channel.post({ type: 'moving' });
    }
    if (stopped) {
      for (const slide of this.slides) for (const chart of slide.charts) chart.hold(false);
      this.pictures.invalidate();
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
    this.pictures.invalidate();
    const animate = !this.options.store.getState().reducedMotion;
    this.slides.forEach((slide, i) => {
      for (const chart of slide.charts) {
        if (i === index) chart.play(animate);
        else chart.reset();
      }
    });
  }

  /** Puts every slide where the position says, the short way round the loop; hidden while pictures move. */
  private place(): void {
    if (!this.laidOut) return;
    if (this.moving && !this.pictures.failed) {
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

  /**
   * Ticker, after the render: once the stage has drawn a frame, the page gets the figures of the arcs in
   * it, so a figure never counts ahead of its arc (`now`: the pictures just made show them; a stage that
   * cannot draw sends them at once).
   */
  private sendLabels(now = false): void {
    const stage = this.stage;
    if (!stage) return;
    const drawn = stage.frames.drawn;
    if (!now && drawn === this.labelsDrawn && !stage.contextLost) return;
    this.labelsDrawn = drawn;
    for (const slide of this.slides) for (const chart of slide.charts) chart.flushLabel();
  }

  /** Ticker (and at the start of a move, `all`): the page gets the slides' changed pictures. */
  private sendPictures(all = false): void {
    if (!this.laidOut) return;
    this.pictures.send(this.stage, this.slides, all);
  }
}
