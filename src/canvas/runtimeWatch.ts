// The scene runtime's deadlines: a runtime that is stuck is reported, and the bridge moves on to the next
// way of drawing. A runtime that fails says so at once ('failed'); these catch the one that never answers.
//
// Slow is not stuck. The runtime says when it passes each step of its start (its chunk, its Application,
// its stage) and when each scene's chunk has arrived: a deadline runs from the last step, not from the
// start. And a deadline that passes is not yet late: the runtime is asked ('ping'). A thread that answers
// at once, with no step since, is waiting for something that does not come: late. A thread that cannot
// answer is busy (a loaded phone evaluating Pixi, compiling shaders): it gets HUNG_MS more before it is
// judged hung.
import type { SceneKind } from '../../scenes/contract/scenes.ts';

/** From the runtime's start, or its last step, to the next step or its 'ready'. */
export const READY_DEADLINE_MS = 10_000;
/** From a scene's request (or the runtime's 'ready', if later), or its chunk's arrival, to its 'mounted'. */
export const SCENE_DEADLINE_MS = 6_000;
/** A runtime asked after a deadline and silent this long is hung, however busy it may be. */
export const HUNG_MS = 30_000;

type Timer = ReturnType<typeof setTimeout>;

/** One thing the runtime owes: its readiness (id 0) or a scene's mounting. */
interface Due {
  timer: Timer | undefined;
  reason: string;
  ms: number;
  /** The deadline passed and the runtime was asked: late if it answers before its next step. */
  asked: boolean;
}

const READY = 0;

export class RuntimeWatch {
  private readonly dues = new Map<number, Due>();
  private ready = false;
  /** A ping is out: its answer settles every asked deadline. */
  private hungTimer: Timer | undefined;

  constructor(
    private readonly late: (reason: string) => void,
    /** Asks the runtime to answer ('pong') as soon as its thread is free. */
    private readonly ping: () => void = () => {},
  ) {}

  /** A runtime is starting: each step of its start has READY_DEADLINE_MS. */
  started(): void {
    this.reset();
    this.arm(READY, READY_DEADLINE_MS, 'the scenes did not start within 10 s of their last step');
  }

  /** The runtime passed a step of its start: the deadline runs again from now. */
  progressed(): void {
    if (this.ready) return;
    const due = this.dues.get(READY);
    if (due) this.arm(READY, due.ms, due.reason);
  }

  /** The runtime is ready: each scene asked for so far has SCENE_DEADLINE_MS from now. */
  becameReady(waiting: Iterable<[number, SceneKind]>): void {
    this.settled(READY);
    this.ready = true;
    for (const [id, kind] of waiting) this.added(id, kind);
  }

  /** A scene was asked for; its deadline runs once the runtime is ready. */
  added(id: number, kind: SceneKind): void {
    if (!this.ready) return;
    this.arm(id, SCENE_DEADLINE_MS, `the ${kind} scene did not appear within 6 s`);
  }

  /** Scene `id`'s chunk arrived: its deadline runs again from now. */
  sceneProgressed(id: number): void {
    const due = this.dues.get(id);
    if (due && this.ready) this.arm(id, due.ms, due.reason);
  }

  /** The scene is on the stage, or no longer wanted (READY: the runtime is ready). */
  settled(id: number): void {
    clearTimeout(this.dues.get(id)?.timer);
    this.dues.delete(id);
    if (![...this.dues.values()].some((due) => due.asked)) {
      clearTimeout(this.hungTimer);
      this.hungTimer = undefined;
    }
  }

  /** The runtime answered a ping: what it was asked about and has not moved on since is late. */
  answered(): void {
    this.lateIfAsked('');
  }

  /** Reports the first deadline the runtime was asked about (with `suffix`), if any, and drops the rest. */
  private lateIfAsked(suffix: string) {
    const asked = [...this.dues.values()].find((due) => due.asked);
    if (!asked) {
      clearTimeout(this.hungTimer);
      this.hungTimer = undefined;
      return;
    }
    this.reset();
    this.late(asked.reason + suffix);
  }

  /** The runtime is gone: nothing is due. */
  reset(): void {
    for (const due of this.dues.values()) clearTimeout(due.timer);
    this.dues.clear();
    clearTimeout(this.hungTimer);
    this.hungTimer = undefined;
    this.ready = false;
  }

  private arm(id: number, ms: number, reason: string) {
    clearTimeout(this.dues.get(id)?.timer);
    const due: Due = { timer: undefined, reason, ms, asked: false };
    due.timer = setTimeout(() => this.passed(id, due), ms);
    this.dues.set(id, due);
  }

  /** A deadline passed. A hidden tab may hold a runtime back (its frames stop): it waits for the page to show. */
  private passed(id: number, due: Due) {
    if (this.dues.get(id) !== due) return;
    if (document.hidden) {
      this.arm(id, due.ms, due.reason);
      return;
    }
    due.asked = true;
    due.timer = undefined;
    if (this.hungTimer !== undefined) return;
    this.hungTimer = setTimeout(
      () => this.lateIfAsked(` (and did not answer within ${HUNG_MS / 1000} s)`),
      HUNG_MS,
    );
    this.ping();
  }
}
