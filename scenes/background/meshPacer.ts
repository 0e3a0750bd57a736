// How often the mesh takes a new state: every display frame, or every n-th when the machine needs the
// room (the quality step) or when nothing but the mesh's own idle motion moves. The time of the skipped
// frames is kept, so the wave moves at the same speed whatever the rate.

/** With the pointer still this long, the mesh's idle motion runs at the idle rate. */
export const IDLE_AFTER_MS = 1500;

export class MeshPacer {
  /** Display frames per mesh update, from the quality step. */
  divisor = 1;
  /** Display frames per mesh update while idle (pointer still). */
  idleDivisor = 1;
  /** New states given so far (for the test hooks). */
  updates = 0;
  private count = 0;
  private pending = 0;

  /**
   * One display frame of `dt` seconds: the time to advance the mesh by on this frame, or null to leave
   * it as it is. `idle`: nothing but the idle motion moves.
   */
  tick(dt: number, idle: boolean): number | null {
    this.pending += dt;
    this.count++;
    const every = Math.max(1, idle ? Math.max(this.divisor, this.idleDivisor) : this.divisor);
    if (this.count < every) return null;
    const elapsed = this.pending;
    this.count = 0;
    this.pending = 0;
    this.updates++;
    return elapsed;
  }
}
