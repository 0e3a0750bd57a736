// Lines the full-screen canvas up with DOM elements: tells a scene when what it measured may have moved.
import type { Disposables } from '../../scenes/contract/Disposables.ts';
import type { Box } from '../../scenes/contract/scenes.ts';

export type { Box };

/**
 * `moved` runs when the page scrolls (only positions change) and `reflowed` when `root` or the page
 * around it changes size (text wrapping, fonts arriving, a resize). Listeners go into `disposables`.
 */
export function watchLayout(
  root: HTMLElement,
  disposables: Disposables,
  moved: () => void,
  reflowed: () => void,
): void {
  disposables.listen(window, 'scroll', moved, { passive: true });
  const observer = new ResizeObserver(reflowed);
  observer.observe(root);
  const page = root.closest('main');
  if (page && page !== root) observer.observe(page);
  disposables.add(() => observer.disconnect());
}

/**
 * `run` on the next animation frame, once however often the returned function is called before it (scrolls,
 * resizes and messages come in bursts). A frame still pending is cancelled with `disposables`.
 */
export function nextFrameOnce(run: () => void, disposables: Disposables): () => void {
  let frame = 0;
  disposables.add(() => cancelAnimationFrame(frame));
  return () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      run();
    });
  };
}

/** `element`'s box relative to `origin`'s top-left corner. */
export function boxWithin(element: Element, origin: DOMRect): Box {
  const rect = element.getBoundingClientRect();
  return { x: rect.left - origin.left, y: rect.top - origin.top, width: rect.width, height: rect.height };
}
