// Waits for the machine's processors to be idle before a measurement that multiplies what it observes.
// Lighthouse's mobile figures are the page's observed main-thread tasks simulated at 4× slower: a task
// stretched by another process (the server flood before it, a browser still closing) counts four times
// over in Total Blocking Time. The bench waits for a quiet machine, bounded, and says what it waited for.
import { cpus } from 'node:os';

/** Idle and total CPU time summed over every processor, in ms. */
export interface CpuTimes {
  idle: number;
  total: number;
}

export function cpuTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.irq + times.idle;
  }
  return { idle, total };
}

/** The idle share of the processors' time between two readings (1 when no time passed). */
export function idleShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

export interface QuietOptions {
  /** The idle share each window must reach. */
  idle?: number;
  /** Length of one window, ms. */
  windowMs?: number;
  /** Consecutive quiet windows needed. */
  windows?: number;
  /** Longest wait, ms: a machine that never quiets is measured anyway, and the result says so. */
  maxMs?: number;
  read?: () => CpuTimes;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface QuietResult {
  /** Whether `windows` consecutive windows reached the idle share. */
  quiet: boolean;
  /** The idle share of the last window. */
  idle: number;
  waitedMs: number;
}

export const QUIET_IDLE_SHARE = 0.85;

/** Resolves once the processors were idle for `windows` consecutive windows, or after `maxMs`. */
export async function waitForQuietCpu({
  idle = QUIET_IDLE_SHARE,
  windowMs = 1000,
  windows = 2,
  maxMs = 60_000,
  read = cpuTimes,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = () => performance.now(),
}: QuietOptions = {}): Promise<QuietResult> {
  const started = now();
  let quietWindows = 0;
  let last = 1;
  let before = read();
  for (;;) {
    await sleep(windowMs);
    const after = read();
    last = idleShare(before, after);
    before = after;
    quietWindows = last >= idle ? quietWindows + 1 : 0;
    const waitedMs = now() - started;
    if (quietWindows >= windows) return { quiet: true, idle: last, waitedMs };
    if (waitedMs >= maxMs) return { quiet: false, idle: last, waitedMs };
  }
}
