// TEMPORARY during the move to components: the scene classes not yet rewritten, mounted by a component.
import { useEffect } from 'react';
import type { SceneKind } from '../contract/scenes.ts';
import type { Scene } from '../Stage.ts';
import type { SceneChannel, SceneContext, SceneProps } from './SceneContext.ts';
import { useSceneContext, useStage } from './sceneHooks.ts';

type Factory<K extends SceneKind> = (
  options: SceneProps<K>['options'],
  context: SceneContext,
  channel: SceneChannel<never, never>,
) => Scene;

function legacy<K extends SceneKind>(create: Factory<K>) {
  return function Legacy({ options, channel }: SceneProps<K>) {
    const stage = useStage();
    const context = useSceneContext();
    useEffect(
      () => stage.add(create(options, context, channel as unknown as SceneChannel<never, never>)),
      [stage, context, options, channel],
    );
    return null;
  };
}
