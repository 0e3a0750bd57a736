import { describe, expect, it } from 'vitest';
import { READBACK_HANDOFF_MS, readsFramesBack } from '../../scenes/runtime/frameHandoff.ts';

// Hand-off times (ms) measured on this kind of machine (2 cores, no GPU), frames that only clear the canvas.
describe('readsFramesBack: is each WebGL frame read back for a software compositor?', () => {
  it('GPU compositing: well under a millisecond, the first frame slower', () => {
    expect(readsFramesBack([2.3, 1.9, 0.2, 0.3, 0.3])).toBe(false);
    expect(readsFramesBack([1, 0.4, 2.4, 0.3, 0.3])).toBe(false);
  });

  it('software compositing at desktop and phone sizes, with both cores busy elsewhere', () => {
    expect(readsFramesBack([89.6, 22.5, 7.9, 11.6, 13.8])).toBe(true);
    expect(readsFramesBack([12.4, 13.2, 9.7, 3.8, 5.2])).toBe(true);
  });

  it('the shortest decides: a GPU-composited page whose thread was descheduled on some frames is not read back', () => {
    expect(readsFramesBack([0.3, 40, 6.2, 5.1, 0.4])).toBe(false);
    expect(readsFramesBack([8.1, 9.4, 7.7, 12, 0.5])).toBe(false);
  });

  it('the line itself, and nothing timed', () => {
    expect(readsFramesBack([READBACK_HANDOFF_MS, READBACK_HANDOFF_MS + 4])).toBe(true);
    expect(readsFramesBack([READBACK_HANDOFF_MS - 0.1, READBACK_HANDOFF_MS + 4])).toBe(false);
    expect(readsFramesBack([])).toBe(false);
  });
});
