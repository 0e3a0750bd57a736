// The scenes the page halves put on the stage, as React state: each loaded on first use, shown by the
// runtime's component tree (SceneTree.tsx) once loaded, fed the messages its half sends (kept until it is
// mounted), and removed by React with everything it made. The page is told when each is mounted, or why not.
import type { AddScene, FromRuntime } from '../contract/protocol.ts';
import type { FromScene, SceneKind, ToScene } from '../contract/scenes.ts';
import { CursorParts } from '../cursor/CursorParts.tsx';
import type { SceneChannel, SceneComponent, SceneProps } from './SceneContext.ts';

/** Each scene's module, imported the first time a page asks for it; tsc checks each against SceneTypes. */
const SCENES: { [K in SceneKind]: () => Promise<SceneComponent<K>> } = {
  ring: () => import('../ring/Ring.tsx').then((m) => m.Ring),
  donuts: () => import('../home/DonutRow.tsx').then((m) => m.DonutRow),
  carousel: () => import('../home/Carousel.tsx').then((m) => m.Carousel),
  progress: () => import('../home/ProgressLine.tsx').then((m) => m.ProgressLine),
  cursor: () => Promise.resolve(CursorParts),
};

/** A loaded scene as the tree renders it. */
export interface SceneEntry {
  readonly id: number;
  readonly kind: SceneKind;
  readonly Component: SceneComponent<SceneKind>;
  readonly props: SceneProps<SceneKind>;
}

interface Entry {
  readonly kind: SceneKind;
  shown: SceneEntry | null;
  /**
   * The scene's listeners, each for its own kind's messages: the page half that added it under this id
   * sends only those (the id is what ties a message to its kind, so tsc cannot see it here).
   */
  listeners: Set<(message: ToScene<SceneKind>) => void>;
  /** Messages from the page half that arrived before the scene was mounted. */
  pending: ToScene<SceneKind>[] | null;
  removed: boolean;
}

export class SceneRegistry {
  private readonly entries = new Map<number, Entry>();
  private shown: readonly SceneEntry[] = [];
  private readonly subscribers = new Set<() => void>();
  private closed = false;

  constructor(private readonly post: (message: FromRuntime, transfer?: Transferable[]) => void) {}

  /** For useSyncExternalStore: the scenes to show, a new array whenever one comes or goes. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.subscribers.add(listener);
    return () => this.subscribers.delete(listener);
  };

  readonly snapshot = (): readonly SceneEntry[] => this.shown;

  /** How many scenes are mounted (the leak checks' count). */
  get mountedCount(): number {
    let count = 0;
    for (const entry of this.entries.values()) if (entry.shown && !entry.pending) count++;
    return count;
  }

  /**
   * Starts loading a scene's module before the page's request to add it is handled: while the runtime's
   * Application starts (context, renderer chunks: 250–400 ms in SwiftShader), the chunks arrive instead of
   * after it. A failure is left to add(), which imports again and reports it.
   */
  prefetch(kind: SceneKind): void {
    SCENES[kind]().catch(() => undefined);
  }

  add<K extends SceneKind>({ id, kind, options }: AddScene<K>): void {
    const entry: Entry = { kind, shown: null, listeners: new Set(), pending: [], removed: false };
    this.entries.set(id, entry);
    const channel: SceneChannel<ToScene<K>, FromScene<K>> = {
      post: (message, transfer) => {
        if (!entry.removed) this.post({ type: 'scene', id, message }, transfer);
      },
      listen: (handler) => {
        const listener = handler as (message: ToScene<SceneKind>) => void;
        entry.listeners.add(listener);
        return () => entry.listeners.delete(listener);
      },
    };
    const load: () => Promise<SceneComponent<K>> = SCENES[kind];
    load()
      .then((Component) => {
        if (entry.removed || this.closed) return;
        this.post({ type: 'progress', scene: id });
        entry.shown = {
          id,
          kind,
          Component: Component as unknown as SceneComponent<SceneKind>,
          props: { options, channel } as unknown as SceneProps<SceneKind>,
        };
        this.publish();
      })
      .catch((error: unknown) => this.failed(id, error));
  }

  /** The tree committed scene `id` and ran its effects: it listens now, and the page may stop waiting. */
  mounted(id: number): void {
    const entry = this.entries.get(id);
    if (!entry || entry.removed || !entry.pending) return;
    this.post({ type: 'mounted', id });
    const pending = entry.pending;
    entry.pending = null;
    for (const message of pending) this.deliver(entry, message);
  }

  /** A scene that cannot be drawn here fails the runtime: the page starts the next one that may. */
  failed(id: number, error: unknown): void {
    const entry = this.entries.get(id);
    if (!entry || entry.removed) return;
    const reason = error instanceof Error ? error.message : String(error);
    this.post({ type: 'failed', message: `the ${entry.kind} scene failed (${reason})` });
  }

  /** A message from scene `id`'s page half. */
  receive(id: number, message: ToScene<SceneKind>): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    if (entry.pending) entry.pending.push(message);
    else this.deliver(entry, message);
  }

  remove(id: number): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    entry.removed = true;
    entry.listeners.clear();
    this.entries.delete(id);
    if (entry.shown) this.publish();
  }

  /** Every scene goes (the runtime is going): the tree renders none from now on. */
  clear(): void {
    for (const id of [...this.entries.keys()]) this.remove(id);
    this.closed = true;
  }

  private publish() {
    this.shown = [...this.entries.values()].flatMap((entry) => (entry.shown ? [entry.shown] : []));
    for (const listener of [...this.subscribers]) listener();
  }

  private deliver(entry: Entry, message: ToScene<SceneKind>) {
    for (const listener of [...entry.listeners]) listener(message);
  }
}
