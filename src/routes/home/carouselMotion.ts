// Mobile Home's carousel, page half: swiped with hammerjs (horizontal pans only, so vertical moves still
// scroll the page) and settled with gsap, it moves the DOM slides and tells the Carousel scene where they
// are. At rest the scene draws each slide's card and donuts under its text. While the slides move, each
// carries a picture of that drawing the scene made ahead of time: the compositor moves picture and text as
// one, so they never drift apart, whatever the scene's thread is doing.
import gsap from 'gsap';
import Hammer from 'hammerjs';
import { Disposables } from '../../../scenes/contract/Disposables.ts';
import { loopOffset, nearestLoopPosition, wrapIndex } from '../../../scenes/contract/loopIndex.ts';
import type {
  CarouselInput,
  CarouselOutput,
  DonutProject,
  SlideLayout,
} from '../../../scenes/contract/scenes.ts';
import { boxWithin, watchLayout } from '../../canvas/domLayout.ts';
import type { SceneBridge, SceneHandle } from '../../canvas/SceneBridge.ts';
import type { PageScene } from '../../canvas/useStageScene.ts';
import { SliderState } from '../../lib/sliderState.ts';
import { dragPosition, settleDuration, swipeStep } from '../../lib/swipeMath.ts';
import { appStore } from '../../store/index.ts';
import { SCENE_GESTURES_ATTRIBUTE } from './earlySwipe.ts';

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

interface Slide {
  element: HTMLElement | null;
  /** The translation last written to the DOM slide (px). */
  shift: number;
  /** The scene's picture of the slide's drawing, shown in the DOM slide while the slides move. */
  picture: HTMLCanvasElement | null;
}

export class CarouselMotion implements PageScene {
  private readonly disposables = new Disposables();
  private readonly handle: SceneHandle<CarouselInput>;
  private readonly slider: SliderState;
  /** Fractional slide position: 2.5 is half-way between slides 2 and 3. */
  private readonly motion = { position: 0 };
  private readonly slides: Slide[];
  private settle: gsap.core.Tween | null = null;
  private box = { left: 0, top: 0, width: 0 };
  private layoutDirty = true;
  private boxDirty = false;
  private frame = 0;
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
    this.slides = projects.map(() => ({ element: null, shift: 0, picture: null }));
    root.dataset.scene = 'loading';
    this.handle = bridge.addScene(
      'carousel',
      { projects: projects.map(({ id, donuts }) => ({ id, donuts })) },
      (output) => this.receive(output),
      () => {
        for (const slide of this.slides) slide.element = null;
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
    this.disposables.add(() => cancelAnimationFrame(this.frame));
    if (count > 1) this.attachGestures();
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
    const count = this.slides.length;
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
    for (const slide of this.slides) {
      slide.picture?.remove();
      slide.picture = null;
      if (slide.element) {
        slide.element.style.transform = '';
        slide.element.style.visibility = '';
        slide.element.style.position = '';
        slide.element.style.isolation = '';
      }
    }
    delete this.options.root.dataset.scene;
  }

  private receive(output: CarouselOutput) {
    switch (output.type) {
      case 'mounted':
        this.options.root.dataset.scene = 'ready';
        break;
      case 'picture':
        this.takePicture(output);
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
      case 'label': {
        const slot = this.slides[output.slide]?.element?.querySelectorAll('[data-donut-slot]')[output.slot];
        const value = slot?.querySelector('.donut-value');
        if (value) value.textContent = output.text;
        break;
      }
    }
  }

  private takePicture(output: Extract<CarouselOutput, { type: 'picture' }>) {
    const slide = this.slides[output.slide];
    if (!slide) {
      output.bitmap.close();
      return;
    }
    let canvas = slide.picture;
    if (!canvas) {
      canvas = document.createElement('canvas');
      canvas.setAttribute('aria-hidden', 'true');
      canvas.dataset.slideSnapshot = '';
      Object.assign(canvas.style, {
        position: 'absolute',
        zIndex: '-1',
        pointerEvents: 'none',
        display: 'none',
      });
      slide.picture = canvas;
    }
    const context = canvas.getContext('bitmaprenderer');
    if (!context) {
      output.bitmap.close();
      return;
    }
    context.transferFromImageBitmap(output.bitmap);
    Object.assign(canvas.style, {
      left: `${output.x}px`,
      top: `${output.y}px`,
      width: `${output.width}px`,
      height: `${output.height}px`,
    });
    if (this.picturesShown) this.place();
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
      // The browser took the finger for a vertical scroll: Chromium's pointercancel comes at (0, 0), which
      // Hammer reads as a long pan from where the finger went down, and no end follows. Not a drag: without
      // this the slides stopped half-way and the cycle stayed held.
      if (event.eventType === Hammer.INPUT_CANCEL) return;
      this.dragBegin();
      this.dragMove(event.deltaX);
    });
    manager.on('panmove', (event) => this.dragMove(event.deltaX));
    manager.on('panend', (event) => this.dragEnd(event.deltaX, event.velocityX));
    manager.on('pancancel', () => this.dragEnd(0, 0));
    // From now on the swipes are these: the first-paint listeners (earlySwipe.ts) stand aside.
    const { root } = this.options;
    root.setAttribute(SCENE_GESTURES_ATTRIBUTE, 'scene');
    this.disposables.add(() => {
      manager.destroy();
      root.removeAttribute(SCENE_GESTURES_ATTRIBUTE);
    });
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
    this.moved();
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
    const instant = appStore.getState().reducedMotion || this.slides.length === 0;
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

