import { describe, expect, it } from 'vitest';
import { MeshPacer } from '../../scenes/background/meshPacer.ts';
import { parseQuality } from '../../scenes/contract/quality.ts';
import {
  DEFAULT_CONTROLLER,
  frameDivisor,
  QualityController,
} from '../../scenes/runtime/qualityController.ts';

const FRAME = 1000 / 60;
/** Feeds `windows` judgement windows of frames `interval` apart, each costing `cost` ms. */
function feed(c: QualityController, windows: number, interval: number, cost: number) {
  const changes: string[] = [];
  for (let i = 0; i < windows * DEFAULT_CONTROLLER.window; i++) {
    const step = c.sample(interval, cost);
    if (step) changes.push(step.name);
  }
  return changes;
}

describe('QualityController', () => {
  it('stays high while frames come on time at a modest cost', () => {
    const c = new QualityController();
    expect(feed(c, 10, FRAME, 4)).toEqual([]);
    expect(c.step.name).toBe('high');
  });

  it('steps down within one window (0.5 s) when frames come late', () => {
    const c = new QualityController();
    feed(c, 1, FRAME, 2);
    expect(feed(c, 1, FRAME * 2, 2)).toEqual(['low']);
  });

  it('steps down when its own frame cost leaves no room, even with frames on time', () => {
    const c = new QualityController();
    expect(feed(c, 1, FRAME, FRAME * 0.8)).toEqual(['low']);
  });

  it('steps back up only after several good windows (hysteresis)', () => {
    const c = new QualityController();
    feed(c, 1, FRAME * 2, 2);
    expect(feed(c, DEFAULT_CONTROLLER.goodWindows - 1, FRAME, 1)).toEqual([]);
    expect(feed(c, 1, FRAME, 1)).toEqual(['high']);
  });

  it('settles after a few changes of direction instead of oscillating', () => {
    const c = new QualityController();
    const all: string[] = [];
    for (let i = 0; i < 10; i++) {
      all.push(...feed(c, 1, FRAME * 2, 2), ...feed(c, DEFAULT_CONTROLLER.goodWindows, FRAME, 1));
    }
    expect(all.length).toBeLessThanOrEqual(DEFAULT_CONTROLLER.maxFlips + 1);
    expect(c.settled).toBe(true);
  });

  it('never moves when pinned by ?quality', () => {
    const c = new QualityController('high');
    expect(feed(c, 5, FRAME * 3, FRAME)).toEqual([]);
    expect(new QualityController('low').step.name).toBe('low');
  });

  it('learns a faster display from its shortest intervals, and ignores pauses', () => {
    const c = new QualityController();
    feed(c, 1, 1000 / 120, 1);
    expect(c.frameMs).toBeCloseTo(1000 / 120);
    expect(c.sample(2000, 1)).toBeNull();
  });
});

describe('frameDivisor', () => {
  it('keeps the mesh at 30 updates per second or more', () => {
    expect(frameDivisor(Number.POSITIVE_INFINITY, FRAME)).toBe(1);
    expect(frameDivisor(30, FRAME)).toBe(2);
    expect(frameDivisor(30, 1000 / 120)).toBe(4);
    expect(frameDivisor(10, FRAME)).toBe(2);
    expect(frameDivisor(30, 1000 / 30)).toBe(1);
  });
});

describe('parseQuality', () => {
  it('reads the steps by name only', () => {
    expect(parseQuality('high')).toBe('high');
    expect(parseQuality('low')).toBe('low');
    expect(parseQuality('ultra')).toBeNull();
    expect(parseQuality(null)).toBeNull();
  });
});

describe('MeshPacer', () => {
  it('updates every n-th frame with the time of the frames it skipped', () => {
    const pacer = new MeshPacer();
    pacer.divisor = 2;
    expect(pacer.tick(0.016, false)).toBeNull();
    expect(pacer.tick(0.017, false)).toBeCloseTo(0.033);
  });

  it('slows to the idle rate only while idle', () => {
    const pacer = new MeshPacer();
    pacer.idleDivisor = 2;
    expect(pacer.tick(0.016, false)).toBeCloseTo(0.016);
    expect(pacer.tick(0.016, true)).toBeNull();
    expect(pacer.tick(0.016, true)).toBeCloseTo(0.032);
  });

  it('counts the new states it gives, not the frames it skips', () => {
    const pacer = new MeshPacer();
    pacer.idleDivisor = 2;
    for (let i = 0; i < 6; i++) pacer.tick(0.016, true);
    expect(pacer.updates).toBe(3);
    for (let i = 0; i < 4; i++) pacer.tick(0.016, false);
    expect(pacer.updates).toBe(7);
  });
});
