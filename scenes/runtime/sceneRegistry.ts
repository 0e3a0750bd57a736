// The scenes the page halves put on the stage: each loaded on first use, mounted once the stage exists (the
// page is told, or told why not), fed the messages its half sends (kept until it is mounted), and removed
// without a trace.
import type { AddScene, FromRuntime } from '../contract/protocol.ts';
import type { FromScene, SceneKind, SceneOptions, ToScene } from '../contract/scenes.ts';
import { createCursorScene } from '../cursor/CursorScene.ts';
import type { Scene, Stage } from '../Stage.ts';
import type { SceneChannel, SceneContext } from './SceneContext.ts';

/** A scene of kind K, built from the options its page half sent, talking to that half over `channel`. */
export type SceneFactory<K extends SceneKind> = (
  options: SceneOptions<K>,
  context: SceneContext,
  channel: SceneChannel<ToScene<K>, FromScene<K>>,
) => Scene;

/** Each scene's module, imported the first time a page asks for it; tsc checks each against SceneTypes. */
const SCENES: { [K in SceneKind]: () => Promise<SceneFactory<K>> } = {
  ring: () => import('../ring/RingChart.ts').then((m) => m.createRingChart),
  donuts: () => import('../home/DonutRow.ts').then((m) => m.createDonutRow),
  carousel: () => import('../home/Carousel.ts').then((m) => m.createCarousel),
  progress: () => import('../home/ProgressLine.ts').then((m) => m.createProgressLine),
  cursor: () => Promise.resolve(createCursorScene),
};

interface Entry {
  remove: (() => void) | null;
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

  constructor(
    private readonly post: (message: FromRuntime, transfer?: Transferable[]) => void,
    /** Where a loaded scene goes: null once the runtime is gone. */
    private readonly host: () => { stage: Stage; context: SceneContext } | null,
  ) {}

  add<K extends SceneKind>({ id, kind, options }: AddScene<K>): void {
    const entry: Entry = { remove: null, listeners: new Set(), pending: [], removed: false };
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
    const load: () => Promise<SceneFactory<K>> = SCENES[kind];
    load()
      .then((create) => {
        const host = this.host();
        if (entry.removed || !host || host.stage.isDestroyed) return;
        entry.remove = host.stage.add(create(options, host.context, channel));
        this.post({ type: 'mounted', id });
        const pending = entry.pending ?? [];
        entry.pending = null;
        for (const message of pending) this.deliver(entry, message);
      })
      .catch((error: unknown) => {
        // A scene that cannot be drawn here fails the runtime: the page starts the next one that may.
        if (entry.removed) return;
        const reason = error instanceof Error ? error.message : String(error);
        this.post({ type: 'failed', message: `the ${kind} scene failed (${reason})` });
      });
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
    entry.remove?.();
    this.entries.delete(id);
  }

  clear(): void {
    for (const id of [...this.entries.keys()]) this.remove(id);
  }

  private deliver(entry: Entry, message: ToScene<SceneKind>) {
    for (const listener of [...entry.listeners]) listener(message);
  }
}
