// Mobile Home: every project as a slide drawn on the stage (card and donuts) under its DOM text, swiped
// with hammerjs (horizontal pans only, so vertical moves still scroll the page) and settled with gsap.
import gsap from 'gsap';
import Hammer from 'hammerjs';
import { Container, Graphics } from 'pixi.js';
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

interface SlideView {
  container: Container;
  card: Graphics;
  charts: DonutChart[];
  element: HTMLElement | null;
  /** The slide's resting place and its card, relative to the carousel's top-left corner. */
  left: number;
  top: number;
  cardBox: Box;
  /** The translation last written to the DOM slide (px). */
  shift: number;
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
      if (slide.element) {
        slide.element.style.transform = '';
        slide.element.style.visibility = '';
      }
    }
    this.slides = [];
    this.layer.destroy({ children: true, context: true });
  }

  private build(): void {
    const { projects, store, root } = this.options;
    const palette = readHomePalette();
    this.palette = palette;
    const geometry = donutGeometry(MOBILE_DONUT);
    this.slides = projects.map((project) => {
      const container = new Container();
      const card = new Graphics();
      container.addChild(card);
      const charts = project.donuts.map((donut, order) => {
        const chart = new DonutChart(donut, geometry, palette, order);
        container.addChild(chart.view);
        return chart;
      });
      this.layer.addChild(container);
      return {
        container,
        card,
        charts,
        element: null,
        left: 0,
        top: 0,
        cardBox: { x: 0, y: 0, width: 0, height: 0 },
        shift: 0,
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
    if (this.positionDirty) {
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
        if (fresh) chart.bindLabel(labelWriter(slot));
      });
      this.drawCard(slide);
    }
    this.box = { left: rootRect.left, top: rootRect.top, width: rootRect.width };
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

  /** Puts every slide, canvas and DOM alike, where the position says: the short way round the loop. */
  private place(): void {
    const count = this.slides.length;
    const { left, top, width } = this.box;
    this.slides.forEach((slide, i) => {
      const offset = loopOffset(i, this.motion.position, count);
      const shift = Math.round(offset * width * 100) / 100;
      const near = Math.abs(offset) < 1;
      slide.container.visible = near;
      slide.container.position.set(left + slide.left + shift, top + slide.top);
      if (slide.element && shift !== slide.shift) {
        slide.element.style.transform = shift === 0 ? '' : `translate3d(${shift}px, 0, 0)`;
      }
      slide.shift = shift;
      if (slide.element) slide.element.style.visibility = near ? '' : 'hidden';
    });
    this.layer.visible = true;
  }
}
