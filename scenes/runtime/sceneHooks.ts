// What a scene component reads from the runtime, as hooks: the stage it draws on, the store's replica,
// the page's colours and input, its line to its page half. Each hook renders only when its value changes
// (a selection, a sort, a size, new colours): per-frame motion goes through the ticker on refs.
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { type StoreApi, useStore } from 'zustand';
import { afterNextDraw } from '../afterNextDraw.ts';
import { Disposables } from '../contract/Disposables.ts';
import { debugCounters } from '../contract/debugCounters.ts';
import type { ReplicaState } from '../contract/replica.ts';
import type { HomePalette } from '../home/homePalette.ts';
import type { Stage } from '../Stage.ts';
import type { SceneChannel, SceneContext } from './SceneContext.ts';

export interface Runtime {
  stage: Stage;
  context: SceneContext;
}

export const RuntimeContext = createContext<Runtime | null>(null);

function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('A scene renders only inside the scene runtime.');
  return runtime;
}

export function useStage(): Stage {
  return useRuntime().stage;
}

export function useSceneContext(): SceneContext {
  return useRuntime().context;
}

/** A slice of the store's replica: the component renders when it changes. */
export function useReplica<U>(selector: (state: ReplicaState) => U): U {
  const { store } = useRuntime().context;
  return useStore(store as unknown as StoreApi<ReplicaState>, selector);
}

/** The page's colours, rendered anew when the page switches between dark and bright. */
export function usePalette(): HomePalette {
  const { context } = useRuntime();
  return useSyncExternalStore(context.onPalette, context.palette);
}

/** The stage's viewport size, rendered anew when it changes. */
export function useStageSize(): { width: number; height: number } {
  const stage = useStage();
  return useSyncExternalStore(stage.onResize, stage.size);
}

/**
 * Listens to the page half's messages for as long as the component is mounted; `handler` is read at each
 * message, so it may close over the latest render.
 */
export function useChannel<In, Out>(channel: SceneChannel<In, Out>, handler: (message: In) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => channel.listen((message) => latest.current(message)), [channel]);
}

/**
 * Counts this render in the runtime's figures (the `counts` test hook): a scene's root component calls it
 * so the tests can prove React renders per change, never per frame.
 */
export function useCountRender(): void {
  debugCounters.renders++;
}

/**
 * Once `when` first holds, runs `callback` when the stage's next frame is on screen (a scene tells its page
 * half its drawing is there, so the page's CSS stand-in leaves then rather than before it).
 */
export function useAfterNextDraw(when: boolean, callback: () => void): void {
  const stage = useStage();
  const done = useRef(false);
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (!when || done.current) return;
    const pending = new Disposables();
    afterNextDraw(stage.ticker, pending, () => {
      done.current = true;
      latest.current();
    });
    return () => pending.dispose();
  }, [when, stage]);
}
