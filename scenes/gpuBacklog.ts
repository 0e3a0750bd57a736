// Whether the GPU is keeping up with the frames the stage sends it. A worker's animation frames keep their
// pace while a software GPU falls behind: frames queued behind unfinished ones reach the screen late or
// never, and the time the GPU spends on them is taken from the compositor that shows the page. A fence
// after each frame tells which frames the GPU has finished. One frame may still be in progress while the
// next is drawn (the usual pipelining); with two unfinished, the stage sends nothing new until the older
// is done. Its scenes still move with time, so the next frame drawn shows them where they should be.

/** Frames sent and not yet finished by the GPU, at most, before the stage holds the next one back. */
export const FRAMES_IN_FLIGHT = 2;
/** Frames in a row the stage may hold back: a fence that never signals must not freeze the canvas. */
export const MAX_HELD_FRAMES = 3;

export class GpuBacklog {
  private readonly fences: WebGLSync[] = [];
  private held = 0;

  /** The GPU has room for a new frame. False holds this one back. */
  caughtUp(gl: WebGL2RenderingContext): boolean {
    // Finished fences, and those of a context lost since (isSync is false for them), are done with.
    while (this.fences.length > 0) {
      const oldest = this.fences[0] as WebGLSync;
      if (gl.isSync(oldest) && gl.getSyncParameter(oldest, gl.SYNC_STATUS) !== gl.SIGNALED) break;
      this.drop(gl);
    }
    if (this.fences.length < FRAMES_IN_FLIGHT || this.held >= MAX_HELD_FRAMES) {
      this.held = 0;
      return true;
    }
    this.held++;
    return false;
  }

  /** A frame was just sent: fence it, and send the commands now so the fence can signal. */
  sent(gl: WebGL2RenderingContext): void {
    const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
    if (!fence) return;
    this.fences.push(fence);
    while (this.fences.length > FRAMES_IN_FLIGHT) this.drop(gl);
    gl.flush();
  }

  /** Frees the fences still waiting (the stage is going away). */
  dispose(gl: WebGL2RenderingContext): void {
    while (this.fences.length > 0) this.drop(gl);
  }

  private drop(gl: WebGL2RenderingContext) {
    const fence = this.fences.shift();
    if (fence && gl.isSync(fence)) gl.deleteSync(fence);
  }
}
