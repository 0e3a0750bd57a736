// Mobile Home's carousel slides in the DOM: measured for the Carousel scene, moved with a transform to where
// the slide position puts them, and carrying the scene's pictures of their drawing while they move.
import { loopOffset } from '../../../scenes/contract/loopIndex.ts';
import type { SlideLayout } from '../../../scenes/contract/scenes.ts';
import { boxWithin } from '../../canvas/domLayout.ts';
import { createPicture, type PictureOutput, paintPicture } from './slidePicture.ts';

interface Slide {
  element: HTMLElement | null;
  /** The translation last written to the DOM slide (px). */
  shift: number;
  /** The scene's picture of the slide's drawing, shown in the DOM slide while the slides move. */
  picture: HTMLCanvasElement | null;
}

export class CarouselSlides {
  private readonly slides: Slide[];
  /** The carousel's box in the viewport, as last measured. */
  box = { left: 0, top: 0, width: 0 };

  /** `root` holds one `[data-slide="{i}"]` per slide, `count` of them once React has rendered them. */
  constructor(
    private readonly root: HTMLElement,
    count: number,
  ) {
    this.slides = Array.from({ length: count }, () => ({ element: null, shift: 0, picture: null }));
  }

  get count(): number {
    return this.slides.length;
  }

  /** The scene started again: every slide counts as fresh at the next measure. */
  forget(): void {
    for (const slide of this.slides) slide.element = null;
  }

  /** Reads the carousel, slide, card and donut slot boxes; null while React has not rendered them yet. */
  measure(): SlideLayout[] | null {
    const { root } = this;
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

  /** The carousel moved without changing size (the page scrolled): reads its new position only. */
  measurePosition(): DOMRect {
    const rect = this.root.getBoundingClientRect();
    this.box.left = rect.left;
    this.box.top = rect.top;
    return rect;
  }

  /**
   * Puts every DOM slide where `position` says, the short way round the loop. With `pictures`, the slides
   * near view carry the scene's pictures; without, the pictures hide. A `moving` slide once shown stays so.
   */
  place(position: number, moving: boolean, pictures: boolean): void {
    const count = this.slides.length;
    const { width } = this.box;
    for (let i = 0; i < count; i++) {
      const slide = this.slides[i];
      if (!slide?.element) continue;
      const element = slide.element;
      const offset = loopOffset(i, position, count);
      const shift = Math.round(offset * width * 100) / 100;
      const near = Math.abs(offset) < 1;
      if (shift !== slide.shift) element.style.transform = shift === 0 ? '' : `translate3d(${shift}px, 0, 0)`;
      slide.shift = shift;
      // Moving, a slide once shown stays so, out of view past the carousel's clip: hiding and showing it
      // again as it crosses the edge would paint its layer again each time.
      // 'visible', not '': before the scene is ready the stylesheet hides the slides the page does not
      // show (aria-hidden), which would blank the outgoing slide as soon as the index changes.
      if (near || !moving) element.style.visibility = near ? 'visible' : 'hidden';
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

  /** Keeps the scene's new picture of a slide; false (bitmap freed) when there is no such slide or canvas. */
  takePicture(output: PictureOutput): boolean {
    const slide = this.slides[output.slide];
    if (!slide) {
      output.bitmap.close();
      return false;
    }
    slide.picture ??= createPicture();
    return paintPicture(slide.picture, output);
  }

  /** Writes a donut's value the scene counted up into its slot's label. */
  setLabel(index: number, slotIndex: number, text: string): void {
    const slot = this.slides[index]?.element?.querySelectorAll('[data-donut-slot]')[slotIndex];
    const value = slot?.querySelector('.donut-value');
    if (value) value.textContent = text;
  }

  /** Removes the pictures and gives the DOM slides back their stylesheet's placing. */
  destroy(): void {
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
  }
}
