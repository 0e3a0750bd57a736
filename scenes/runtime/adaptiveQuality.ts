// The quality controller on the stage's ticker: times each frame's own cost, judges whether frames reach
// the screen on time, and paces the background's mesh by the chosen step. The page's animation frames
// say best whether they do (they slow down with the compositor; a worker's keep their pace while the
// screen drops half of them): once the page sends its frame intervals, they are the judge, and the
// runtime's own frame intervals are used only until then.
import { type Ticker, UPDATE_PRIORITY } from 'pixi.js';
import type { MeshPacer } from '../background/meshPacer.ts';
import { Disposables } from '../contract/Disposables.ts';
import type { QualityName } from '../contract/quality.ts';
import { frameDivisor, MIN_MESH_RATE, QualityController, type QualityStep } from './qualityController.ts';

export class AdaptiveQuality {
  private readonly controller: QualityController;
  private readonly disposables = new Disposables();
  private frameStart = 0;
  private lastTime = 0;
  /** The runtime's own cost of a frame, smoothed (ms). */
  private cost = 0;
  /** The page sends its frame intervals: its frames judge, not the runtime's. */
  private pageDriven = false;

  constructor(
    private readonly ticker: Ticker,
    private readonly pacer: MeshPacer,
    pinned: QualityName | null,
  ) {
    this.controller = new QualityController(pinned);
    this.apply(this.controller.step);
    // First in the frame (before gsap and the scenes) and last (after the render): the frame's own cost.
    ticker.add(this.begin, this, UPDATE_PRIORITY.INTERACTION + 2);
    ticker.add(this.end, this, UPDATE_PRIORITY.UTILITY - 1);
    this.disposables.add(() => {
      ticker.remove(this.begin, this);
      ticker.remove(this.end, this);
    });
  }

  get step(): QualityName {
    return this.controller.step.name;
  }

  private readonly begin = () => {
    this.frameStart = performance.now();
  };

  private readonly end = () => {
    const time = this.ticker.lastTime;
    const interval = this.lastTime > 0 ? time - this.lastTime : 0;
    this.lastTime = time;
    const cost = performance.now() - this.frameStart;
    this.cost = this.cost > 0 ? this.cost * 0.9 + cost * 0.1 : cost;
    if (!this.pageDriven) this.sample(interval, cost);
  };

  /** The page's animation-frame intervals since the last batch, each with the runtime's recent cost. */
  pageFrames(intervals: readonly number[]): void {
    this.pageDriven = true;
    for (const interval of intervals) this.sample(interval, this.cost);
  }

  private sample(interval: number, cost: number) {
    const frameMs = this.controller.frameMs;
    const changed = this.controller.sample(interval, cost);
    if (changed || frameMs !== this.controller.frameMs) this.apply(this.controller.step);
  }

  private apply(step: QualityStep) {
    const frameMs = this.controller.frameMs;
    this.pacer.divisor = frameDivisor(step.meshRate, frameMs);
    this.pacer.idleDivisor = frameDivisor(MIN_MESH_RATE, frameMs);
  }

  destroy(): void {
    this.disposables.dispose();
  }
}
