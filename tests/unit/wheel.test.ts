import { describe, expect, it } from 'vitest';
import {
  createWheelAccumulator,
  GESTURE_GAP_MS,
  MAX_STEPS_PER_EVENT,
  WHEEL_VELOCITY,
  type WheelInput,
  wheelSteps,
} from '../../src/lib/wheel.ts';

const PIXELS = 0;
const LINES = 1;
const PAGES = 2;

/** Feeds events `gap` ms apart and returns the total steps. */
function feed(deltas: number[], gap: number, mode = PIXELS): number {
  const accumulator = createWheelAccumulator();
  let time = 1000;
  let total = 0;
  for (const deltaY of deltas) {
    const input: WheelInput = { deltaX: 0, deltaY, deltaMode: mode, timeStamp: time };
    total += wheelSteps(accumulator, input);
    time += gap;
  }
  return total;
}

describe('wheel steps', () => {
  it('uses the spec velocity of 0.75', () => {
    expect(WHEEL_VELOCITY).toBe(0.75);
  });

  it('moves one item per notch of a mouse wheel, down = next, up = previous', () => {
    expect(feed([100], 0)).toBe(1);
    expect(feed([-100], 0)).toBe(-1);
    expect(feed([100, 100, 100, 100, 100], 400)).toBe(5);
    expect(feed([100, 100, 100, 100, 100], 30)).toBe(5);
  });

  it('does not drift into extra items when notches are a little over 100 px', () => {
    expect(
      feed(
        Array.from({ length: 10 }, () => 120),
        30,
      ),
    ).toBe(10);
  });

  it('counts a smaller notch when it comes alone', () => {
    expect(feed([53], 0)).toBe(1);
    expect(feed([53, 53, 53], 400)).toBe(3);
  });

  it('accumulates trackpad deltas into one item per notch-equivalent, not dozens', () => {
    // 40 events of 5 px in one gesture: 200 px, the travel of two notches.
    const steps = feed(
      Array.from({ length: 40 }, () => 5),
      16,
    );
    expect(steps).toBeGreaterThanOrEqual(2);
    expect(steps).toBeLessThanOrEqual(3);
    // A long swipe of 1000 px moves about ten items.
    const long = feed(
      Array.from({ length: 200 }, () => 5),
      16,
    );
    expect(long).toBeGreaterThanOrEqual(9);
    expect(long).toBeLessThanOrEqual(11);
  });

  it('reads Firefox line deltas as pixels (3 lines = one notch)', () => {
    expect(feed([3, 3, 3], 30, LINES)).toBe(3);
  });

  it('caps a coalesced or page-sized event to a few items', () => {
    expect(feed([100, 2000], 16)).toBe(1 + MAX_STEPS_PER_EVENT);
    expect(feed([1, 1], 16, PAGES)).toBe(1 + MAX_STEPS_PER_EVENT);
  });

  it('starts again when the direction changes or after a pause', () => {
    expect(feed([60, 60, -5], 16)).toBe(1 + 0 - 1);
    const accumulator = createWheelAccumulator();
    const at = (deltaY: number, timeStamp: number) =>
      wheelSteps(accumulator, { deltaX: 0, deltaY, deltaMode: PIXELS, timeStamp });
    expect(at(10, 0)).toBe(1);
    expect(at(60, 16)).toBe(0); // 45 of the 75 an item needs
    expect(at(10, 16 + GESTURE_GAP_MS + 1)).toBe(1); // a new gesture: steps at once
  });

  it('follows a sideways swipe when it dominates, and ignores empty events', () => {
    const accumulator = createWheelAccumulator();
    expect(wheelSteps(accumulator, { deltaX: -40, deltaY: 3, deltaMode: PIXELS, timeStamp: 0 })).toBe(-1);
    expect(wheelSteps(accumulator, { deltaX: 0, deltaY: 0, deltaMode: PIXELS, timeStamp: 16 })).toBe(0);
  });
});
