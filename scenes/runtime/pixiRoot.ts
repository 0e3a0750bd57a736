// The one @pixi/react root of a scene runtime, on the canvas it draws into: the page's own canvas, or, in
// the worker, an OffscreenCanvas the page transferred.
//
// The worker concession: @pixi/react's createRoot tells a canvas from a container element with
// `target instanceof HTMLCanvasElement`, and a worker has no such name, so the check itself throws there.
// Everything after it takes an OffscreenCanvas as it is (its Application.init hands it to Pixi, whose
// WebWorkerAdapter draws on it). So for that one call, where the canvas is no HTMLCanvasElement, the name
// is bound to a function that recognises this canvas; the name is as it was again before createRoot
// returns (absent in a worker).
import { createRoot } from '@pixi/react';

export type PixiRoot = ReturnType<typeof createRoot>;
export type RuntimeCanvas = HTMLCanvasElement | OffscreenCanvas;

const NAME = 'HTMLCanvasElement';

export function createPixiRoot(canvas: RuntimeCanvas): PixiRoot {
  const own = Object.getOwnPropertyDescriptor(globalThis, NAME);
  const current = (globalThis as Record<string, unknown>)[NAME];
  if (typeof current === 'function' && canvas instanceof current)
    return createRoot(canvas as HTMLCanvasElement);
  const binding = Object.defineProperty(function HTMLCanvasElement() {}, Symbol.hasInstance, {
    value: (value: unknown) => value === canvas,
  });
  Object.defineProperty(globalThis, NAME, { value: binding, configurable: true, writable: true });
  try {
    return createRoot(canvas as unknown as HTMLCanvasElement);
  } finally {
    if (own) Object.defineProperty(globalThis, NAME, own);
    else delete (globalThis as Record<string, unknown>)[NAME];
  }
}
