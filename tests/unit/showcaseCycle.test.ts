import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTO_ADVANCE_MS,
  type CycleSnapshot,
  RESUME_DELAY_MS,
  ShowcaseCycle,
} from '../../src/lib/showcaseCycle.ts';

function makeCycle(count = 3, index = 0) {
  const advances: number[] = [];
  const snapshots: CycleSnapshot[] = [];
  const cycle = new ShowcaseCycle({
    count,
    index,
    onAdvance: (i) => advances.push(i),
    onChange: (s) => snapshots.push(s),
  });
  return { cycle, advances, snapshots };
}

describe('ShowcaseCycle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec constants', () => {
    expect(AUTO_ADVANCE_MS).toBe(3500);
    expect(RESUME_DELAY_MS).toBe(250);
  });

  it('advances 3500 ms after a project is shown, not a millisecond earlier', () => {
    const { cycle, advances } = makeCycle();
    cycle.start();
    vi.advanceTimersByTime(3499);
    expect(advances).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(advances).toEqual([1]);
    expect(cycle.index).toBe(1);
  });

  it('cycles 0..n−1 and wraps to 0', () => {
    const { cycle, advances } = makeCycle(3);
    cycle.start();
    vi.advanceTimersByTime(3500 * 4);
    expect(advances).toEqual([1, 2, 0, 1]);
  });

  it('wraps a starting index that is out of range', () => {
    expect(makeCycle(3, 5).cycle.index).toBe(2);
    expect(makeCycle(3, -1).cycle.index).toBe(2);
  });

  it('does not count before start()', () => {
    const { advances } = makeCycle();
    vi.advanceTimersByTime(10_000);
    expect(advances).toEqual([]);
  });

  it('never advances with a single project', () => {
    const { cycle, advances } = makeCycle(1);
    cycle.start();
    vi.advanceTimersByTime(10_000);
    expect(advances).toEqual([]);
    expect(cycle.snapshot.counting).toBe(false);
  });

  it('restarts the 3500 ms count when a project is shown by other means', () => {
    const { cycle, advances } = makeCycle(4);
    cycle.start();
    vi.advanceTimersByTime(3000);
    cycle.show(3);
    vi.advanceTimersByTime(3000);
    expect(advances).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(advances).toEqual([0]);
  });

  it('ignores show() of the project already shown (the store echoing an advance)', () => {
    const { cycle, advances } = makeCycle(3);
    cycle.start();
    vi.advanceTimersByTime(2000);
    cycle.show(0);
    vi.advanceTimersByTime(1500);
    expect(advances).toEqual([1]);
  });

  it('holds while hovered, reports the hover, and resumes 250 ms after leaving with a fresh 3500 ms', () => {
    const { cycle, advances } = makeCycle(3);
    cycle.start();
    vi.advanceTimersByTime(1000);
    cycle.pointerEnter();
    expect(cycle.snapshot).toMatchObject({ held: true, hovered: true, counting: false });
    vi.advanceTimersByTime(10_000);
    expect(advances).toEqual([]);

    cycle.pointerLeave();
    vi.advanceTimersByTime(249);
    expect(cycle.snapshot).toMatchObject({ held: true, hovered: true, counting: false });
    vi.advanceTimersByTime(1);
    expect(cycle.snapshot).toMatchObject({ held: false, hovered: false, counting: true });
    vi.advanceTimersByTime(3499);
    expect(advances).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(advances).toEqual([1]);
  });

  it('stays held when the pointer comes back within 250 ms', () => {
    const { cycle, advances } = makeCycle(3);
    cycle.start();
    cycle.pointerEnter();
    cycle.pointerLeave();
    vi.advanceTimersByTime(200);
    cycle.pointerEnter();
    vi.advanceTimersByTime(5000);
    expect(cycle.snapshot).toMatchObject({ held: true, hovered: true });
    expect(advances).toEqual([]);
  });

  it('clears the hover after 250 ms but stays held while another hold remains', () => {
    const { cycle, advances } = makeCycle(3);
    cycle.start();
    cycle.hold('button');
    cycle.pointerEnter();
    cycle.pointerLeave();
    vi.advanceTimersByTime(250);
    expect(cycle.snapshot).toMatchObject({ held: true, hovered: false, counting: false });
    vi.advanceTimersByTime(10_000);
    expect(advances).toEqual([]);
    cycle.release('button');
    vi.advanceTimersByTime(3500);
    expect(advances).toEqual([1]);
  });

  it('a drag stops the timer; the count restarts at 3500 ms from the slide change', () => {
    const { cycle, advances } = makeCycle(3);
    cycle.start();
    vi.advanceTimersByTime(3000);
    cycle.hold('drag');
    vi.advanceTimersByTime(2000);
    expect(advances).toEqual([]);
    cycle.show(2);
    cycle.release('drag');
    vi.advanceTimersByTime(3499);
    expect(advances).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(advances).toEqual([0]);
  });

  it('holds for every reason until the last one is released', () => {
    const { cycle, advances } = makeCycle(3);
    cycle.start();
    cycle.hold('focus');
    cycle.hold('button');
    cycle.release('focus');
    vi.advanceTimersByTime(5000);
    expect(advances).toEqual([]);
    expect(cycle.isHeldBy('button')).toBe(true);
    cycle.release('button');
    vi.advanceTimersByTime(3500);
    expect(advances).toEqual([1]);
  });

  it('gives each countdown its own id so a progress line can restart', () => {
    const { cycle, snapshots } = makeCycle(3);
    cycle.start();
    const first = cycle.snapshot.countdown;
    vi.advanceTimersByTime(3500);
    expect(cycle.snapshot.countdown).toBe(first + 1);
    expect(snapshots.at(-1)).toMatchObject({ index: 1, counting: true });
  });

  it('stops every timer on dispose', () => {
    const { cycle, advances, snapshots } = makeCycle(3);
    cycle.start();
    cycle.pointerEnter();
    cycle.pointerLeave();
    cycle.dispose();
    const seen = snapshots.length;
    vi.advanceTimersByTime(20_000);
    expect(advances).toEqual([]);
    expect(snapshots.length).toBe(seen);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when disposed from inside onAdvance', () => {
    const advances: number[] = [];
    const cycle: ShowcaseCycle = new ShowcaseCycle({
      count: 3,
      onAdvance: (i) => {
        advances.push(i);
        cycle.dispose();
      },
    });
    cycle.start();
    vi.advanceTimersByTime(20_000);
    expect(advances).toEqual([1]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects a count that is not a whole number', () => {
    expect(() => new ShowcaseCycle({ count: 2.5, onAdvance: () => {} })).toThrow(RangeError);
  });
});
