// Mobile Home: every project as a slide drawn on the stage (card and donuts) under its DOM text, swiped
// with hammerjs (horizontal pans only, so vertical moves still scroll the page) and settled with gsap.
// While the slides move over a still stage, each one in view shows a picture of its Pixi drawing inside its
// DOM slide instead: the compositor moves it with the slide, and the stage, unchanged, draws nothing. Under
// the breathing mesh the stage draws every frame anyway: there the slides move on it, with no read-back.
import gsap from 'gsap';
import Hammer from 'hammerjs';
import { Container, Graphics, Matrix, RendererType, RenderTexture } from 'pixi.js';
import type { AppStore } from '../../src/store/appStore.ts';
import { Disposables } from '../Disposables.ts';
import { donutGeometry, MOBILE_DONUT } from '../math/donutLayout.ts';
import { loopOffset, nearestLoopPosition, wrapIndex } from '../math/loopIndex.ts';
import { SliderState } from '../math/sliderState.ts';
import { dragPosition, settleDuration, swipeStep } from '../math/swipeMath.ts';
import type { Scene } from '../Scene.ts';
import type { Stage } from '../Stage.ts';
import { DonutChart } from './DonutChart.ts';
import { type DonutProject, labelWriter } from './DonutRow.ts';
import { type Box, boxWithin, watchLayout } from './domLayout.ts';
import { type HomePalette, readHomePalette, watchHomePalette } from './homePalette.ts';

/** The spec's automatic slide duration (s). */
export const SLIDE_SECONDS = 0.65;
const CARD_RADIUS = 18;

export interface CarouselOptions {
  /**
   * The carousel element: it receives the gestures (touch-action pan-y) and holds one
   * `[data-slide="{i}"]` per project, each with a `[data-slide-card]` box and its donut slots
   * (`[data-donut-slot] .donut-figure`). The scene moves the slides with a transform.
   */
  root: HTMLElement;
  projects: readonly DonutProject[];
  store: AppStore;
  /** A finger started (true) or stopped (false) dragging the slides: the auto cycle holds meanwhile. */
  onDragChange?: (dragging: boolean) => void;
}

/** A slide's Pixi drawing as a bitmap in its DOM slide, shown while the slides move. */
interface SlideSnapshot {
  canvas: HTMLCanvasElement;
  /** What it shows (layout, palette and donut states): taken again when the slide's key differs. */
  key: string;
}

interface SlideView {
  /** Placed on the stage where the DOM slide is. */
  container: Container;
  /** The card and donuts, in slide coordinates: never moved, so a snapshot of it changes no tick. */
  content: Container;
  card: Graphics;
  charts: DonutChart[];
  element: HTMLElement | null;
  /** The slide's resting place and its card, relative to the carousel's top-left corner. */
  left: number;
  top: number;
  cardBox: Box;
  /** The translation last written to the DOM slide (px). */
  shift: number;
  snapshot: SlideSnapshot | null;
}

export class Carousel implements Scene {
  private readonly disposables = new Disposables();
  private readonly layer = new Container({ label: 'home-carousel' });
  private readonly slider: SliderState;
  /** Fractional slide position: 2.5 is half-way between slides 2 and 3. */
  private readonly motion = { position: 0 };
  private slides: SlideView[] = [];
  private palette: HomePalette | null = null;
  private settle: gsap.core.Tween | null = null;
  private box = { left: 0, top: 0, width: 0 };
  private layoutDirty = true;
  private boxDirty = false;
  private positionDirty = true;
  private dragging = false;
  private dragStart = 0;
  /** The slide whose donuts last played; null until the first layout. */
  private arrived: number | null = null;
  private pendingArrival: number | null;
  private stage: Stage | null = null;
  /** The slides are moving and show their snapshots: the Pixi layer is hidden and left untouched. */
  private moving = false;
  /** Bumped whenever the drawing changes other than through the donuts (layout, palette): snapshots are stale. */
  private drawingVersion = 0;
  /** A snapshot failed: slides move live on the stage from then on. */
  private snapshotsFailed = false;

