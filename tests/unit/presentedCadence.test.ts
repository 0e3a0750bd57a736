// The page's frame intervals sent to the quality controller: whole windows only, and only while the
// scenes draw something lively.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PresentedCadence } from '../../src/canvas/presentedCadence.ts';

/** A hand-driven requestAnimationFrame: `frame(time)` runs the callbacks asked for so far. */
function fakeFrames() {
  let callbacks: FrameRequestCallback[] = [];
  let asked = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.push(callback);
    asked++;
    return asked;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {
    callbacks = [];
  });
  vi.stubGlobal('document', { hidden: false });
  return {
    frame(time: number) {
      const run = callbacks;
      callbacks = [];
      for (const callback of run) callback(time);
    },
    get waiting() {
      return callbacks.length;
    },
  };
}

describe('PresentedCadence', () => {
  let frames: ReturnType<typeof fakeFrames>;
  beforeEach(() => {
    frames = fakeFrames();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the intervals between frames in windows of 30, as the frames came', () => {
    const sent: number[][] = [];
    const cadence = new PresentedCadence((intervals) => sent.push([...intervals]));
    cadence.keepAlive(0);
    // 61 frames, every other one late (33 ms instead of 17).
    let time = 0;
    for (let i = 0; i <= 60; i++) {
      frames.frame(time);
      time += i % 2 === 0 ? 17 : 33;
      cadence.keepAlive(time);
    }
    expect(sent).toHaveLength(2);
    expect(sent[0]).toHaveLength(30);
    expect(sent[0]?.slice(0, 4)).toEqual([17, 33, 17, 33]);
    cadence.destroy();
  });

  it('stops asking for frames a second after the scenes last drew, and drops the partial window', () => {
    const sent: number[][] = [];
    const cadence = new PresentedCadence((intervals) => sent.push(intervals));
    cadence.keepAlive(0);
    let time = 0;
    while (frames.waiting > 0 && time < 5000) {
      frames.frame(time);
      time += 16;
    }
    // 1000 ms at 16 ms a frame: 62 intervals, two windows sent, the rest dropped.
    expect(time).toBeLessThan(1100);
    expect(sent).toHaveLength(2);
    // Drawing again starts a new window from scratch: no interval spans the pause.
    cadence.keepAlive(9000);
    frames.frame(9000);
    frames.frame(9016);
    for (let t = 9032; sent.length < 3; t += 16) frames.frame(t);
    expect(Math.max(...(sent[2] ?? []))).toBe(16);
    cadence.destroy();
    expect(frames.waiting).toBe(0);
  });

  it('asks for no frame while the page is hidden', () => {
    vi.stubGlobal('document', { hidden: true });
    const cadence = new PresentedCadence(() => undefined);
    cadence.keepAlive(0);
    expect(frames.waiting).toBe(0);
  });
});
