// Adapts the scenes to the machine, like drei's PerformanceMonitor: watches whether frames come on time
// and steps the background's cost down until they do, and back up (with hysteresis) when there is room.
// Pure logic, no timer and no Pixi: the runtime feeds it one sample per frame and applies its steps.

import type { QualityName } from '../contract/quality.ts';

/** A quality step: how often the mesh may show a new state. The spec's constants never change. */
export interface QualityStep {
  name: QualityName;
  /** Mesh updates per second at most; Infinity follows the display (one per frame). */
  meshRate: number;
}

/** Best first. The mesh never drops under 30 new states per second while it moves. */
export const QUALITY_STEPS: readonly QualityStep[] = [
  { name: 'high', meshRate: Number.POSITIVE_INFINITY },
  { name: 'low', meshRate: 30 },
];

export const MIN_MESH_RATE = 30;

export function qualityStep(name: QualityName): QualityStep {
  return QUALITY_STEPS.find((s) => s.name === name) ?? (QUALITY_STEPS[0] as QualityStep);
}

/**
 * How many display frames apart mesh updates must be for at most `rate` per second, never so many that
 * fewer than MIN_MESH_RATE remain (on a 60 Hz display: 1 for high, 2 for 30/s).
 */
export function frameDivisor(rate: number, frameMs: number): number {
  if (!Number.isFinite(rate) || frameMs <= 0) return 1;
  const displayRate = 1000 / frameMs;
  // (the epsilon: 1000 / (1000 / 60) is a hair under 60 in floating point)
  const floor = Math.max(1, Math.floor(displayRate / MIN_MESH_RATE + 1e-6));
  return Math.min(floor, Math.max(1, Math.round(displayRate / rate)));
}

export interface ControllerOptions {
  /** Frames per judgement window (about 0.5 s at 60 Hz). */
  window: number;
  /** A window with more late frames than this share steps down. */
  lateShare: number;
  /** Good windows in a row before stepping up (hysteresis: 4 windows, about 2 s). */
  goodWindows: number;
  /** A frame whose own cost exceeds this share of the frame interval leaves no room. */
  busyShare: number;
  /** After this many changes of direction the controller settles where it is. */
  maxFlips: number;
}

export const DEFAULT_CONTROLLER: ControllerOptions = {
  window: 30,
  lateShare: 0.2,
  goodWindows: 4,
  busyShare: 0.6,
  maxFlips: 4,
};

/**
 * A frame is late when it comes more than half a frame after the display's interval (the shortest
 * interval seen, which the compositor's BeginFrames set: the runtime's animation frames follow them).
 */
export class QualityController {
  private index = 0;
  private intervals: number[] = [];
  private costs: number[] = [];
  private good = 0;
  private flips = 0;
  private lastDirection = 0;
  /** The display's frame interval: the shortest one seen in the last windows, 60 Hz until known. */
  frameMs = 1000 / 60;

  constructor(
    private readonly pinned: QualityName | null = null,
    private readonly options: ControllerOptions = DEFAULT_CONTROLLER,
  ) {
    if (pinned) this.index = QUALITY_STEPS.findIndex((s) => s.name === pinned);
  }

  get step(): QualityStep {
    return QUALITY_STEPS[this.index] as QualityStep;
  }

  get settled(): boolean {
    return this.pinned !== null || this.flips >= this.options.maxFlips;
  }

  /**
   * One frame: the time since the previous one and what the runtime itself spent on it, in ms. Returns
   * the new step when this frame changed it, null otherwise. Pauses (a hidden tab) are not frames.
   */
  sample(intervalMs: number, costMs: number): QualityStep | null {
    if (!(intervalMs > 0) || intervalMs > 250) return null;
    this.intervals.push(intervalMs);
    this.costs.push(costMs);
    if (this.intervals.length < this.options.window) return null;
    const intervals = this.intervals;
    const costs = this.costs;
    this.intervals = [];
    this.costs = [];
    const sorted = [...intervals].sort((a, b) => a - b);
    // The display interval: a low percentile of this window, so one early frame does not set it.
    const shortest = sorted[Math.floor(sorted.length * 0.1)] ?? this.frameMs;
    if (shortest > 4) this.frameMs = Math.min(this.frameMs, Math.max(shortest, 1000 / 240));
    const late = intervals.filter((ms) => ms > this.frameMs * 1.5).length / intervals.length;
    const meanCost = costs.reduce((sum, ms) => sum + ms, 0) / costs.length;
    const busy = meanCost > this.frameMs * this.options.busyShare;
    if (this.settled) return null;
    if (late > this.options.lateShare || busy) {
      this.good = 0;
      return this.move(1);
    }
    if (late <= this.options.lateShare / 4 && meanCost < this.frameMs * this.options.busyShare * 0.5) {
      this.good++;
      if (this.good >= this.options.goodWindows) {
        this.good = 0;
        return this.move(-1);
      }
    } else this.good = 0;
    return null;
  }

  /** +1 steps down (cheaper), -1 up. */
  private move(direction: 1 | -1): QualityStep | null {
    const next = this.index + direction;
    if (next < 0 || next >= QUALITY_STEPS.length) return null;
    if (this.lastDirection !== 0 && direction !== this.lastDirection) this.flips++;
    this.lastDirection = direction;
    this.index = next;
    return this.step;
  }
}