  constructor(private readonly options: CarouselOptions) {
    const count = options.projects.length;
    const index = wrapIndex(options.store.getState().homeIndex, count);
    this.slider = new SliderState(count, index);
    this.motion.position = index;
    this.pendingArrival = index;
  }

  /** The slide in view (or being settled to). */
  get index(): number {
    return this.slider.index;
  }

  mount(stage: Stage): void {
    const { root } = this.options;
    this.stage = stage;
    stage.app.stage.addChild(this.layer);
    this.layer.visible = false;
    root.dataset.scene = 'loading';
    this.disposables.add(() => {
      delete root.dataset.scene;
    });
    watchLayout(
      root,
      this.disposables,
      () => {
        this.boxDirty = true;
      },
      () => {
        this.layoutDirty = true;
      },
    );
    const update = () => this.update();
    stage.ticker.add(update);
    this.disposables.add(() => stage.ticker.remove(update));
    this.build();
  }

  resize(): void {
    this.layoutDirty = true;
  }

  /**
   * The slider API: shows slide `value` (a number or a numeric string, wrapped round the loop) and makes it
   * the store's Home index. Anything else throws a SlideIndexError and changes nothing.
   */
  slideTo(value: unknown, settling = false): number {
    const from = this.motion.position;
    const index = this.slider.slideTo(value);
    const count = this.slides.length || this.options.projects.length;
    const distance = Math.abs(nearestLoopPosition(from, index, count) - from);
    if (settling) this.animateTo(index, settleDuration(distance, SLIDE_SECONDS), 'power3.out');
    else this.animateTo(index, SLIDE_SECONDS, 'power2.inOut');
    const state = this.options.store.getState();
    if (state.homeIndex !== index) state.setHomeIndex(index);
    return index;
  }

  destroy(): void {
    this.settle?.kill();
    this.settle = null;
    if (this.dragging) this.options.onDragChange?.(false);
    this.disposables.dispose();
    for (const slide of this.slides) {
      for (const chart of slide.charts) chart.destroy();
      slide.snapshot?.canvas.remove();
      slide.snapshot = null;
      if (slide.element) {
        slide.element.style.transform = '';
        slide.element.style.visibility = '';
        slide.element.style.position = '';
        slide.element.style.isolation = '';
      }
    }
    this.slides = [];
    this.stage = null;
    this.layer.destroy({ children: true, context: true });
  }

  private build(): void {
    const { projects, store, root } = this.options;
    const palette = readHomePalette();
    this.palette = palette;
    const geometry = donutGeometry(MOBILE_DONUT);
    this.slides = projects.map((project) => {
      const container = new Container();
      const content = new Container();
      container.addChild(content);
      const card = new Graphics();
      content.addChild(card);
      const charts = project.donuts.map((donut, order) => {
        const chart = new DonutChart(donut, geometry, palette, order);
        content.addChild(chart.view);
        return chart;
      });
      this.layer.addChild(container);
      return {
        container,
        content,
        card,
        charts,
        element: null,
        left: 0,
        top: 0,
        cardBox: { x: 0, y: 0, width: 0, height: 0 },
        shift: 0,
        snapshot: null,
      };
    });
    if (this.slides.length > 1) this.attachGestures();
    this.disposables.add(
      store.subscribe(
        (s) => s.homeIndex,
        (index) => {
          if (wrapIndex(index, this.slides.length) !== this.slider.index) this.slideTo(index);
        },
      ),
    );
    this.disposables.add(
      watchHomePalette((next) => {
        this.palette = next;
        this.drawingVersion++;
        this.positionDirty = true;
        for (const slide of this.slides) {
          for (const chart of slide.charts) chart.setPalette(next);
          this.drawCard(slide);
        }
      }),
    );
    this.layoutDirty = true;
    root.dataset.scene = 'ready';
  }

