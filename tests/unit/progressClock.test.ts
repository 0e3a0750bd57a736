// The showcase's progress line on the stage: how far it is filled, when it moves, and the page's countdown.
import { describe, expect, it } from 'vitest';
import {
  CountdownClock,
  LINE_FALLBACK_MS,
  lineMoves,
  lineProgress,
} from '../../scenes/contract/progressClock.ts';

describe('lineProgress', () => {
  const counting = { started: true, counting: true, elapsedMs: 700 };

  it('grows with the time since the page sent the countdown, up to full', () => {
    expect(lineProgress(counting, 1000, 1000, 3500)).toBeCloseTo(0.2);
    expect(lineProgress(counting, 1000, 2750, 3500)).toBeCloseTo(0.7);
    expect(lineProgress(counting, 1000, 9000, 3500)).toBe(1);
  });

  it('holds a held countdown where it went, and shows nothing before one starts', () => {
    expect(lineProgress({ ...counting, counting: false }, 1000, 5000, 3500)).toBeCloseTo(0.2);
    expect(lineProgress({ started: false, counting: true, elapsedMs: 900 }, 0, 5000, 3500)).toBe(0);
  });
});

describe('lineMoves', () => {
  it('moves with the frames the stage draws anyway', () => {
    expect(lineMoves(0.2, 0.21, 224, true, 0)).toBe(true);
    expect(lineMoves(0.2, 0.21, 224, false, 16)).toBe(false);
  });

  it('still moves on its own when nothing else draws, 20 times a second', () => {
    expect(lineMoves(0.2, 0.21, 224, false, LINE_FALLBACK_MS)).toBe(true);
    expect(LINE_FALLBACK_MS).toBe(50);
  });

  it('never draws a frame for less than a quarter of a pixel', () => {
    expect(lineMoves(0.2, 0.2005, 224, true, 1000)).toBe(false);
    expect(lineMoves(0.2, 0.2, 224, true, 1000)).toBe(false);
  });
});

describe('CountdownClock', () => {
  it('counts from a restart, holds while held and resumes where it stopped', () => {
    const clock = new CountdownClock();
    clock.restart(true, true, 1000);
    expect(clock.state(1500)).toEqual({ started: true, counting: true, elapsedMs: 500 });
    clock.setCounting(false, 1800);
    expect(clock.state(5000)).toEqual({ started: true, counting: false, elapsedMs: 800 });
    clock.setCounting(true, 6000);
    expect(clock.state(6100).elapsedMs).toBe(900);
  });

  it('starts again from 0 for a new countdown, and never counts one that has not started', () => {
    const clock = new CountdownClock();
    clock.restart(true, true, 0);
    clock.restart(true, false, 2000);
    expect(clock.state(3000)).toEqual({ started: true, counting: false, elapsedMs: 0 });
    clock.restart(false, true, 3000);
    clock.setCounting(true, 3100);
    expect(clock.state(4000)).toEqual({ started: false, counting: false, elapsedMs: 0 });
  });
});
