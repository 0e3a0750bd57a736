// The stage's GPU backlog: one frame may be in progress while the next is drawn; with two unfinished the
// next is held back, never more than MAX_HELD_FRAMES in a row; a lost context's fences hold nothing.
// WebGL's sync objects are simulated by a GPU that finishes the frames the test says it has.
import { describe, expect, it } from 'vitest';
import { FRAMES_IN_FLIGHT, GpuBacklog, MAX_HELD_FRAMES } from '../../scenes/gpuBacklog.ts';

class FakeGpu {
  readonly SYNC_STATUS = 0x9114;
  readonly SIGNALED = 0x9119;
  readonly UNSIGNALED = 0x9118;
  readonly SYNC_GPU_COMMANDS_COMPLETE = 0x9117;
  private next = 0;
  /** Fences made and not deleted, with whether the GPU has passed them. */
  readonly live = new Map<object, { id: number; done: boolean }>();
  lost = false;
  flushes = 0;

  fenceSync() {
    const fence = {};
    this.live.set(fence, { id: this.next++, done: false });
    return fence;
  }
  isSync(fence: object) {
    return !this.lost && this.live.has(fence);
  }
  getSyncParameter(fence: object) {
    return this.live.get(fence)?.done ? this.SIGNALED : this.UNSIGNALED;
  }
  deleteSync(fence: object) {
    this.live.delete(fence);
  }
  flush() {
    this.flushes++;
  }
  /** The GPU finishes every frame sent so far. */
  finishAll() {
    for (const fence of this.live.values()) fence.done = true;
  }
  /** The GPU finishes the oldest unfinished frame. */
  finishOne() {
    const oldest = [...this.live.values()].filter((f) => !f.done).sort((a, b) => a.id - b.id)[0];
    if (oldest) oldest.done = true;
  }
}

function setUp() {
  const gpu = new FakeGpu();
  const gl = gpu as unknown as WebGL2RenderingContext;
  return { gpu, gl, backlog: new GpuBacklog() };
}

describe('GpuBacklog', () => {
  it('lets a frame be drawn while the previous one is still on the GPU, and holds the next', () => {
    const { gpu, gl, backlog } = setUp();
    expect(FRAMES_IN_FLIGHT).toBe(2);
    expect(backlog.caughtUp(gl)).toBe(true);
    backlog.sent(gl);
    expect(backlog.caughtUp(gl)).toBe(true);
    backlog.sent(gl);
    // Two frames unfinished: the third waits.
    expect(backlog.caughtUp(gl)).toBe(false);
    gpu.finishOne();
    expect(backlog.caughtUp(gl)).toBe(true);
    expect(gpu.flushes).toBe(2);
  });

  it('never holds back more than MAX_HELD_FRAMES frames in a row', () => {
    const { gl, backlog } = setUp();
    backlog.sent(gl);
    backlog.sent(gl);
    const answers = Array.from({ length: MAX_HELD_FRAMES + 1 }, () => backlog.caughtUp(gl));
    expect(answers).toEqual([...Array(MAX_HELD_FRAMES).fill(false), true]);
  });

  it('keeps no more fences than frames in flight, and frees the finished ones', () => {
    const { gpu, gl, backlog } = setUp();
    for (let i = 0; i < 10; i++) {
      backlog.caughtUp(gl);
      backlog.sent(gl);
      if (i % 3 === 0) gpu.finishAll();
    }
    expect(gpu.live.size).toBeLessThanOrEqual(FRAMES_IN_FLIGHT);
    gpu.finishAll();
    expect(backlog.caughtUp(gl)).toBe(true);
    expect(gpu.live.size).toBe(0);
  });

  it('waits for nothing after the context is lost: its fences are gone with it', () => {
    const { gpu, gl, backlog } = setUp();
    backlog.sent(gl);
    backlog.sent(gl);
    gpu.lost = true;
    expect(backlog.caughtUp(gl)).toBe(true);
  });

  it('frees the fences still waiting when the stage goes away', () => {
    const { gpu, gl, backlog } = setUp();
    backlog.sent(gl);
    backlog.sent(gl);
    backlog.dispose(gl);
    expect(gpu.live.size).toBe(0);
  });
});