  private attachGestures(): void {
    const manager = new Hammer.Manager(this.options.root, {
      // Vertical finger moves stay with the browser (page scroll); only horizontal pans reach us.
      touchAction: 'pan-y',
      // Hammer's defaults would forbid selecting the slides' text: leave that to the stylesheet.
      cssProps: {
        userSelect: '',
        touchSelect: '',
        touchCallout: '',
        contentZooming: '',
        userDrag: 'none',
        tapHighlightColor: 'rgba(0, 0, 0, 0)',
      },
      recognizers: [[Hammer.Pan, { direction: Hammer.DIRECTION_HORIZONTAL, threshold: 10 }]],
    });
    manager.on('panstart', (event) => {
      this.dragBegin();
      this.dragMove(event.deltaX);
    });
    manager.on('panmove', (event) => this.dragMove(event.deltaX));
    manager.on('panend', (event) => this.dragEnd(event.deltaX, event.velocityX));
    manager.on('pancancel', () => this.dragEnd(0, 0));
    this.disposables.add(() => manager.destroy());
  }

  private dragBegin(): void {
    this.settle?.kill();
    this.settle = null;
    this.dragging = true;
    this.dragStart = this.motion.position;
    this.options.onDragChange?.(true);
  }

  private dragMove(deltaX: number): void {
    if (!this.dragging) return;
    this.motion.position = dragPosition(this.dragStart, deltaX, this.box.width);
    this.positionDirty = true;
  }

  private dragEnd(deltaX: number, velocityX: number): void {
    if (!this.dragging) return;
    this.dragging = false;
    const step = swipeStep({ deltaX, velocityX, width: this.box.width });
    // The store changes first, so the cycle counts its 3500 ms from the new slide once the drag lets go.
    this.slideTo(this.slider.index + step, true);
    this.options.onDragChange?.(false);
  }

  private animateTo(index: number, duration: number, ease: string): void {
    this.settle?.kill();
    this.settle = null;
    const target = nearestLoopPosition(this.motion.position, index, this.slides.length || 1);
    const instant = this.options.store.getState().reducedMotion || this.slides.length === 0;
    if (instant || Math.abs(target - this.motion.position) < 1e-4) {
      this.arrive(index);
      return;
    }
    this.settle = gsap.to(this.motion, {
      position: target,
      duration,
      ease,
      onUpdate: () => {
        this.positionDirty = true;
      },
      onComplete: () => {
        this.settle = null;
        this.arrive(index);
      },
    });
  }

  /** The slide is at rest in view: its donuts fill, the others wait empty for their turn. */
  private arrive(index: number): void {
    this.motion.position = index;
    this.positionDirty = true;
    if (this.layoutDirty && this.arrived === null) {
      this.pendingArrival = index;
      return;
    }
    if (this.arrived === index) return;
    this.arrived = index;
    const animate = !this.options.store.getState().reducedMotion;
    this.slides.forEach((slide, i) => {
      for (const chart of slide.charts) {
        if (i === index) chart.play(animate);
        else chart.reset();
      }
    });
  }

  /** Ticker: measures the DOM when it may have moved, then places the slides. Idle frames do nothing. */
  private update(): void {
    if (this.slides.length === 0) return;
    if (this.layoutDirty) {
      if (!this.measure()) return;
      this.layoutDirty = false;
      this.boxDirty = false;
      this.positionDirty = true;
    } else if (this.boxDirty) {
      const rect = this.options.root.getBoundingClientRect();
      this.box.left = rect.left;
      this.box.top = rect.top;
      this.boxDirty = false;
      this.positionDirty = true;
    }
    if (this.positionDirty || this.moving !== this.movesAsPictures()) {
      this.positionDirty = false;
      this.place();
    }
    if (this.pendingArrival !== null) {
      const index = this.pendingArrival;
      this.pendingArrival = null;
      this.arrive(index);
    }
  }

