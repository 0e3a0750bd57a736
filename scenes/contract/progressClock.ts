// The showcase's progress line, drawn by the stage instead of a CSS animation: how far it is filled, and
// when the stage redraws it. A CSS animation moves on the compositor every display frame, and on a software
// GPU each of those frames redraws the whole screen: about 15 frames a second more than the mesh's idle
// 30, a fifth of the machine's CPU on the Home. On the stage the line moves only in frames the stage draws
// anyway (the mesh's), or at LINE_FALLBACK_MS when nothing else draws. While it counts it holds the stage's
// full rate (Stage.holdFullRate), so those are every display frame: a machine that composites in software
// presents the cycling Home at ~55 fps instead of ~43 (issue 33), for a quarter more CPU a second (the same
// per presented frame). Paused, the mesh and the line go back to the idle rate.
import type { CountdownState } from './scenes.ts';

/** With nothing else on the stage drawing, the line still moves this often (ms): 20 times a second. */
export const LINE_FALLBACK_MS = 50;

/**
 * How far the line is filled (0 to 1) at `now`, from the countdown the page sent at `receivedAt` (both on
 * the runtime's clock): it grows while the countdown counts, and holds while it is held.
 */
export function lineProgress(
  countdown: CountdownState,
  receivedAt: number,
  now: number,
  durationMs: number,
): number {
  if (!countdown.started || durationMs <= 0) return 0;
  const elapsed = countdown.elapsedMs + (countdown.counting ? Math.max(0, now - receivedAt) : 0);
  return Math.min(1, Math.max(0, elapsed / durationMs));
}

/**
 * Whether this frame shows the line's new progress: when the stage draws anyway (`stageDraws`, the mesh
 * moved), or when the line last moved LINE_FALLBACK_MS ago. Never for less than a quarter of a pixel.
 */
export function lineMoves(
  shown: number,
  progress: number,
  widthPx: number,
  stageDraws: boolean,
  sinceMovedMs: number,
): boolean {
  if (Math.abs(progress - shown) * widthPx < 0.25) return false;
  return stageDraws || sinceMovedMs >= LINE_FALLBACK_MS;
}

/**
 * The page's side: the countdown the CSS line would show, from what the DOM says (a new fill element is a
 * new countdown; its data-running says whether it counts), on the page's clock.
 */
export class CountdownClock {
  private started = false;
  private counting = false;
  private elapsed = 0;
  private since = 0;

  /** A new countdown, started or not, counting or held. */
  restart(started: boolean, counting: boolean, now: number): void {
    this.started = started;
    this.elapsed = 0;
    this.counting = started && counting;
    this.since = now;
  }

  /** The same countdown counts again, or is held. */
  setCounting(counting: boolean, now: number): void {
    const next = this.started && counting;
    if (next === this.counting) return;
    if (this.counting) this.elapsed += Math.max(0, now - this.since);
    this.counting = next;
    this.since = now;
  }

  /** What to send the scene at `now`. */
  state(now: number): CountdownState {
    const running = this.counting ? Math.max(0, now - this.since) : 0;
    return { started: this.started, counting: this.counting, elapsedMs: this.elapsed + running };
  }
}
