// The scene runtime's deadlines (src/canvas/runtimeWatch.ts): a runtime that never starts and a scene that
// never appears are reported once, a hidden tab's wait does not count, and what settles in time is not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_DEADLINE_MS, RuntimeWatch, SCENE_DEADLINE_MS } from '../../src/canvas/runtimeWatch.ts';

let hidden = false;

beforeEach(() => {
  hidden = false;
  vi.useFakeTimers();
  vi.stubGlobal('document', {
    get hidden() {
      return hidden;
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function watch() {
  const late: string[] = [];
  return { late, watch: new RuntimeWatch((reason) => late.push(reason)) };
}

describe('RuntimeWatch', () => {
  it('a runtime that is not ready in time is reported once', () => {
    const { late, watch: w } = watch();
    w.started();
    vi.advanceTimersByTime(READY_DEADLINE_MS - 1);
    expect(late).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(late).toEqual(['the scenes did not start within 10 s']);
    vi.advanceTimersByTime(READY_DEADLINE_MS * 3);
    expect(late).toHaveLength(1);
  });

  it("a scene's deadline runs from the runtime's readiness, and a mounted scene is not reported", () => {
    const { late, watch: w } = watch();
    w.started();
    w.added(1, 'ring');
    w.added(2, 'cursor');
    // Before 'ready', the scenes' wait is the runtime's.
    vi.advanceTimersByTime(READY_DEADLINE_MS - 100);
    w.becameReady([
      [1, 'ring'],
      [2, 'cursor'],
    ]);
    w.settled(2);
    vi.advanceTimersByTime(SCENE_DEADLINE_MS - 1);
    expect(late).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(late).toEqual(['the ring scene did not appear within 6 s']);
  });

  it('a scene added after readiness gets its own deadline; one removed in time is not reported', () => {
    const { late, watch: w } = watch();
    w.started();
    w.becameReady([]);
    w.added(3, 'donuts');
    w.added(4, 'progress');
    vi.advanceTimersByTime(SCENE_DEADLINE_MS / 2);
    w.settled(3);
    vi.advanceTimersByTime(SCENE_DEADLINE_MS / 2);
    expect(late).toEqual(['the progress scene did not appear within 6 s']);
  });

  it('a hidden tab postpones the deadline until the page shows', () => {
    const { late, watch: w } = watch();
    w.started();
    hidden = true;
    vi.advanceTimersByTime(READY_DEADLINE_MS * 5);
    expect(late).toEqual([]);
    hidden = false;
    vi.advanceTimersByTime(READY_DEADLINE_MS);
    expect(late).toEqual(['the scenes did not start within 10 s']);
  });

  it('reset drops every deadline: a runtime that is gone is not reported', () => {
    const { late, watch: w } = watch();
    w.started();
    w.becameReady([[1, 'ring']]);
    w.reset();
    w.started();
    w.reset();
    vi.advanceTimersByTime(READY_DEADLINE_MS * 2);
    expect(late).toEqual([]);
  });
});