  /** Reads the carousel, slide, card and donut slot boxes; false while React has not rendered them yet. */
  private measure(): boolean {
    const { root } = this.options;
    const rootRect = root.getBoundingClientRect();
    if (rootRect.width === 0) return false;
    // Before the first arrival, the slide on screen (even if the cycle has since asked for the next one)
    // still shows the final figures it was painted with: its labels keep them.
    const onScreen =
      this.arrived === null ? wrapIndex(Math.round(this.motion.position), this.slides.length) : -1;
    for (let i = 0; i < this.slides.length; i++) {
      const slide = this.slides[i];
      const element = root.querySelector<HTMLElement>(`[data-slide="${i}"]`);
      const card = element?.querySelector('[data-slide-card]');
      if (!slide || !element || !card) return false;
      const slots = element.querySelectorAll('[data-donut-slot]');
      if (slots.length !== slide.charts.length) return false;
      const slideRect = element.getBoundingClientRect();
      const fresh = slide.element !== element;
      // A slide React has just created carries no transform yet.
      if (fresh) slide.shift = 0;
      slide.left = slideRect.left - rootRect.left - slide.shift;
      slide.top = slideRect.top - rootRect.top;
      slide.cardBox = boxWithin(card, slideRect);
      slide.element = element;
      slots.forEach((slot, order) => {
        const chart = slide.charts[order];
        const figure = slot.querySelector('.donut-figure');
        if (!chart || !figure) return;
        const box = boxWithin(figure, slideRect);
        chart.place(box.x, box.y);
        if (fresh) chart.bindLabel(labelWriter(slot), i === onScreen);
      });
      this.drawCard(slide);
    }
    this.box = { left: rootRect.left, top: rootRect.top, width: rootRect.width };
    this.drawingVersion++;
    return true;
  }

