// Reads a drawing back from the GPU as straight-alpha pixels the page can show in a 2D canvas or a bitmap:
// the carousel's moving slides and the cursor's parts are drawn by Pixi and shown by the page.
import { type Container, Matrix, type Renderer, RendererType, type RenderTexture } from 'pixi.js';

/**
 * Renders `container` into `target`, its local point (`x`, `y`) at the target's top left corner, and reads
 * it back top row first with straight alpha.
 */
export function renderToImageData(
  renderer: Renderer,
  container: Container,
  target: RenderTexture,
  x: number,
  y: number,
): ImageData {
  const height = target.height;
  // WebGL rasterises the screen bottom-up and a render texture top-down, so an edge lying exactly on a
  // pixel centre (the card's half-pixel lines) would fall on its other side. Drawn upside down, the
  // drawing is rasterised as on screen, and its rows are put back in order below.
  const flip = renderer.type !== RendererType.CANVAS;
  renderer.render({
    container,
    target,
    clearColor: [0, 0, 0, 0],
    transform: flip ? new Matrix(1, 0, 0, -1, -x, y + height) : new Matrix(1, 0, 0, 1, -x, -y),
  });
  const output = renderer.extract.pixels(target);
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
  return image;
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
