// The scene runtime's deadlines (src/canvas/runtimeWatch.ts): a runtime that never starts and a scene that
// never appears are reported once, a hidden tab's wait does not count, and what settles in time is not.
// Slow is not stuck: a deadline runs from the runtime's last step, and a passed deadline is only late once
// the runtime, asked, answers without having moved on (or does not answer at all for HUNG_MS).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HUNG_MS,
  READY_DEADLINE_MS,
  RuntimeWatch,
  SCENE_DEADLINE_MS,
} from '../../src/canvas/runtimeWatch.ts';

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

const NOT_STARTED = 'the scenes did not start within 10 s of their last step';

/** A watch whose runtime answers every ping at once (an idle thread), unless `busy` is set. */
function watch() {
  const late: string[] = [];
  const state = { pings: 0, busy: false };
  const w: RuntimeWatch = new RuntimeWatch(
    (reason) => late.push(reason),
    () => {
      state.pings++;
      if (!state.busy) queueMicrotask(() => w.answered());
    },
  );
  return { late, watch: w, state };
}

describe('RuntimeWatch', () => {
  it('a runtime that is not ready in time is reported once', async () => {
    const { late, watch: w } = watch();
    w.started();
    await vi.advanceTimersByTimeAsync(READY_DEADLINE_MS - 1);
    expect(late).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toEqual([NOT_STARTED]);
    await vi.advanceTimersByTimeAsync(READY_DEADLINE_MS * 3);
    expect(late).toHaveLength(1);
  });

  it('a runtime that passes a step in time has the whole deadline again: slow is not stuck', async () => {
    const { late, watch: w, state } = watch();
    w.started();
    for (let step = 0; step < 4; step++) {
      await vi.advanceTimersByTimeAsync(READY_DEADLINE_MS - 100);
      w.progressed();
    }
    expect(state.pings).toBe(0);
    w.becameReady([]);
    await vi.advanceTimersByTimeAsync(READY_DEADLINE_MS * 3);
    expect(late).toEqual([]);
  });

  it('a busy runtime that cannot answer is waited for, then judged hung', async () => {
    const { late, watch: w, state } = watch();
    state.busy = true;
    w.started();
    await vi.advanceTimersByTimeAsync(READY_DEADLINE_MS);
    expect(state.pings).toBe(1);
    await vi.advanceTimersByTimeAsync(HUNG_MS - 1);
    expect(late).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toEqual([`${NOT_STARTED} (and did not answer within 30 s)`]);
  });

  it('a busy runtime that passes its step before answering is not late', async () => {
    const { late, watch: w, state } = watch();
    state.busy = true;
    w.started();
    await vi.advanceTimersByTimeAsync(READY_DEADLINE_MS + 5000);
    // Its long task ends: the step's message, then the ping's answer.
    w.progressed();
    w.answered();
    await vi.advanceTimersByTimeAsync(READY_DEADLINE_MS - 1);
    w.becameReady([]);
    await vi.advanceTimersByTimeAsync(HUNG_MS * 2);
    expect(late).toEqual([]);
  });

  it("a scene's deadline runs from the runtime's readiness, and a mounted scene is not reported", async () => {
    const { late, watch: w } = watch();
    w.started();
    w.added(1, 'ring');
    w.added(2, 'cursor');
    // Before 'ready', the scenes' wait is the runtime's.
    await vi.advanceTimersByTimeAsync(READY_DEADLINE_MS - 100);
    w.becameReady([
      [1, 'ring'],
      [2, 'cursor'],
    ]);
    w.settled(2);
    await vi.advanceTimersByTimeAsync(SCENE_DEADLINE_MS - 1);
    expect(late).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toEqual(['the ring scene did not appear within 6 s']);
  });

  it("a scene's chunk arriving gives it its deadline again", async () => {
    const { late, watch: w } = watch();
    w.started();
    w.becameReady([[1, 'ring']]);
    await vi.advanceTimersByTimeAsync(SCENE_DEADLINE_MS - 10);
    w.sceneProgressed(1);
    await vi.advanceTimersByTimeAsync(SCENE_DEADLINE_MS - 10);
    w.settled(1);
    await vi.advanceTimersByTimeAsync(SCENE_DEADLINE_MS * 2);
    expect(late).toEqual([]);
  });

  it('a scene added after readiness gets its own deadline; one removed in time is not reported', async () => {
    const { late, watch: w } = watch();
    w.started();
    w.becameReady([]);
    w.added(3, 'donuts');
    w.added(4, 'progress');
    await vi.advanceTimersByTimeAsync(SCENE_DEADLINE_MS / 2);
    w.settled(3);
    await vi.advanceTimersByTimeAsync(SCENE_DEADLINE_MS / 2);
    expect(late).toEqual(['the progress scene did not appear within 6 s']);
  });

  it('a hidden tab postpones the deadline until the page shows', async () => {
    const { late, watch: w } = watch();
    w.started();
    hidden = true;
    await vi.advanceTimersByTimeAsync(READY_DEADLINE_MS * 5);
    expect(late).toEqual([]);
    hidden = false;
    await vi.advanceTimersByTimeAsync(READY_DEADLINE_MS);
    expect(late).toEqual([NOT_STARTED]);
  });

  it('reset drops every deadline: a runtime that is gone is not reported', async () => {
    const { late, watch: w } = watch();
    w.started();
    w.becameReady([[1, 'ring']]);
    w.reset();
    w.started();
    w.reset();
    await vi.advanceTimersByTimeAsync(READY_DEADLINE_MS * 2);
    expect(late).toEqual([]);
  });
});