  private schedule() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.update();
    });
  }

  /** Measures the DOM when it may have moved, and tells the scene. */
  private update(): void {
    if (this.slides.length === 0) return;
    if (this.layoutDirty) {
      const layout = this.measure();
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
      this.handle.post({ type: 'layout', ...this.box, slides: layout });
      this.place();
      if (this.arrived === null && !this.moving) this.arrive(this.slider.index);
    } else if (this.boxDirty) {
      const rect = this.options.root.getBoundingClientRect();
      this.box.left = rect.left;
      this.box.top = rect.top;
      this.boxDirty = false;
      this.handle.post({ type: 'box', left: rect.left, top: rect.top });
    }
  }

  /** Reads the carousel, slide, card and donut slot boxes; null while React has not rendered them yet. */
  private measure(): SlideLayout[] | null {
    const { root } = this.options;
    const rootRect = root.getBoundingClientRect();
    if (rootRect.width === 0) return null;
    const layout: SlideLayout[] = [];
    for (let i = 0; i < this.slides.length; i++) {
      const slide = this.slides[i];
      const element = root.querySelector<HTMLElement>(`[data-slide="${i}"]`);
      const card = element?.querySelector('[data-slide-card]');
      if (!slide || !element || !card) return null;
      const slideRect = element.getBoundingClientRect();
      const fresh = slide.element !== element;
      // A slide React has just created carries no transform yet.
      if (fresh) slide.shift = 0;
      slide.element = element;
      layout.push({
        left: slideRect.left - rootRect.left - slide.shift,
        top: slideRect.top - rootRect.top,
        card: boxWithin(card, slideRect),
        slots: [...element.querySelectorAll('[data-donut-slot]')].map((slot) => {
          const figure = slot.querySelector('.donut-figure');
          const box = figure ? boxWithin(figure, slideRect) : { x: 0, y: 0 };
          return { x: box.x, y: box.y, label: slot.querySelector('.donut-value') !== null };
        }),
        fresh,
      });
    }
    this.box = { left: rootRect.left, top: rootRect.top, width: rootRect.width };
    return layout;
  }

  /**
   * Puts every DOM slide where the position says, the short way round the loop. Moving, the slides near
   * view carry the scene's pictures once it has answered; at rest the pictures go once it has drawn.
   */
  private place(): void {
    const count = this.slides.length;
    const { width } = this.box;
    const pictures = this.picturesShown && !this.noPictures;
    for (let i = 0; i < count; i++) {
      const slide = this.slides[i];
      if (!slide?.element) continue;
      const element = slide.element;
      const offset = loopOffset(i, this.motion.position, count);
      const shift = Math.round(offset * width * 100) / 100;
      const near = Math.abs(offset) < 1;
      if (shift !== slide.shift) element.style.transform = shift === 0 ? '' : `translate3d(${shift}px, 0, 0)`;
      slide.shift = shift;
      // Moving, a slide once shown stays so, out of view past the carousel's clip: hiding and showing it
      // again as it crosses the edge would paint its layer again each time.
      // 'visible', not '': before the scene is ready the stylesheet hides the slides the page does not
      // show (aria-hidden), which would blank the outgoing slide as soon as the index changes.
      if (near || !this.moving) element.style.visibility = near ? 'visible' : 'hidden';
      const picture = slide.picture;
      if (!picture) continue;
      if (pictures && near) {
        if (picture.parentElement !== element) {
          // The slide is the picture's containing block and stacking context: it goes under the text.
          element.style.position = 'relative';
          element.style.isolation = 'isolate';
          element.append(picture);
        }
        if (picture.style.display) picture.style.display = '';
      } else if (!picture.style.display) {
        picture.style.display = 'none';
      }
    }
  }
}
