// The swipes the boot script records before the app arrives: how a recorded gesture is judged (as the
// live listeners judge one), and how the home route takes them over, each replayed once.
import { describe, expect, it } from 'vitest';
import {
  type RecordedSwipe,
  recordedSwipeStep,
  releaseStep,
  type SwipeSample,
  turnedHorizontal,
} from '../../src/lib/swipeMath.ts';
import { adoptBootSwipes, type BootSwipes } from '../../src/routes/home/bootSwipes.ts';

const width = 390;
const at = (x: number, t: number, y = 300): SwipeSample => ({ x, y, t });

/** A finger from x0 to x1 in `steps` moves of 16 ms, lifted where it stopped (or lost: end null). */
function drag(x0: number, x1: number, steps = 8, lifted = true): RecordedSwipe {
  const moves = Array.from({ length: steps }, (_, i) => at(x0 + ((x1 - x0) * (i + 1)) / steps, 16 * (i + 1)));
  return { start: at(x0, 0), moves, end: lifted ? at(x1, 16 * steps + 8) : null, width };
}

describe('recorded swipe decision', () => {
  it('a swipe to the left shows the next project, to the right the previous one', () => {
    expect(recordedSwipeStep(drag(300, 100))).toBe(1);
    expect(recordedSwipeStep(drag(100, 300))).toBe(-1);
  });

  it('a short fast flick changes slide; a short slow drag springs back', () => {
    expect(recordedSwipeStep(drag(200, 160, 4))).toBe(1);
    expect(recordedSwipeStep(drag(200, 160, 40))).toBe(0);
  });

  it('a drag that never turned horizontal changes nothing (a scroll, a tap with jitter)', () => {
    const vertical: RecordedSwipe = {
      start: at(200, 0, 300),
      moves: [at(204, 16, 250), at(208, 32, 150), at(212, 48, 60)],
      end: at(212, 56, 60),
      width,
    };
    expect(recordedSwipeStep(vertical)).toBe(0);
    expect(recordedSwipeStep(drag(200, 195, 3))).toBe(0);
  });

  it('a gesture the browser cancelled, or one without moves, changes nothing', () => {
    expect(recordedSwipeStep(drag(300, 100, 8, false))).toBe(0);
    expect(recordedSwipeStep({ start: at(300, 0), moves: [], end: at(100, 50), width })).toBe(0);
  });

  it('judges the release as the live listeners do: the speed of the last 100 ms only', () => {
    // A slow drag 60 px left (a quarter of 390 is 97.5: not far enough), then a quick move back right.
    const start = at(200, 0);
    const moves = [at(170, 400), at(140, 800), at(150, 850), at(165, 880)];
    const end = at(170, 890);
    // Moved 30 px left in all, but its last 100 ms went right, fast: a flick back cancels it.
    expect(recordedSwipeStep({ start, moves, end, width })).toBe(0);
    // Lifted 140 px left of its start long after its last move: no speed, the distance decides.
    expect(releaseStep(start, [start, ...moves], at(60, 1200), width)).toBe(1);
  });

  it('turns horizontal at 10 px across, more across than down', () => {
    expect(turnedHorizontal(at(0, 0), at(10, 1, 309))).toBe(true);
    expect(turnedHorizontal(at(0, 0), at(9, 1, 300))).toBe(false);
    expect(turnedHorizontal(at(0, 0), at(-12, 1, 312))).toBe(false);
  });
});

describe('taking the boot swipes over', () => {
  const left = drag(300, 100);
  const right = drag(100, 300);

  it('replays the ended ones once each, in order, and tells boot to record no more', () => {
    const swipes: BootSwipes = { ended: [left, left, right] };
    const replayed: RecordedSwipe[] = [];
    adoptBootSwipes(swipes, (swipe) => replayed.push(swipe));
    expect(replayed).toEqual([left, left, right]);
    expect(swipes.ended).toEqual([]);
    expect(swipes.taken).toBe(true);
    // A second taker (the route mounted again) finds nothing to replay.
    const again: RecordedSwipe[] = [];
    adoptBootSwipes(swipes, (swipe) => again.push(swipe));
    expect(again).toEqual([]);
  });

  it('receives the gesture under way at the takeover when it ends, once; after teardown it is dropped', () => {
    const swipes: BootSwipes = { ended: [] };
    const replayed: RecordedSwipe[] = [];
    const stop = adoptBootSwipes(swipes, (swipe) => replayed.push(swipe));
    swipes.take?.(right);
    expect(replayed).toEqual([right]);
    stop();
    expect(swipes.take).toBeUndefined();
    expect(swipes.taken, 'boot still records nothing new').toBe(true);
  });

  it("one taker's teardown leaves the next taker in place", () => {
    const swipes: BootSwipes = { ended: [] };
    const stopFirst = adoptBootSwipes(swipes, () => {});
    const second: RecordedSwipe[] = [];
    adoptBootSwipes(swipes, (swipe) => second.push(swipe));
    stopFirst();
    swipes.take?.(left);
    expect(second).toEqual([left]);
  });

  it('does nothing without a boot script (development, or a page that started without one)', () => {
    expect(() => adoptBootSwipes(undefined, () => {})()).not.toThrow();
  });
});
