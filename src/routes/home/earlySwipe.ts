// Swipes on the phone carousel from its first paint, before the scene and its gesture code (hammerjs, in
// carouselGestures.ts, loaded with carouselMotion.ts once the scene bridge exists) take over: native pointer
// events, decided by the same rule (swipeStep), and the slide changes in the page meanwhile. Once those mark
// the carousel (data-gestures), these listeners start no new gesture; one already under way is finished
// here, where its start was seen, so each gesture counts once, with one of them.
import { Disposables } from '../../../scenes/contract/Disposables.ts';
import { FLICK_MIN_DISTANCE, swipeStep } from '../../lib/swipeMath.ts';

/** Speed is read over the last moves of this span (ms), as Hammer reads it near the release. */
const VELOCITY_SPAN_MS = 100;

export interface EarlySwipeOptions {
  /** The carousel: it receives the gestures (touch-action pan-y keeps vertical moves for the page). */
  root: HTMLElement;
  /** A horizontal drag holds the cycle while it lasts, as the scene's drags do. */
  onDragChange(dragging: boolean): void;
  /** A swipe that changes slide: +1 next, −1 previous. */
  onStep(step: 1 | -1): void;
}

/** The attribute carouselGestures.ts sets while its own gestures run. */
export const SCENE_GESTURES_ATTRIBUTE = 'data-gestures';

export function earlySwipe({ root, onDragChange, onStep }: EarlySwipeOptions): () => void {
  const d = new Disposables();
  let pointer: number | null = null;
  let horizontal = false;
  let start = { x: 0, y: 0 };
  let moves: { x: number; t: number }[] = [];

  const end = (released: PointerEvent | null) => {
    if (pointer === null) return;
    pointer = null;
    if (!horizontal) return;
    horizontal = false;
    onDragChange(false);
    if (!released) return;
    const deltaX = released.clientX - start.x;
    const recent = moves.filter((move) => released.timeStamp - move.t <= VELOCITY_SPAN_MS);
    const first = recent[0];
    const span = first ? released.timeStamp - first.t : 0;
    const velocityX = first && span > 0 ? (released.clientX - first.x) / span : 0;
    const step = swipeStep({ deltaX, velocityX, width: root.clientWidth });
    if (step !== 0) onStep(step);
  };

  d.listen(root, 'pointerdown', (event) => {
    if (!event.isPrimary || event.button > 0 || root.hasAttribute(SCENE_GESTURES_ATTRIBUTE)) return;
    pointer = event.pointerId;
    horizontal = false;
    start = { x: event.clientX, y: event.clientY };
    moves = [{ x: event.clientX, t: event.timeStamp }];
  });
  d.listen(root, 'pointermove', (event) => {
    // The scene's gestures may have arrived since the finger went down: they never saw it go down (hammerjs
    // follows only the pointers it saw start), so this gesture stays ours to judge, or it would be lost.
    if (event.pointerId !== pointer) return;
    moves.push({ x: event.clientX, t: event.timeStamp });
    if (moves.length > 32) moves.shift();
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!horizontal && Math.abs(dx) >= FLICK_MIN_DISTANCE && Math.abs(dx) > Math.abs(dy)) {
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
