// Turns wheel events into ring steps: one item per notch of a mouse wheel, and one per notch-equivalent
// of travel accumulated from the many small deltas of trackpads and high-resolution wheels.

export const WHEEL_VELOCITY = 0.75;
/** One notch of a standard mouse wheel in pixels (Chromium and Safari report 100, Firefox 3 lines). */
export const NOTCH_PIXELS = 100;
/** The scaled travel that makes one item: a standard notch at the spec's wheel velocity. */
export const ITEM_DISTANCE = NOTCH_PIXELS * WHEEL_VELOCITY;
/** A pause longer than this starts a new gesture: leftovers of the last one are forgotten. */
export const GESTURE_GAP_MS = 200;
/** Coalesced or page-sized events move a few items at most, never dozens. */
export const MAX_STEPS_PER_EVENT = 3;

const DOM_DELTA_LINE = 1;
const DOM_DELTA_PAGE = 2;
const LINE_PIXELS = NOTCH_PIXELS / 3;
const PAGE_PIXELS = NOTCH_PIXELS * 3;

export interface WheelAccumulator {
  /** Scaled travel since the last step, in the gesture's direction. */
  carry: number;
  /** The gesture's direction: 1 next, -1 previous, 0 before any gesture. */
  direction: number;
  lastTime: number;
}

export interface WheelInput {
  deltaX: number;
  deltaY: number;
  /** WheelEvent.deltaMode: 0 pixels, 1 lines, 2 pages. */
  deltaMode: number;
  /** Milliseconds, as WheelEvent.timeStamp. */
  timeStamp: number;
}

export function createWheelAccumulator(): WheelAccumulator {
  return { carry: 0, direction: 0, lastTime: Number.NEGATIVE_INFINITY };
}

function toPixels(delta: number, mode: number): number {
  if (mode === DOM_DELTA_LINE) return delta * LINE_PIXELS;
  if (mode === DOM_DELTA_PAGE) return delta * PAGE_PIXELS;
  return delta;
}

/**
 * Adds one wheel event and returns the steps it completes: positive = next (scrolling down or right),
 * negative = previous. The dominant axis counts, so a sideways trackpad swipe works too.
 *
 * The first event of a gesture (after a pause, or on a change of direction) steps at once, so a single
 * notch always moves one item whatever its size. Within a gesture, travel scaled by the wheel velocity
 * accumulates and every notch-equivalent makes a step; the remainder is dropped after a step, so
 * notches a little over 100 px never drift into an extra item.
 */
export function wheelSteps(accumulator: WheelAccumulator, input: WheelInput): number {
  const raw = Math.abs(input.deltaY) >= Math.abs(input.deltaX) ? input.deltaY : input.deltaX;
  const travel = toPixels(raw, input.deltaMode) * WHEEL_VELOCITY;
  if (travel === 0 || !Number.isFinite(travel)) return 0;
  const direction = Math.sign(travel);
  const paused = input.timeStamp - accumulator.lastTime > GESTURE_GAP_MS;
  accumulator.lastTime = input.timeStamp;
  if (paused || direction !== accumulator.direction) {
    accumulator.direction = direction;
    accumulator.carry = 0;
    return direction;
  }
  accumulator.carry += travel;
  const steps = Math.trunc(accumulator.carry / ITEM_DISTANCE);
  if (steps === 0) return 0;
  accumulator.carry = 0;
  return Math.max(-MAX_STEPS_PER_EVENT, Math.min(MAX_STEPS_PER_EVENT, steps));
}
