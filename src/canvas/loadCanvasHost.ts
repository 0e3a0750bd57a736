// Brings the canvas stack in after the text: once the first screen is committed and the browser is idle. The
// host only starts the scene runtime, which loads Pixi and three.js in a worker, off the page's main thread.

/** How long the scenes wait at most for an idle moment before loading anyway. */
export const CANVAS_IDLE_TIMEOUT_MS = 1500;

/** Resolves when the browser reports an idle period, or after `timeout` ms whatever happens. */
export function whenIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, Math.min(timeout, 200));
  });
}

export async function loadCanvasHost() {
  await whenIdle(CANVAS_IDLE_TIMEOUT_MS);
  return import('./CanvasHost.tsx');
}
