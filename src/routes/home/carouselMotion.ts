// Mobile Home's carousel, page half: swiped with hammerjs (carouselGestures.ts) and settled with gsap, it
// moves the DOM slides (carouselSlides.ts) and tells the Carousel scene where they are. At rest the scene
// draws each slide's card and donuts under its text; while the slides move, each carries a picture of that
// drawing the scene made ahead of time (slidePicture.ts), so picture and text never drift apart.
import gsap from 'gsap';
import { Disposables } from '../../../scenes/contract/Disposables.ts';
import { nearestLoopPosition, wrapIndex } from '../../../scenes/contract/loopIndex.ts';
import type { CarouselInput, CarouselOutput, DonutProject } from '../../../scenes/contract/scenes.ts';
import { nextFrameOnce, watchLayout } from '../../canvas/domLayout.ts';
import type { SceneBridge, SceneHandle } from '../../canvas/SceneBridge.ts';
import type { PageScene } from '../../canvas/useStageScene.ts';
import { SliderState } from '../../lib/sliderState.ts';
import { dragPosition, settleDuration, swipeStep } from '../../lib/swipeMath.ts';
import { appStore } from '../../store/index.ts';
import { attachGestures } from './carouselGestures.ts';
import { CarouselSlides } from './carouselSlides.ts';

/** The spec's automatic slide duration (s). */
export const SLIDE_SECONDS = 0.65;

export interface CarouselOptions {
  /**
   * The carousel element: it receives the gestures (touch-action pan-y) and holds one
   * `[data-slide="{i}"]` per project, each with a `[data-slide-card]` box and its donut slots
   * (`[data-donut-slot] .donut-figure`). The slides are moved with a transform.
   */
  root: HTMLElement;
  projects: readonly DonutProject[];
  /** A finger started (true) or stopped (false) dragging the slides: the auto cycle holds meanwhile. */
  onDragChange?: (dragging: boolean) => void;
}

export class CarouselMotion implements PageScene {
  private readonly disposables = new Disposables();
  private readonly handle: SceneHandle<CarouselInput>;
  private readonly slider: SliderState;
  /** Fractional slide position: 2.5 is half-way between slides 2 and 3. */
  private readonly motion = { position: 0 };
  private readonly slides: CarouselSlides;
  private settle: gsap.core.Tween | null = null;
  private layoutDirty = true;
  private boxDirty = false;
  /** Measures and tells the scene on the next frame, once. */
  private readonly schedule = nextFrameOnce(() => this.update(), this.disposables);
  private dragging = false;
  private dragStart = 0;
  /** The slides move (a finger or a settle) and the scene was told so. */
  private moving = false;
  /** The scene answered the move: its pictures are current and its own slides hidden. */
  private picturesShown = false;
  /** The scene cannot make pictures: its slides follow the position instead. */
  private noPictures = false;
  /** The slide whose donuts were last told to play. */
  private arrived: number | null = null;

  constructor(
    bridge: SceneBridge,
    private readonly options: CarouselOptions,
  ) {
    const { projects, root } = options;
    const count = projects.length;
    const index = wrapIndex(appStore.getState().homeIndex, count);
    this.slider = new SliderState(count, index);
    this.motion.position = index;
    this.slides = new CarouselSlides(root, count);
    root.dataset.scene = 'loading';
    this.handle = bridge.addScene(
      'carousel',
      { projects: projects.map(({ id, donuts }) => ({ id, donuts })) },
      (output) => this.receive(output),
      () => {
        this.slides.forget();
        this.layoutDirty = true;
        this.arrived = null;
        this.schedule();
      },
    );
    watchLayout(
      root,
      this.disposables,
      () => {
        this.boxDirty = true;
        this.schedule();
      },
      () => {
        this.layoutDirty = true;
        this.schedule();
      },
    );
    if (count > 1) {
      attachGestures(root, this.disposables, {
        begin: () => this.dragBegin(),
        move: (deltaX) => this.dragMove(deltaX),
        end: (deltaX, velocityX) => this.dragEnd(deltaX, velocityX),
      });
    }
    this.disposables.add(
      appStore.subscribe(
        (s) => s.homeIndex,
        (next) => {
          if (wrapIndex(next, count) !== this.slider.index) this.slideTo(next);
        },
      ),
    );
    this.schedule();
  }

  /** The slide in view (or being settled to). */
  get index(): number {
    return this.slider.index;
  }

