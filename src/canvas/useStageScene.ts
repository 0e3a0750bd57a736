// Mounts a scene's page half while a component is mounted: loaded lazily, created when the scene bridge
// exists (the half then puts its scene on the stage), destroyed on cleanup.
import { useEffect, useRef } from 'react';
import type { SceneBridge } from './SceneBridge.ts';
import { stageStore } from './stageStore.ts';

/** A scene's page half: it owns its scene in the runtime and removes it when destroyed. */
export interface PageScene {
  destroy(): void;
}

/**
 * Null: the element the half works on has already left. React detaches a ref when it commits, but runs
 * the effects' cleanups (which stop this hook) later, in a task of their own: a half's chunk arriving in
 * between finds its element gone while the hook still runs. The component is going; nothing is mounted.
 */
export type SceneFactory = (bridge: SceneBridge) => PageScene | null;

/**
 * `load` resolves to a factory (import the half's module inside it, so it stays out of the route's chunk).
 * The scene is rebuilt when `key` changes; pass null as `load` to mount nothing.
 */
export function useStageScene(load: (() => Promise<SceneFactory>) | null, key: unknown) {
  const enabled = load !== null;
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!enabled || key === undefined) return;
    const load = loadRef.current;
    if (!load) return;
    let active = true;
    let scene: PageScene | undefined;
    const attach = (bridge: SceneBridge | null) => {
      scene?.destroy();
      scene = undefined;
      if (!bridge) return;
      load().then(
        (create) => {
          if (!active || bridge.isDestroyed || stageStore.getState().bridge !== bridge) return;
          scene = create(bridge) ?? undefined;
        },
        (error: unknown) => console.error('Scene failed to load:', error),
      );
    };
    const unsubscribe = stageStore.subscribe((s) => s.bridge, attach, { fireImmediately: true });
    return () => {
      active = false;
      unsubscribe();
      scene?.destroy();
    };
  }, [enabled, key]);
}
