// Swipe decisions for the touch carousel: where a drag puts the slides, and whether it changes slide.

/** A flick this fast (px/ms, Hammer's own swipe threshold) changes slide whatever the distance. */
export const FLICK_VELOCITY = 0.3;
/** …as long as the finger moved at least this far (px): a tap with jitter is not a flick. */
export const FLICK_MIN_DISTANCE = 10;
/** A slow drag changes slide once it has covered this share of the slide's width. */
export const DRAG_RATIO = 0.25;

export type SwipeStep = -1 | 0 | 1;

export interface SwipeEnd {
  /** Horizontal distance since the finger went down (px); negative when it moved left. */
  deltaX: number;
  /** Horizontal speed at release (px/ms); negative when moving left. */
  velocityX: number;
  /** The slide's width (px). */
  width: number;
}

/**
 * +1 shows the next slide (finger moved left), −1 the previous one, 0 springs back. A fast flick decides
 * by its direction (a flick back towards the start cancels the drag); a slow drag by its distance.
 */
export function swipeStep({ deltaX, velocityX, width }: SwipeEnd): SwipeStep {
  if (!(width > 0) || !Number.isFinite(deltaX) || !Number.isFinite(velocityX)) return 0;
  const direction: SwipeStep = deltaX < 0 ? 1 : -1;
  if (Math.abs(velocityX) >= FLICK_VELOCITY && Math.abs(deltaX) >= FLICK_MIN_DISTANCE) {
    return Math.sign(velocityX) === Math.sign(deltaX) ? direction : 0;
  }
  return Math.abs(deltaX) >= width * DRAG_RATIO ? direction : 0;
}

/**
 * The carousel position while the finger drags: the slides follow the finger one for one, at most one
 * slide either way from where the drag started.
 */
export function dragPosition(startPosition: number, deltaX: number, width: number): number {
  if (!(width > 0)) return startPosition;
  const slides = Math.max(-1, Math.min(1, deltaX / width));
  return startPosition - slides;
}

/**
 * How long the settle after a drag takes (s): the remaining distance at the automatic slide's pace,
 * so a short spring-back is quick and a settle never takes longer than a full automatic slide.
 */
export function settleDuration(distance: number, fullSlideSeconds: number, minSeconds = 0.2): number {
  const pace = Math.abs(distance) * fullSlideSeconds;
  return Math.min(fullSlideSeconds, Math.max(minSeconds, pace));
}

/** Speed at release is read over the last moves of this span (ms), as Hammer reads it near the release. */
export const VELOCITY_SPAN_MS = 100;

/** A point of a finger's path: where (px, the viewport's) and when (ms, the event's own timeStamp). */
export interface SwipeSample {
  x: number;
  y: number;
  t: number;
}

/** A drag has turned horizontal once it has gone FLICK_MIN_DISTANCE across, more across than down. */
export function turnedHorizontal(start: SwipeSample, point: SwipeSample): boolean {
  const dx = Math.abs(point.x - start.x);
  return dx >= FLICK_MIN_DISTANCE && dx > Math.abs(point.y - start.y);
}

/**
 * The step a horizontal drag's release makes: its distance from `start`, its speed over the samples of the
 * last VELOCITY_SPAN_MS before `end` (`samples` oldest first, the finger's down point among them).
 */
export function releaseStep(
  start: SwipeSample,
  samples: readonly SwipeSample[],
  end: SwipeSample,
  width: number,
): SwipeStep {
  const first = samples.find((sample) => end.t - sample.t <= VELOCITY_SPAN_MS);
  const span = first ? end.t - first.t : 0;
  const velocityX = first && span > 0 ? (end.x - first.x) / span : 0;
  return swipeStep({ deltaX: end.x - start.x, velocityX, width });
}

/** A whole gesture as recorded before the page's own listeners existed (see src/boot.ts). */
export interface RecordedSwipe {
  /** Where the finger went down. */
  start: SwipeSample;
  /** Its moves since, oldest first (the recording may keep only the last ones). */
  moves: SwipeSample[];
  /** Where it let go; null when the browser took it for a scroll (pointercancel) or it was lost. */
  end: SwipeSample | null;
  /** The carousel's width when the finger went down (px). */
  width: number;
}

/**
 * Judges a recorded gesture as the live listeners judge one (earlySwipe.ts): a drag that never turned
 * horizontal, or that did not end with the finger lifted, changes nothing; otherwise its release decides.
 */
export function recordedSwipeStep({ start, moves, end, width }: RecordedSwipe): SwipeStep {
  if (!end || !moves.some((move) => turnedHorizontal(start, move))) return 0;
  return releaseStep(start, [start, ...moves], end, width);
}