  /**
   * The slider API: shows slide `value` (a number or a numeric string, wrapped round the loop) and makes it
   * the store's Home index. Anything else throws a SlideIndexError and changes nothing.
   */
  slideTo(value: unknown, settling = false): number {
    const from = this.motion.position;
    const index = this.slider.slideTo(value);
    const count = this.slides.count;
    const distance = Math.abs(nearestLoopPosition(from, index, count) - from);
    if (settling) this.animateTo(index, settleDuration(distance, SLIDE_SECONDS), 'power3.out');
    else this.animateTo(index, SLIDE_SECONDS, 'power2.inOut');
    const state = appStore.getState();
    if (state.homeIndex !== index) state.setHomeIndex(index);
    return index;
  }

  destroy(): void {
    this.settle?.kill();
    this.settle = null;
    if (this.dragging) this.options.onDragChange?.(false);
    this.disposables.dispose();
    this.handle.remove();
    this.slides.destroy();
    delete this.options.root.dataset.scene;
  }

  private receive(output: CarouselOutput) {
    switch (output.type) {
      case 'mounted':
        this.options.root.dataset.scene = 'ready';
        break;
      case 'picture':
        if (this.slides.takePicture(output) && this.picturesShown) this.place();
        break;
      case 'no-pictures':
        this.noPictures = true;
        this.picturesShown = false;
        this.place();
        break;
      case 'moving':
        if (!this.moving) break;
        this.picturesShown = true;
        this.place();
        break;
      case 'at-rest':
        if (this.moving) break;
        this.picturesShown = false;
        this.place();
        break;
      case 'label':
        this.slides.setLabel(output.slide, output.slot, output.text);
        break;
    }
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
    this.motion.position = dragPosition(this.dragStart, deltaX, this.slides.box.width);
    this.moved();
  }

  private dragEnd(deltaX: number, velocityX: number): void {
    if (!this.dragging) return;
    this.dragging = false;
    const step = swipeStep({ deltaX, velocityX, width: this.slides.box.width });
    // The store changes first, so the cycle counts its 3500 ms from the new slide once the drag lets go.
    this.slideTo(this.slider.index + step, true);
    this.options.onDragChange?.(false);
  }

  private animateTo(index: number, duration: number, ease: string): void {
    this.settle?.kill();
    this.settle = null;
    const target = nearestLoopPosition(this.motion.position, index, this.slides.count || 1);
    const instant = appStore.getState().reducedMotion || this.slides.count === 0;
    if (instant || Math.abs(target - this.motion.position) < 1e-4) {
      this.arrive(index);
      return;
    }
    this.settle = gsap.to(this.motion, {
      position: target,
      duration,
      ease,
      onUpdate: () => this.moved(),
      onComplete: () => {
        this.settle = null;
        this.arrive(index);
      },
    });
  }

  /** The slide is at rest in view: the scene fills its donuts and empties the others. */
  private arrive(index: number): void {
    this.motion.position = index;
    this.moved();
    if (this.arrived === index) return;
    this.arrived = index;
    this.handle.post({ type: 'arrive', index });
  }

  /** The position changed: the DOM slides move now, and the scene hears of it. */
  private moved() {
    const moving = this.dragging || this.settle !== null;
    if (moving && !this.moving) this.picturesShown = false;
    this.moving = moving;
    this.handle.post({ type: 'position', position: this.motion.position, moving });
    this.place();
  }

  /**
   * Moving, the slides near view carry the scene's pictures once it has answered; at rest the pictures go
   * once it has drawn.
   */
  private place(): void {
    this.slides.place(this.motion.position, this.moving, this.picturesShown && !this.noPictures);
  }

  /** Measures the DOM when it may have moved, and tells the scene. */
  private update(): void {
    if (this.slides.count === 0) return;
    if (this.layoutDirty) {
      const layout = this.slides.measure();
      if (!layout) {
        // React has not rendered the slides yet.
        this.schedule();
        return;
      }
      this.layoutDirty = false;
      this.boxDirty = false;
      // The scene learns which slide is on screen before it lays them out: its first frame draws that
      // slide, not the one the store named when the scene was created (the cycle may have moved since).
      if (this.arrived === null) {
        this.handle.post({ type: 'position', position: this.motion.position, moving: this.moving });
      }
      this.handle.post({ type: 'layout', ...this.slides.box, slides: layout });
      this.place();
      if (this.arrived === null && !this.moving) this.arrive(this.slider.index);
    } else if (this.boxDirty) {
      const rect = this.slides.measurePosition();
      this.boxDirty = false;
      this.handle.post({ type: 'box', left: rect.left, top: rect.top });
    }
  }
}
