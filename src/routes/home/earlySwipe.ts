// Swipes on the phone carousel from the home route's first render, before the scene and its gesture code
// (hammerjs, in carouselGestures.ts, loaded with carouselMotion.ts once the scene bridge exists) take over:
// native pointer events, decided by the same rule (swipeStep), and the slide changes in the page meanwhile.
// Once those mark the carousel (data-gestures), these listeners start no new gesture; one already under way
// is finished here, where its start was seen, so each gesture counts once, with one of them. The gestures
// made before this code arrived were recorded by the boot script (src/boot.ts): these listeners take them
// over (bootSwipes.ts) and replay each once, by the same rule.
import { Disposables } from '../../../scenes/contract/Disposables.ts';
import { recordedSwipeStep, releaseStep, type SwipeSample, turnedHorizontal } from '../../lib/swipeMath.ts';
import { adoptBootSwipes } from './bootSwipes.ts';

export interface EarlySwipeOptions {
  /** The carousel: it receives the gestures (touch-action pan-y keeps vertical moves for the page). */
  root: HTMLElement;
  /** A horizontal drag holds the cycle while it lasts, as the scene's drags do. */
  onDragChange(dragging: boolean): void;
  /** A swipe that changes slide, live or recorded by the boot script: +1 next, −1 previous. */
  onStep(step: 1 | -1): void;
}

/** The attribute carouselGestures.ts sets while its own gestures run. */
export const SCENE_GESTURES_ATTRIBUTE = 'data-gestures';

export function earlySwipe({ root, onDragChange, onStep }: EarlySwipeOptions): () => void {
  const d = new Disposables();
  let pointer: number | null = null;
  let horizontal = false;
  let start: SwipeSample = { x: 0, y: 0, t: 0 };
  let moves: SwipeSample[] = [];
  const sample = (event: PointerEvent): SwipeSample => ({
    x: event.clientX,
    y: event.clientY,
    t: event.timeStamp,
  });

  // The gestures made before this code arrived, each judged as one made here, once. A finger already down
  // when this runs is the boot script's to finish: these listeners never saw it go down.
  d.add(
    adoptBootSwipes(window.__bootSwipes, (swipe) => {
      const step = recordedSwipeStep(swipe);
      if (step !== 0) onStep(step);
    }),
  );

  const end = (released: PointerEvent | null) => {
    if (pointer === null) return;
    pointer = null;
    if (!horizontal) return;
    horizontal = false;
    onDragChange(false);
    if (!released) return;
    const step = releaseStep(start, moves, sample(released), root.clientWidth);
    if (step !== 0) onStep(step);
  };

  d.listen(root, 'pointerdown', (event) => {
    if (!event.isPrimary || event.button > 0 || root.hasAttribute(SCENE_GESTURES_ATTRIBUTE)) return;
    pointer = event.pointerId;
    horizontal = false;
    start = sample(event);
    moves = [start];
  });
  d.listen(root, 'pointermove', (event) => {
    // The scene's gestures may have arrived since the finger went down: they never saw it go down (hammerjs
    // follows only the pointers it saw start), so this gesture stays ours to judge, or it would be lost.
    if (event.pointerId !== pointer) return;
    const move = sample(event);
    moves.push(move);
    if (moves.length > 32) moves.shift();
    if (!horizontal && turnedHorizontal(start, move)) {
      horizontal = true;
      onDragChange(true);
    }
  });
  d.listen(root, 'pointerup', (event) => {
    if (event.pointerId === pointer) end(event);
  });
  // The browser took the finger for a vertical scroll (or the gesture was lost): no slide change.
  d.listen(root, 'pointercancel', (event) => {
    if (event.pointerId === pointer) end(null);
  });
  d.add(() => end(null));
  return () => d.dispose();
}
