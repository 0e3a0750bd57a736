import { describe, expect, it } from 'vitest';
import { interleave } from '../../bench/lib/schedule.ts';
import {
  cpuMsPerFrame,
  median,
  pairedRatio,
  percentile,
  spread,
  summarizeFrames,
  VSYNC_MS,
} from '../../bench/lib/stats.ts';

describe('percentiles', () => {
  it('interpolates between ranks and ignores input order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 95)).toBeCloseTo(48);
    expect(percentile([10, 20, 30, 40, 50], 99)).toBeCloseTo(49.6);
    expect(percentile([5], 99)).toBe(5);
  });

  it('is NaN for no value, and clamps p to 0..100', () => {
    expect(median([])).toBeNaN();
    expect(percentile([1, 2], 150)).toBe(2);
    expect(percentile([1, 2], -5)).toBe(1);
  });
});

describe('summarizeFrames', () => {
  it('reads a steady 60 Hz sample as 60 fps with nothing dropped', () => {
    const s = summarizeFrames(new Array(120).fill(VSYNC_MS));
    expect(s.frames).toBe(120);
    expect(s.fps).toBeCloseTo(60);
    expect(s.medianMs).toBeCloseTo(16.67, 1);
    expect(s.dropped).toBe(0);
  });

  it('counts the vsync slots a long frame skipped, and shows it in the tail', () => {
    const intervals = [...new Array(98).fill(VSYNC_MS), 3 * VSYNC_MS, 5 * VSYNC_MS];
    const s = summarizeFrames(intervals);
    expect(s.dropped).toBe(2 + 4);
    expect(s.medianMs).toBeCloseTo(VSYNC_MS);
    expect(s.p99Ms).toBeGreaterThan(3 * VSYNC_MS);
    expect(s.fps).toBeCloseTo((100 * 1000) / (106 * VSYNC_MS));
  });

  it('reports an empty sample as 0 fps', () => {
    expect(summarizeFrames([]).fps).toBe(0);
  });
});

describe('cpuMsPerFrame', () => {
  it('turns CPU seconds over a sample into milliseconds per frame', () => {
    expect(cpuMsPerFrame(10, 13.6, 240)).toBeCloseTo(15);
    expect(cpuMsPerFrame(1, 2, 0)).toBeNaN();
  });
});

describe('spread and paired ratios', () => {
  it('summarises finite values and leaves failed rounds out', () => {
    expect(spread([2, Number.NaN, 4, 3])).toEqual({ median: 3, min: 2, max: 4, n: 3 });
    expect(spread([Number.NaN]).n).toBe(0);
  });

  it('pairs ours and theirs by round, so a slow round slows both sides alike', () => {
    // Round 1 ran under load: both sides doubled, the ratio did not move.
    const r = pairedRatio([10, 20, 10], [40, 80, 40]);
    expect(r).toEqual({ median: 0.25, min: 0.25, max: 0.25, n: 3 });
  });

  it('skips a round where either side failed or the peer is zero', () => {
    expect(pairedRatio([1, Number.NaN, 3], [2, 2, 0]).n).toBe(1);
  });
});

describe('interleave', () => {
  it('runs every item once per round, alternating direction', () => {
    const order = interleave(['A', 'B', 'C'], 3).map((r) => `${r.round}${r.item}`);
    expect(order).toEqual(['0A', '0B', '0C', '1C', '1B', '1A', '2A', '2B', '2C']);
  });

  it('gives every item the same mean position over an even number of rounds (linear drift cancels)', () => {
    const runs = interleave(['A', 'B', 'C', 'D'], 4);
    const mean = (item: string) => runs.reduce((sum, r, i) => (r.item === item ? sum + i : sum), 0) / 4;
    expect(new Set(['A', 'B', 'C', 'D'].map(mean)).size).toBe(1);
  });

  it('is empty for no rounds', () => {
    expect(interleave(['A'], 0)).toEqual([]);
  });
});
