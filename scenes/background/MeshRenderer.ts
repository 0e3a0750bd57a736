// What the background scene asks of a renderer: the three.js one, or the 2D canvas one without WebGL.
import type { MeshModel } from './MeshModel.ts';

export type MeshRendererKind = 'webgl' | 'canvas2d';

export interface MeshRenderer {
  readonly kind: MeshRendererKind;
  /** What draws (the WebGL renderer names its three.js). */
  readonly engine?: string;
  /**
   * `width` × `height` CSS pixels: the model's size. A renderer with its own canvas sizes its drawing
   * buffer at `scale` device pixels per CSS pixel; the shared one draws at the stage's resolution.
   * The element's CSS size is left to the stylesheet.
   */
  resize(width: number, height: number, scale: number): void;
  /** Draws the model's positions and colours; `changed` says whether they moved since the last draw. */
  draw(model: MeshModel, changed: boolean): void;
  /** Frees every buffer; a canvas of its own is emptied, a shared one left to its owner. */
  destroy(): void;
}