  private drawCard(slide: SlideView): void {
    const palette = this.palette;
    if (!palette) return;
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

  /**
   * A finger drags the slides or gsap settles them, over a stage that would otherwise hold still: they move
   * as pictures on the compositor. Reading a slide's picture back from the GPU stalls the frame that does it
   * (about 400 ms of main thread per automatic slide under a 4× CPU slowdown here), which only pays where it
   * saves the stage's own frames; under the breathing mesh the canvas is drawn each frame anyway.
   */
  private movesAsPictures(): boolean {
    return (this.dragging || this.settle !== null) && !this.snapshotsFailed && !this.stage?.drawsEveryFrame;
  }

  /**
   * Puts every slide where the position says, the short way round the loop. At rest the stage draws them
   * under the DOM slides; moving, the DOM slides carry their snapshots and the Pixi layer stays hidden.
   */
  private place(): void {
    const count = this.slides.length;
    const { left, top, width } = this.box;
    let moving = this.movesAsPictures();
    for (let i = 0; i < count; i++) {
      const slide = this.slides[i];
      if (!slide) continue;
      const offset = loopOffset(i, this.motion.position, count);
      const shift = Math.round(offset * width * 100) / 100;
      const near = Math.abs(offset) < 1;
      if (moving && near && !this.showSnapshot(slide)) moving = false;
      if (slide.element && shift !== slide.shift) {
        slide.element.style.transform = shift === 0 ? '' : `translate3d(${shift}px, 0, 0)`;
      }
      slide.shift = shift;
      // Moving, a slide once shown stays so, out of view past the carousel's clip: hiding and showing it
      // again as it crosses the edge would paint its layer again each time.
      if (slide.element && (near || !moving)) slide.element.style.visibility = near ? '' : 'hidden';
    }
    if (moving) {
      if (!this.moving) {
        // Frozen like their pictures: a donut still filling resumes if the slides stop where they were.
        for (const slide of this.slides) for (const chart of slide.charts) chart.hold(true);
      }
      this.moving = true;
      this.layer.visible = false;
      return;
    }
    for (let i = 0; i < count; i++) {
      const slide = this.slides[i];
      if (!slide) continue;
      slide.container.visible = Math.abs(loopOffset(i, this.motion.position, count)) < 1;
      slide.container.position.set(left + slide.left + slide.shift, top + slide.top);
      if (slide.snapshot) slide.snapshot.canvas.style.display = 'none';
    }
    this.layer.visible = true;
    if (this.moving) {
      this.moving = false;
      for (const slide of this.slides) for (const chart of slide.charts) chart.hold(false);
    }
  }

  private snapshotKey(slide: SlideView): string {
    return `${this.drawingVersion}|${slide.charts.map((chart) => chart.look).join('|')}`;
  }

  /** The slide's snapshot, taken anew if its drawing changed; null if it cannot be. */
  private refreshSnapshot(slide: SlideView): SlideSnapshot | null {
    const key = this.snapshotKey(slide);
    if (slide.snapshot?.key === key) return slide.snapshot;
    try {
      const snapshot = this.takeSnapshot(slide, slide.snapshot?.canvas ?? null, key);
      if (snapshot) slide.snapshot = snapshot;
      return snapshot;
    } catch (error) {
      console.error('Carousel: slide snapshot failed, the slides move on the stage', error);
      this.snapshotsFailed = true;
      return null;
    }
  }

  /** Shows the slide's snapshot in its DOM slide; false if there is none. */
  private showSnapshot(slide: SlideView): boolean {
    const element = slide.element;
    const snapshot = element ? this.refreshSnapshot(slide) : null;
    if (!element || !snapshot) return false;
    const { canvas } = snapshot;
    if (canvas.parentElement !== element) {
      // The slide is the snapshot's containing block and stacking context: the picture goes under its text.
      element.style.position = 'relative';
      element.style.isolation = 'isolate';
      element.append(canvas);
    }
    if (canvas.style.display) canvas.style.display = '';
    return true;
  }

  /**
   * Renders the slide's card and donuts into a bitmap the size of their bounds, at the stage's resolution and
   * on the same pixel grid (slide coordinates rounded out to whole pixels), into `canvas` or a new one.
   */
  private takeSnapshot(slide: SlideView, reuse: HTMLCanvasElement | null, key: string): SlideSnapshot | null {
    const renderer = this.stage?.app.renderer;
    if (!renderer) return null;
    const bounds = slide.content.getLocalBounds();
    if (!(bounds.width > 0 && bounds.height > 0)) return null;
    const x = Math.floor(bounds.minX) - 1;
    const y = Math.floor(bounds.minY) - 1;
    const width = Math.ceil(bounds.maxX) + 1 - x;
    const height = Math.ceil(bounds.maxY) + 1 - y;
    // WebGL rasterises the screen bottom-up and a render texture top-down, so an edge lying exactly on a
    // pixel centre (the card's half-pixel lines) would fall on its other side. Drawn upside down, the
    // slide is rasterised as on screen, and its rows are put back in order below.
    const flip = renderer.type !== RendererType.CANVAS;
    const target = RenderTexture.create({ width, height, resolution: renderer.resolution });
    let output: ReturnType<typeof renderer.extract.pixels>;
    try {
      renderer.render({
        container: slide.content,
        target,
        clearColor: [0, 0, 0, 0],
        transform: flip ? new Matrix(1, 0, 0, -1, -x, y + height) : new Matrix(1, 0, 0, 1, -x, -y),
      });
      output = renderer.extract.pixels(target);
    } finally {
      target.destroy(true);
    }
    const image = new ImageData(output.width, output.height);
    if (flip) {
      // Upside down and premultiplied (WebGL's read-back): a 2D canvas takes its rows top first, colours straight.
      const row = output.width * 4;
      for (let r = 0; r < output.height; r++) {
        image.data.set(output.pixels.subarray(r * row, (r + 1) * row), (output.height - 1 - r) * row);
      }
      unpremultiply(image.data);
    } else {
      image.data.set(output.pixels);
    }
    const canvas = reuse ?? document.createElement('canvas');
    if (!reuse) {
      canvas.setAttribute('aria-hidden', 'true');
      canvas.dataset.slideSnapshot = '';
      Object.assign(canvas.style, { position: 'absolute', zIndex: '-1', pointerEvents: 'none' });
    }
    canvas.width = output.width;
    canvas.height = output.height;
    Object.assign(canvas.style, {
      left: `${x}px`,
      top: `${y}px`,
      width: `${width}px`,
      height: `${height}px`,
    });
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.putImageData(image, 0, 0);
    return { canvas, key };
  }
}

/** Premultiplied RGBA to straight RGBA, in place. */
function unpremultiply(pixels: Uint8Array | Uint8ClampedArray): void {
  for (let i = 0; i < pixels.length; i += 4) {
    const alpha = pixels[i + 3] ?? 0;
    if (alpha === 0 || alpha === 255) continue;
    const scale = 255 / alpha;
    pixels[i] = Math.min(255, Math.round((pixels[i] ?? 0) * scale));
    pixels[i + 1] = Math.min(255, Math.round((pixels[i + 1] ?? 0) * scale));
    pixels[i + 2] = Math.min(255, Math.round((pixels[i + 2] ?? 0) * scale));
  }
}
