// Presented frames: the display compositor's own record of every frame it put on screen (trace event
// Display::FrameDisplayed), read from the browser whatever the page or its worker claim to have drawn.
import type { CDPSession } from '@playwright/test';

export const FRAME_DISPLAYED = 'Display::FrameDisplayed';
/**
 * The one category that carries it. A second, non-existent category keeps Chrome from adding its
 * default categories (it does when only disabled-by-default ones are asked for): the trace then holds
 * nothing but these events, so counting frames costs the machine nothing measurable.
 */
export const PRESENTED_CATEGORIES = ['disabled-by-default-display.framedisplayed', 'bench.none'];

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
}

/** A span of the trace clock in µs: Chrome's TimeTicks, CLOCK_MONOTONIC on Linux like process.hrtime. */
export interface TraceWindow {
  fromUs: number;
  toUs: number;
}

/** Now on the trace clock (Linux: both are CLOCK_MONOTONIC), to bound the sample's window. */
export const traceClockUs = (): number => Number(process.hrtime.bigint() / 1000n);

/**
 * The presented frames inside the sample's window. The trace runs longer than the sample (reading the
 * CPU counters before and after takes a while on a busy machine), and frames counted outside it would
 * raise the rate. When no frame time falls near the window, the clocks differ (not Linux): all are kept.
 */
export function presentedTimes(events: readonly TraceEvent[], window?: TraceWindow): number[] {
  const times = events
    .filter((e) => e.name === FRAME_DISPLAYED)
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  if (!window || times.length === 0) return times;
  const first = times[0] as number;
  const last = times.at(-1) as number;
  const slackUs = 1_000_000;
  if (last < window.fromUs - slackUs || first > window.toUs + slackUs) return times;
  return times.filter((t) => t >= window.fromUs && t <= window.toUs);
}

/** Milliseconds between consecutive presented frames, in trace order, rounded to 0.01 ms. */
export function presentedGaps(events: readonly TraceEvent[], window?: TraceWindow): number[] {
  const times = presentedTimes(events, window);
  const gaps: number[] = [];
  for (let i = 1; i < times.length; i++) {
    gaps.push(Math.round(((times[i] ?? 0) - (times[i - 1] ?? 0)) / 10) / 100);
  }
  return gaps;
}

export function presentedCount(events: readonly TraceEvent[], window?: TraceWindow): number {
  return presentedTimes(events, window).length;
}

/** Starts a browser-wide trace of `categories`; the returned stop() ends it and gives every event. */
export async function startTrace(
  cdp: CDPSession,
  categories: readonly string[],
): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  // CDP types trace events as string maps; they are JSON objects with numeric ts, pid and tid.
  const collect = (data: { value: object[] }) => {
    for (const e of data.value) events.push(e as TraceEvent);
  };
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: [...categories], recordMode: 'recordAsMuchAsPossible' },
    transferMode: 'ReportEvents',
  });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    return events;
  };
}
