// The screenshot's pixels: how much of a region is drawn in colour. The CSS stand-ins shown before the
// scenes draw are grey; the ring's and donuts' work-type colours are bright and saturated.
import { PNG } from 'pngjs';

/** A rectangle in CSS pixels, as getBoundingClientRect gives it. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bright and saturated: the scenes' colours, not the dark mesh, grey stand-ins or white text. */
export function isColourful(r: number, g: number, b: number): boolean {
  const high = Math.max(r, g, b);
  const low = Math.min(r, g, b);
  return high > 120 && high - low > 60;
}

export interface ColourCount {
  colourful: number;
  total: number;
}

/** Colourful pixels inside the rectangles (CSS pixels, scaled by the page's devicePixelRatio). */
export function countColourful(png: Buffer, rects: readonly Rect[], devicePixelRatio: number): ColourCount {
  const image = PNG.sync.read(png);
  let colourful = 0;
  let total = 0;
  for (const rect of rects) {
    const left = Math.max(0, Math.floor(rect.x * devicePixelRatio));
    const top = Math.max(0, Math.floor(rect.y * devicePixelRatio));
    const right = Math.min(image.width, Math.ceil((rect.x + rect.width) * devicePixelRatio));
    const bottom = Math.min(image.height, Math.ceil((rect.y + rect.height) * devicePixelRatio));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const i = (y * image.width + x) * 4;
        total++;
        if (isColourful(image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0)) colourful++;
      }
    }
  }
  return { colourful, total };
}
