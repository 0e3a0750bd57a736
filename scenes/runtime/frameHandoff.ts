// How long the browser holds a worker after each frame it draws with WebGL. With GPU compositing a frame is
// handed to the compositor as it is (well under a millisecond). A browser that composites in software (no
// usable GPU: Chromium with its GPU disabled or blocklisted) reads every WebGL frame back into memory
// before it can show it, and the worker waits for it: the GPU must finish the frame, then the pixels are
// copied, after every frame, whatever the scenes draw. On two cores at 1360×800 that is 13–15 ms of each
// 16.7 ms frame before any scene has done anything, and the showcase dropped 3 frames a second. A 2D
// canvas is drawn straight into that memory: there the scenes draw without WebGL.
import type { Ticker } from 'pixi.js';

/** Frames timed. Each one read back pays for it; a frame only delayed (the thread descheduled) is one of them. */
export const HANDOFF_FRAMES = 5;
/**
 * The shortest hand-off (ms) at or over this is a read-back. Measured on this kind of machine, frames that
 * only clear the canvas: GPU compositing 0.2–2.4 ms, the shortest of a run ≤ 0.5 ms even with two other
 * processes busy on both cores; software compositing 7–90 ms at 1360×800 and 3.8–20 ms at 470×924 (a phone's
 * canvas) under that load, 2.6 ms at 400×300, where a read-back costs too little to matter. The shortest,
 * not the median: on a busy machine a few frames of a GPU-composited page are delayed by the scheduler
 * (two scene workers on two cores switched to 2D in a test run), never all of them.
 */
export const READBACK_HANDOFF_MS = 3;

/** Whether the timed hand-offs say the browser reads every frame back (composites in software). */
export function readsFramesBack(handoffs: readonly number[]): boolean {
  return handoffs.length > 0 && Math.min(...handoffs) >= READBACK_HANDOFF_MS;
}

/**
 * Times the next `frames` hand-offs of the canvas the ticker's application draws on: from the end of the
 * frame's callbacks (`priority`: after the render) to the first microtask after them, which runs once the
 * browser has taken the frame. Resolves with one duration per frame, in ms.
 */
export function timeHandoffs(ticker: Ticker, priority: number, frames = HANDOFF_FRAMES): Promise<number[]> {
  return new Promise((resolve) => {
    const handoffs: number[] = [];
    let asked = 0;
    const afterRender = () => {
      if (asked >= frames) return;
      asked++;
      const end = performance.now();
      queueMicrotask(() => {
        handoffs.push(performance.now() - end);
        if (handoffs.length < frames) return;
        ticker.remove(afterRender);
        resolve(handoffs);
      });
    };
    ticker.add(afterRender, null, priority);
  });
}
