import { describe, expect, it } from 'vitest';
import { type CpuTimes, cpuTimes, idleShare, waitForQuietCpu } from '../../bench/lib/quietCpu.ts';

/** A machine whose windows have the given idle shares (1000 ms of CPU time each), on a clock that sleeps. */
function machine(shares: number[]) {
  let clock = 0;
  let reading: CpuTimes = { idle: 0, total: 0 };
  let windows = 0;
  return {
    read: () => reading,
    sleep: async (ms: number) => {
      clock += ms;
      const share = shares[Math.min(windows, shares.length - 1)] ?? 1;
      windows += 1;
      reading = { idle: reading.idle + share * 1000, total: reading.total + 1000 };
    },
    now: () => clock,
    elapsedWindows: () => windows,
  };
}

describe('idleShare', () => {
  it('is the idle part of the time between two readings', () => {
    expect(idleShare({ idle: 100, total: 200 }, { idle: 850, total: 1200 })).toBe(0.75);
  });

  it('is 1 when no time passed', () => {
    expect(idleShare({ idle: 5, total: 10 }, { idle: 5, total: 10 })).toBe(1);
  });

  it('reads this machine: a share between 0 and 1', async () => {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const share = idleShare(before, cpuTimes());
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(1);
  });
});

describe('waitForQuietCpu', () => {
  it('returns after two quiet windows in a row', async () => {
    const m = machine([0.9, 0.95]);
    await expect(waitForQuietCpu(m)).resolves.toEqual({ quiet: true, idle: 0.95, waitedMs: 2000 });
    expect(m.elapsedWindows()).toBe(2);
  });

  it('starts counting again after a busy window', async () => {
    const m = machine([0.9, 0.3, 0.9, 0.5, 0.88, 0.99]);
    await expect(waitForQuietCpu(m)).resolves.toEqual({ quiet: true, idle: 0.99, waitedMs: 6000 });
  });

  it('gives up after its longest wait and says the machine was busy', async () => {
    const m = machine([0.5]);
    await expect(waitForQuietCpu({ ...m, maxMs: 5000 })).resolves.toEqual({
      quiet: false,
      idle: 0.5,
      waitedMs: 5000,
    });
  });

  it('takes the idle share asked for', async () => {
    const m = machine([0.7, 0.7]);
    await expect(waitForQuietCpu({ ...m, idle: 0.6 })).resolves.toMatchObject({
      quiet: true,
      waitedMs: 2000,
    });
  });
});
