// The page's own animation frames while the scenes draw, for the runtime's quality controller.
//
// The page's requestAnimationFrame follows the compositor's BeginFrames, which slow down when the display
// cannot present every frame. A worker's animation frames do not: measured on / with the pointer moving
// (2 cores, SwiftShader), the worker drew 57 frames a second while 36 reached the screen and the page's
// frames came 39 times a second. So the controller judges the machine by the page's frames.

/** Intervals per message: about half a second at 60 Hz, one judgement window of the controller. */
const BATCH = 30;
/** How long after the scenes last drew the sampling goes on (then it stops: no frames asked for at rest). */
const KEEP_ALIVE_MS = 1000;

export class PresentedCadence {
  private frame = 0;
  /** The last frame's time; NaN before the first frame of a run. */
  private last = Number.NaN;
  private until = 0;
  private intervals: number[] = [];

  constructor(private readonly send: (intervals: number[]) => void) {}

  /** The scenes drew something: sample the page's frames for a while longer. */
  keepAlive(now = performance.now()): void {
    this.until = now + KEEP_ALIVE_MS;
    if (this.frame || document.hidden) return;
    this.last = Number.NaN;
    this.frame = requestAnimationFrame(this.tick);
  }

  private readonly tick = (time: number) => {
    this.frame = 0;
    if (!Number.isNaN(this.last)) this.intervals.push(time - this.last);
    this.last = time;
    if (this.intervals.length >= BATCH) {
      this.send(this.intervals);
      this.intervals = [];
    }
    if (time < this.until && !document.hidden) this.frame = requestAnimationFrame(this.tick);
    else {
      // A partial window would judge a pause: it is dropped.
      this.intervals = [];
      this.last = Number.NaN;
    }
  };

  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.intervals = [];
  }
}
