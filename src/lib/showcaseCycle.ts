// The Home showcase's timer: advance 3500 ms after a project is shown, hold while anything asks it to,
// and resume 250 ms after the pointer leaves. Plain timers, no framework: tested in node with fake timers.
import { wrapIndex } from '../../scenes/contract/loopIndex.ts';

/** The spec's auto-advance delay. */
export const AUTO_ADVANCE_MS = 3500;
/** The spec's resume delay after the pointer leaves the project area. */
export const RESUME_DELAY_MS = 250;

/**
 * Why the cycle is held: the pointer over the project area, keyboard focus inside it, the visitor's
 * pause button (also the start state under prefers-reduced-motion), a finger dragging the carousel.
 */
export type HoldReason = 'hover' | 'focus' | 'button' | 'drag';

export interface CycleSnapshot {
  index: number;
  count: number;
  /** Something holds the cycle (see HoldReason). */
  held: boolean;
  /** The pointer is over the project area, or left it less than 250 ms ago (the spec's mouse-state 'paused'). */
  hovered: boolean;
  /** A countdown to the next project is running. */
  counting: boolean;
  /** Changes each time a countdown starts (0 before the first): lets a progress line restart. */
  countdown: number;
}

export interface CycleOptions {
  count: number;
  index?: number;
  /** Called when the countdown ends, with the new index (already wrapped). */
  onAdvance: (index: number) => void;
  /** Called after every change of the snapshot. */
  onChange?: (snapshot: CycleSnapshot) => void;
  delayMs?: number;
  resumeDelayMs?: number;
}

type Timer = ReturnType<typeof setTimeout>;

export class ShowcaseCycle {
  private current: number;
  private readonly count: number;
  private readonly holds = new Set<HoldReason>();
  private readonly delayMs: number;
  private readonly resumeDelayMs: number;
  private countdownTimer: Timer | undefined;
  private leaveTimer: Timer | undefined;
  private hovered = false;
  private countdown = 0;
  private started = false;
  private disposed = false;

  constructor(private readonly options: CycleOptions) {
    if (!Number.isInteger(options.count) || options.count < 0)
      throw new RangeError(`Project count must be an integer ≥ 0, got ${options.count}`);
    this.count = options.count;
    this.current = wrapIndex(options.index ?? 0, this.count);
    this.delayMs = options.delayMs ?? AUTO_ADVANCE_MS;
    this.resumeDelayMs = options.resumeDelayMs ?? RESUME_DELAY_MS;
  }

  get snapshot(): CycleSnapshot {
    return {
      index: this.current,
      count: this.count,
      held: this.holds.size > 0,
      hovered: this.hovered,
      counting: this.countdownTimer !== undefined,
      countdown: this.countdown,
    };
  }

  get index(): number {
    return this.current;
  }

  isHeldBy(reason: HoldReason): boolean {
    return this.holds.has(reason);
  }

  /** Starts counting towards the next project (the current one counts as just shown). */
  start(): void {
    if (this.disposed || this.started) return;
    this.started = true;
    this.restart();
  }

  /** A project was shown by other means (a swipe, the store): the 3500 ms count starts again from it. */
  show(index: number): void {
    if (this.disposed) return;
    const wrapped = wrapIndex(index, this.count);
    if (wrapped === this.current) return;
    this.current = wrapped;
    this.restart();
  }

  hold(reason: HoldReason): void {
    if (this.disposed || this.holds.has(reason)) return;
    this.holds.add(reason);
    this.stopCountdown();
    this.emit();
  }

  /** Lets go of one hold; once none is left, a fresh 3500 ms count starts at once. */
  release(reason: HoldReason): void {
    if (this.disposed || !this.holds.delete(reason)) return;
    if (this.holds.size === 0) this.restart();
    else this.emit();
  }

  /** The pointer entered the project area: hold, and report mouse-state 'paused'. */
  pointerEnter(): void {
    if (this.disposed) return;
    this.clearLeaveTimer();
    const changed = !this.hovered;
    this.hovered = true;
    if (this.holds.has('hover')) {
      if (changed) this.emit();
      return;
    }
    this.hold('hover');
  }

  /** The pointer left: 250 ms later the hover hold is released and the mouse-state cleared. */
  pointerLeave(): void {
    if (this.disposed || !this.hovered || this.leaveTimer !== undefined) return;
    this.leaveTimer = setTimeout(() => {
      this.leaveTimer = undefined;
      this.hovered = false;
      if (this.holds.has('hover')) this.release('hover');
      else this.emit();
    }, this.resumeDelayMs);
  }

  dispose(): void {
    if (this.disposed) return;
    this.stopCountdown();
    this.clearLeaveTimer();
    this.disposed = true;
  }

  private restart(): void {
    if (this.disposed) return;
    this.stopCountdown();
    if (this.started && this.holds.size === 0 && this.count > 1) {
      this.countdown += 1;
      this.countdownTimer = setTimeout(() => {
        this.countdownTimer = undefined;
        this.current = wrapIndex(this.current + 1, this.count);
        this.options.onAdvance(this.current);
        this.restart();
      }, this.delayMs);
    }
    this.emit();
  }

  private stopCountdown(): void {
    if (this.countdownTimer === undefined) return;
    clearTimeout(this.countdownTimer);
    this.countdownTimer = undefined;
  }

  private clearLeaveTimer(): void {
    if (this.leaveTimer === undefined) return;
    clearTimeout(this.leaveTimer);
    this.leaveTimer = undefined;
  }

  private emit(): void {
    if (!this.disposed) this.options.onChange?.(this.snapshot);
  }
}
