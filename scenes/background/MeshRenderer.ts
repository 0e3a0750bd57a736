// What the background scene asks of a renderer: the three.js one, or the 2D canvas one without WebGL.
import type { MeshModel } from './MeshModel.ts';

export type MeshRendererKind = 'webgl' | 'canvas2d';

export interface MeshRenderer {
  readonly kind: MeshRendererKind;
  /** The 2D renderer's own canvas, or the stage's canvas the WebGL renderer shares with Pixi. */
  readonly canvas: HTMLCanvasElement;
  /**
   * `width` × `height` CSS pixels: the model's size. A renderer with its own canvas sizes its drawing
   * buffer at `scale` device pixels per CSS pixel; the shared one draws at the stage's resolution.
   * The element's CSS size is left to the stylesheet.
   */
  resize(width: number, height: number, scale: number): void;
  /** Draws the model's positions and colours; `changed` says whether they moved since the last draw. */
  draw(model: MeshModel, changed: boolean): void;
  /** Frees every buffer; a canvas of its own is removed from the page, a shared one left to its owner. */
  destroy(): void;
}

/** Creates the 2D background canvas element, styled by .background-canvas. */
export function createBackgroundCanvas(kind: MeshRendererKind): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  markBackgroundCanvas(canvas, kind);
  return canvas;
}

/**
 * The hooks the stylesheet, the e2e tests and the bench read: .background-canvas, data-renderer and
 * data-state ('running' or 'lost'), on whichever canvas shows the mesh.
 */
export function markBackgroundCanvas(canvas: HTMLCanvasElement, kind: MeshRendererKind): void {
  canvas.classList.add('background-canvas');
  canvas.dataset.renderer = kind;
}

export function unmarkBackgroundCanvas(canvas: HTMLCanvasElement): void {
  canvas.classList.remove('background-canvas');
  delete canvas.dataset.renderer;
  delete canvas.dataset.state;
}
