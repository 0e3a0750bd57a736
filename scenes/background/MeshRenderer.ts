// What the background scene asks of a renderer: the three.js one, or the 2D canvas one without WebGL.
import type { MeshModel } from './MeshModel.ts';

export type MeshRendererKind = 'webgl' | 'canvas2d';

export interface MeshRenderer {
  readonly kind: MeshRendererKind;
  readonly canvas: HTMLCanvasElement;
  /**
   * Sizes the drawing buffer: `width` × `height` CSS pixels (the model's size) drawn at `scale`
   * device pixels per CSS pixel. The element's CSS size is left to the stylesheet.
   */
  resize(width: number, height: number, scale: number): void;
  /** Draws the model's current positions and colours. */
  draw(model: MeshModel): void;
  /** Frees the context and every buffer; the canvas is removed from the page. */
  destroy(): void;
}

/** Creates the background canvas element, styled by .background-canvas. */
export function createBackgroundCanvas(kind: MeshRendererKind): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.className = 'background-canvas';
  canvas.dataset.renderer = kind;
  canvas.setAttribute('aria-hidden', 'true');
  return canvas;
}
