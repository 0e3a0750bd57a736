// The worker concession (scenes/runtime/pixiRoot.ts): @pixi/react's createRoot takes an OffscreenCanvas in
// a scope without HTMLCanvasElement, and leaves the name as it found it. Node has no HTMLCanvasElement, as
// a worker has none; the canvas is a plain object here, since only its identity matters to createRoot.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

// Pixi reads the user agent as it loads (a worker has a navigator; Node 20 has none).
globalThis.navigator ??= { userAgent: 'node' } as Navigator;
let createPixiRoot: typeof import('../../scenes/runtime/pixiRoot.ts').createPixiRoot;
beforeAll(async () => {
  ({ createPixiRoot } = await import('../../scenes/runtime/pixiRoot.ts'));
});

const scope = globalThis as { HTMLCanvasElement?: unknown };

class WorkerCanvas {
  width = 300;
  height = 150;
}

describe('createPixiRoot', () => {
  afterEach(() => {
    delete scope.HTMLCanvasElement;
  });

  it('roots on an OffscreenCanvas where HTMLCanvasElement is missing, and unbinds the name', () => {
    expect('HTMLCanvasElement' in globalThis).toBe(false);
    const canvas = new WorkerCanvas();
    const root = createPixiRoot(canvas as unknown as OffscreenCanvas);
    expect(root.internalState.canvas).toBe(canvas);
    expect(typeof root.render).toBe('function');
    expect('HTMLCanvasElement' in globalThis).toBe(false);
  });

  it('binds the name to that one canvas only, and unbinds it even when createRoot throws', () => {
    const first = new WorkerCanvas();
    createPixiRoot(first as unknown as OffscreenCanvas);
    // The same canvas twice: createRoot warns and returns its root; its check saw the canvas both times.
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(createPixiRoot(first as unknown as OffscreenCanvas).internalState.canvas).toBe(first);
    } finally {
      console.warn = warn;
    }
    expect('HTMLCanvasElement' in globalThis).toBe(false);
  });

  it("uses the page's own HTMLCanvasElement for its canvases, and restores it after any other", () => {
    class PageCanvas {}
    scope.HTMLCanvasElement = PageCanvas;
    const canvas = new PageCanvas();
    expect(createPixiRoot(canvas as unknown as HTMLCanvasElement).internalState.canvas).toBe(canvas);
    expect(scope.HTMLCanvasElement).toBe(PageCanvas);
    // A canvas of another kind (an OffscreenCanvas on the page, a test's canvas): rooted on it all the same.
    const other = new WorkerCanvas();
    expect(createPixiRoot(other as unknown as OffscreenCanvas).internalState.canvas).toBe(other);
    expect(scope.HTMLCanvasElement).toBe(PageCanvas);
  });
});
