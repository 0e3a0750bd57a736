// Brings the canvas stack in after the text: once the first screen is committed and the browser is idle,
// and in two module evaluations with a pause between them, so a phone keeps answering taps meanwhile.

/** How long the scenes wait at most for an idle moment before loading anyway. */
export const CANVAS_IDLE_TIMEOUT_MS = 1500;

type Scheduler = { yield?: () => Promise<void> };

/** Gives the browser a chance to paint and handle input before the next step. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when the browser reports an idle period, or after `timeout` ms whatever happens. */
export function whenIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, Math.min(timeout, 200));
  });
}

export async function loadCanvasHost() {
  await whenIdle(CANVAS_IDLE_TIMEOUT_MS);
  // Pixi's core is the largest module to evaluate: alone first, then the host and the scenes.
  await import('pixi.js');
  await yieldToMain();
  return import('./CanvasHost.tsx');
}
