// A carousel slide's picture: the Carousel scene's drawing of that slide, shown in the DOM slide under its
// text while the slides move, so the compositor moves drawing and text as one.
import type { CarouselOutput } from '../../../scenes/contract/scenes.ts';

export type PictureOutput = Extract<CarouselOutput, { type: 'picture' }>;

/** An empty picture canvas, hidden and out of the way of the pointer until the slide shows it. */
export function createPicture(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.slideSnapshot = '';
  Object.assign(canvas.style, {
    position: 'absolute',
    zIndex: '-1',
    pointerEvents: 'none',
    display: 'none',
  });
  return canvas;
}

/** Puts the scene's bitmap in `canvas` where the scene drew it; false (bitmap freed) if it cannot. */
export function paintPicture(canvas: HTMLCanvasElement, output: PictureOutput): boolean {
  const context = canvas.getContext('bitmaprenderer');
  if (!context) {
    output.bitmap.close();
    return false;
  }
  context.transferFromImageBitmap(output.bitmap);
  Object.assign(canvas.style, {
    left: `${output.x}px`,
    top: `${output.y}px`,
    width: `${output.width}px`,
    height: `${output.height}px`,
  });
  return true;
}
