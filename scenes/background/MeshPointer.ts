// The pointer as the mesh's lights see it: where they head (the pointer in canvas pixels, or their autopilot
// path), and whether it has been still long enough for the mesh to slow to its idle rate.
import type { ReplicaStore } from '../contract/replica.ts';
import type { Point } from '../math/meshLights.ts';
import { CANVAS_OVERFLOW } from '../math/meshWave.ts';
import type { SceneInput } from '../runtime/SceneContext.ts';
import { IDLE_AFTER_MS } from './meshPacer.ts';

export interface MeshPointerOptions {
  store: ReplicaStore;
  input: SceneInput;
  /** Calls `listener` when the input (hover capability) changes; returns the teardown. */
  onInput(listener: () => void): () => void;
  /** Lights follow their autopilot path whatever the pointer does, so frames depend on time alone. */
  autopilot?: boolean;
}

export class MeshPointer {
  private touchOnly = false;
  private readonly target: Point = { x: 0, y: 0 };
  private readonly last = { x: Number.NaN, y: Number.NaN, at: Number.NEGATIVE_INFINITY };

  constructor(private readonly options: MeshPointerOptions) {}

  /** Follows the hover capability (no mouse to follow: the lights fly on autopilot); returns the teardown. */
  watch(): () => void {
    const { input, onInput } = this.options;
    this.touchOnly = input.hoverless;
    return onInput(() => {
      this.touchOnly = input.hoverless;
    });
  }

  /** The pointer has not moved for IDLE_AFTER_MS (or there is none): only the idle motion moves. */
  idle(now: number): boolean {
    // The bench's mesh alone measures the motion at full rate: its autopilot is not idle motion.
    if (this.options.autopilot) return false;
    const { x, y } = this.options.store.getState().pointer;
    const last = this.last;
    if (x !== last.x || y !== last.y) {
      // The first reading is where the pointer is, not a move: a page that opens with the pointer still
      // (or none at all) starts at the idle rate instead of drawing every frame for IDLE_AFTER_MS.
      if (!Number.isNaN(last.x)) last.at = now;
      last.x = x;
      last.y = y;
    }
    return now - last.at > IDLE_AFTER_MS;
  }

  /** The pointer in canvas pixels, or null when the lights should fly on autopilot. */
  lightsTarget(pointer: { x: number; y: number; inside: boolean }): Point | null {
    if (this.options.autopilot || this.touchOnly || !pointer.inside) return null;
    if (this.options.store.getState().device.mobile_device) return null;
    this.target.x = pointer.x + CANVAS_OVERFLOW / 2;
    this.target.y = pointer.y + CANVAS_OVERFLOW / 2;
    return this.target;
  }
}
