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
