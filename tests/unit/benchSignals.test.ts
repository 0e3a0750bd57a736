import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from '../../bench/lib/cli.ts';
import { FRAME_DISPLAYED, presentedCount, presentedGaps } from '../../bench/lib/presented.ts';
import { summarizePresented } from '../../bench/lib/stats.ts';
import { cpuByGroup, parseStat, type ThreadSnapshot, threadGroup } from '../../bench/lib/threadCpu.ts';
import { selectScenarios } from '../../bench/scenarios.ts';

const displayed = (ts: number) => ({ name: FRAME_DISPLAYED, ph: 'I', ts, pid: 1, tid: 2 });

describe('presented frames', () => {
  it('counts only Display::FrameDisplayed and measures the gaps between them in ms', () => {
    const events = [
      displayed(1_000_000),
      { name: 'Graphics.Pipeline', ph: 'X', ts: 1_005_000, pid: 1, tid: 2 },
      displayed(1_033_333),
      displayed(1_016_667),
    ];
    expect(presentedCount(events)).toBe(3);
    expect(presentedGaps(events)).toEqual([16.67, 16.67]);
    expect(presentedGaps([])).toEqual([]);
  });

  it('rates frames over the whole sample, so a page that stops presenting reads near 0 fps', () => {
    const summary = summarizePresented([16.7, 16.7], 3, 4000);
    expect(summary.fps).toBeCloseTo(0.75);
    expect(summary.frames).toBe(3);
    expect(summary.p95Ms).toBeCloseTo(16.7);
    expect(summarizePresented([], 0, 4000).fps).toBe(0);
  });
});

describe('thread CPU', () => {
  it('names each thread by the part of the pipeline it serves', () => {
    expect(threadGroup('browser', true, 'chromium')).toBe('browser main');
    expect(threadGroup('renderer', true, 'chromium')).toBe('renderer main');
    expect(threadGroup('renderer', false, 'DedicatedWorker')).toBe('scene worker');
    expect(threadGroup('renderer', false, 'Compositor')).toBe('compositor');
    expect(threadGroup('GPU', false, 'VizCompositorTh')).toBe('compositor');
    expect(threadGroup('GPU', true, 'chromium')).toBe('GPU main');
    expect(threadGroup('GPU', false, 'Thread<01>')).toBe('GPU raster (SwiftShader)');
    expect(threadGroup('GPU', false, 'Chrome_ChildIOT')).toBe('other');
    expect(threadGroup('utility', true, 'chromium')).toBe('other');
  });

  it('reads the name and user + system ticks of a stat line, spaces in the name included', () => {
    const line = '4242 (Thread<00> x) S 1 2 3 0 -1 4194560 10 0 0 0 250 17 0 0 20 0 30 0 1000 0 0';
    expect(parseStat(line)).toEqual({ name: 'Thread<00> x', ticks: 267 });
    expect(parseStat('garbage')).toBeNull();
  });

  it('gives ms per second per group, counting threads born during the sample from zero', () => {
    const before: ThreadSnapshot = new Map([['1/1', { group: 'renderer main', ticks: 100 }]]);
    const after: ThreadSnapshot = new Map([
      ['1/1', { group: 'renderer main', ticks: 150 }],
      ['1/9', { group: 'scene worker', ticks: 20 }],
    ]);
    const groups = cpuByGroup(before, after, 2);
    expect(groups['renderer main']).toBeCloseTo(250);
    expect(groups['scene worker']).toBeCloseTo(100);
    expect(groups.other).toBe(0);
  });
});

describe('--quick', () => {
  it('is one short round of the floor, the mesh and the full pages, without load figures', () => {
    const o = parseBenchArgs(['--quick']);
    expect(o).toMatchObject({ quick: true, rounds: 1, load: false, lighthouse: false });
    const ids = selectScenarios({ quick: true }).map((s) => s.id);
    expect(ids).toContain('floor');
    expect(ids).toContain('background');
    expect(ids).toContain('page-home-mobile');
    expect(ids).not.toContain('stack-naive');
    expect(ids).not.toContain('background-three');
  });
});
