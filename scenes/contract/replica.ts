// The scene runtime's copy of the store: the state the page shares, as it last sent it, and the pointer.
// It is read-only for the scenes: what they may change they change through the page's store (the actions
// here post to it, and its new state comes back as a patch), so the copy can never drift from the page.
// Only the runtime writes into it: the page's patches and the pointer it forwards.
import { subscribeWithSelector } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { AppState, Pointer } from './appStore.ts';
import type { SharedState, StoreAction } from './protocol.ts';

/** What a scene reads, and the store actions it may ask the page for. */
export type ReplicaState = Readonly<SharedState> & {
  /** Fast state: scenes read it in their ticker; it changes in place, without a notification. */
  readonly pointer: Readonly<Pointer>;
} & Readonly<Pick<AppState, StoreAction>>;

/** The store as the scenes see it: read and subscribe, never set. */
export interface ReplicaStore {
  getState(): ReplicaState;
  subscribe<U>(
    selector: (state: ReplicaState) => U,
    listener: (selected: U, previous: U) => void,
    options?: { equalityFn?: (a: U, b: U) => boolean; fireImmediately?: boolean },
  ): () => void;
}

/** The runtime's handle on the copy: the scenes' view of it and the only two ways it changes. */
export interface Replica {
  readonly store: ReplicaStore;
  /** The page's store changed: its new values of the shared keys. */
  apply(patch: Partial<SharedState>): void;
  /** The page's pointer moved (viewport pixels; inside: a mouse or pen over the page). */
  setPointer(x: number, y: number, inside: boolean): void;
}

export function createReplica(
  state: SharedState,
  actions: Pick<AppState, StoreAction>,
  pointer: Pointer,
): Replica {
  const store = createStore<ReplicaState>()(
    subscribeWithSelector(() => ({ ...state, ...actions, pointer: { ...pointer } })),
  );
  // The one pointer object the scenes read: changed in place, as the page's store does.
  const live = store.getState().pointer as Pointer;
  return {
    store,
    apply: (patch) => store.setState(patch),
    setPointer: (x, y, inside) => {
      live.x = x;
      live.y = y;
      live.inside = inside;
    },
  };
}
