// The mesh drawn with the 2D canvas API, for browsers without WebGL (or after repeated context losses).
import type { MeshModel } from './MeshModel.ts';
import type { MeshRenderer } from './MeshRenderer.ts';

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const channel = (value: number) => HEX[Math.round(Math.min(1, Math.max(0, value)) * 255)] ?? '00';

export class Canvas2DMeshRenderer implements MeshRenderer {
  readonly kind = 'canvas2d';
  private readonly context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  private scale = 1;

  /** `canvas`: the page's 2D mesh canvas (or, in a worker, its transferred drawing surface). */
  constructor(private readonly canvas: HTMLCanvasElement | OffscreenCanvas) {
    // The same call on both kinds of canvas; TypeScript cannot merge their overloads.
    const context = (this.canvas as OffscreenCanvas).getContext('2d', { alpha: false });
    if (!context) throw new Error('No 2D canvas context');
    this.context = context;
  }

  resize(width: number, height: number, scale: number): void {
    this.scale = scale;
    this.canvas.width = Math.max(1, Math.round(width * scale));
    this.canvas.height = Math.max(1, Math.round(height * scale));
  }

  draw(model: MeshModel): void {
    const { context, scale } = this;
    const { positions, colours } = model;
    context.setTransform(scale, 0, 0, scale, 0, 0);
    // Stroking each triangle in its own colour covers the hairline seams antialiasing leaves between faces.
    context.lineWidth = 1 / scale;
    context.lineJoin = 'round';
    for (let o = 0; o < positions.length; o += 9) {
      // One short string per face and frame: the 2D API takes colours as strings (a few hundred a frame).
      const colour = `#${channel(colours[o] ?? 0)}${channel(colours[o + 1] ?? 0)}${channel(colours[o + 2] ?? 0)}`;
      context.fillStyle = colour;
      context.strokeStyle = colour;
      context.beginPath();
      context.moveTo(positions[o] ?? 0, positions[o + 1] ?? 0);
      context.lineTo(positions[o + 3] ?? 0, positions[o + 4] ?? 0);
      context.lineTo(positions[o + 6] ?? 0, positions[o + 7] ?? 0);
      context.closePath();
      context.fill();
      context.stroke();
    }
  }

  destroy(): void {
    // A zero-sized canvas lets the browser free its backing store at once.
    this.canvas.width = 0;
    this.canvas.height = 0;
  }
}
