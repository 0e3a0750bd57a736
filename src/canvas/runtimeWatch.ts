// The scene runtime's deadlines: a runtime that has not started, or a scene that is not on its stage, a
// few seconds after it was asked for is reported, and the bridge moves on to the next way of drawing. A
// runtime that fails says so at once ('failed'); these catch the one that never answers.
import type { SceneKind } from '../../scenes/contract/scenes.ts';

/** From the runtime's start to its 'ready': loading Pixi and starting WebGL on a slow phone included. */
export const READY_DEADLINE_MS = 10_000;
/** From a scene's request (or the runtime's 'ready', if later) to its 'mounted': its chunk and first build. */
export const SCENE_DEADLINE_MS = 6_000;

export class RuntimeWatch {
  private startTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly scenes = new Map<number, ReturnType<typeof setTimeout>>();
  private ready = false;

  constructor(private readonly late: (reason: string) => void) {}

  /** A runtime is starting: it has READY_DEADLINE_MS to be ready. */
  started(): void {
    this.reset();
    this.startTimer = this.arm(READY_DEADLINE_MS, 'the scenes did not start within 10 s');
  }

  /** The runtime is ready: each scene asked for so far has SCENE_DEADLINE_MS from now. */
  becameReady(waiting: Iterable<[number, SceneKind]>): void {
    clearTimeout(this.startTimer);
    this.ready = true;
    for (const [id, kind] of waiting) this.added(id, kind);
  }

  /** A scene was asked for; its deadline runs once the runtime is ready. */
  added(id: number, kind: SceneKind): void {
    if (!this.ready) return;
    clearTimeout(this.scenes.get(id));
    this.scenes.set(id, this.arm(SCENE_DEADLINE_MS, `the ${kind} scene did not appear within 6 s`));
  }

  /** The scene is on the stage, or no longer wanted. */
  settled(id: number): void {
    clearTimeout(this.scenes.get(id));
    this.scenes.delete(id);
  }

  /** The runtime is gone: nothing is due. */
  reset(): void {
    clearTimeout(this.startTimer);
    for (const timer of this.scenes.values()) clearTimeout(timer);
    this.scenes.clear();
    this.ready = false;
  }

  /** A hidden tab may hold a runtime back (its frames stop): the deadline waits for the page to show. */
  private arm(ms: number, reason: string): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      if (document.hidden) {
        const again = this.arm(ms, reason);
        if (this.startTimer === timer) this.startTimer = again;
        for (const [id, t] of this.scenes) if (t === timer) this.scenes.set(id, again);
        return;
      }
      this.late(reason);
    }, ms);
    return timer;
  }
}
