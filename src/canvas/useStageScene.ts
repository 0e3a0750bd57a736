// Mounts a scene on the stage while a component is mounted: loaded lazily, added when the stage exists, destroyed on cleanup.
import { useEffect, useRef } from 'react';
import type { Scene } from '../../scenes/Scene.ts';
import type { Stage } from '../../scenes/Stage.ts';
import { stageStore } from './stageStore.ts';

export type SceneFactory = (stage: Stage) => Scene;

/**
 * `load` resolves to a factory (import the scene module inside it, so Pixi stays out of the route's chunk).
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
    let remove: (() => void) | undefined;
    const attach = (stage: Stage | null) => {
      remove?.();
      remove = undefined;
      if (!stage) return;
      load().then(
        (create) => {
          if (!active || stage.isDestroyed || stageStore.getState().stage !== stage) return;
          remove = stage.add(create(stage));
        },
        (error: unknown) => console.error('Scene failed to load:', error),
      );
    };
    const unsubscribe = stageStore.subscribe((s) => s.stage, attach, { fireImmediately: true });
    return () => {
      active = false;
      unsubscribe();
      remove?.();
    };
  }, [enabled, key]);
}
