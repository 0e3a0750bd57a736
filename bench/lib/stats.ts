// Statistics the bench reports: frame-time percentiles, fps, dropped frames, and ratios with their spread.

/** The display's refresh interval under the normal vsync cap (60 Hz). */
export const VSYNC_MS = 1000 / 60;

/** The p-th percentile (0..100) of already sorted values, by linear interpolation; NaN when empty. */
export function percentileSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const clamped = Math.min(100, Math.max(0, p));
  const rank = (clamped / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const a = sorted[low] ?? Number.NaN;
  const b = sorted[high] ?? Number.NaN;
  return a + (b - a) * (rank - low);
}

export function percentile(values: readonly number[], p: number): number {
  return percentileSorted(
    [...values].sort((a, b) => a - b),
    p,
  );
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

export interface FrameSummary {
  /** Frames in the sample (presented frames, or rAF callbacks where only those are known). */
  frames: number;
  /** Frames per second over the sample's duration. */
  fps: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  /** Vsync slots that passed without a frame: an interval of 3 slots drops 2. */
  dropped: number;
}

/** Summarises frame intervals (ms between consecutive frames). */
export function summarizeFrames(intervals: readonly number[]): FrameSummary {
  const sorted = [...intervals].sort((a, b) => a - b);
  const duration = intervals.reduce((sum, ms) => sum + ms, 0);
  let dropped = 0;
  for (const ms of intervals) dropped += Math.max(0, Math.round(ms / VSYNC_MS) - 1);
  return {
    frames: intervals.length,
    fps: duration > 0 ? (intervals.length * 1000) / duration : 0,
    medianMs: percentileSorted(sorted, 50),
    p95Ms: percentileSorted(sorted, 95),
    p99Ms: percentileSorted(sorted, 99),
    dropped,
  };
}

/**
 * Presented frames over a sample: `presented` frames reached the screen in `durationMs`, `gaps` apart.
 * The rate counts frames over the whole window, so a page that stops presenting reads near 0 fps.
 */
export function summarizePresented(
  gaps: readonly number[],
  presented: number,
  durationMs: number,
): FrameSummary {
  const summary = summarizeFrames(gaps);
  return { ...summary, frames: presented, fps: durationMs > 0 ? (presented * 1000) / durationMs : 0 };
}

/** CPU milliseconds per frame: CPU seconds used by every browser process during the sample, over its frames. */
export function cpuMsPerFrame(cpuSecondsBefore: number, cpuSecondsAfter: number, frames: number): number {
  if (frames <= 0) return Number.NaN;
  return ((cpuSecondsAfter - cpuSecondsBefore) * 1000) / frames;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  /** How many values it summarises (rounds). */
  n: number;
}

/** Median and range of finite values; NaNs (failed rounds) are left out. */
export function spread(values: readonly number[]): Spread {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, n: 0 };
  return { median: median(finite), min: Math.min(...finite), max: Math.max(...finite), n: finite.length };
}

/**
 * Ratios of paired measurements, ours[i] / theirs[i] taken in the same round, so that load shared by
 * both sides of a pair cancels out; summarised as median and range over the rounds.
 */
export function pairedRatio(ours: readonly number[], theirs: readonly number[]): Spread {
  const ratios: number[] = [];
  const rounds = Math.min(ours.length, theirs.length);
  for (let i = 0; i < rounds; i++) {
    const a = ours[i] ?? Number.NaN;
    const b = theirs[i] ?? Number.NaN;
    if (Number.isFinite(a) && Number.isFinite(b) && b !== 0) ratios.push(a / b);
  }
  return spread(ratios);
}
