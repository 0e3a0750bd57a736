// The Home scenes still written as classes (the desktop donut row, the phone carousel), mounted by a
// component: their component rewrite let a figure drift from its arc while a slide's donuts fill on the
// phone (tests/e2e/carouselDonuts.spec.ts failed 1 run in 3), so the classes stay until it is right.
import { useEffect } from 'react';
import type { SceneKind } from '../contract/scenes.ts';
import { createCarousel } from '../home/Carousel.ts';
import { createDonutRow } from '../home/DonutRow.ts';
import type { Scene } from '../Stage.ts';
import type { SceneChannel, SceneContext, SceneProps } from './SceneContext.ts';
import { useSceneContext, useStage } from './sceneHooks.ts';

type Factory<K extends SceneKind> = (
  options: SceneProps<K>['options'],
  context: SceneContext,
  channel: SceneChannel<never, never>,
) => Scene;

/** A class scene on the stage for as long as the component is mounted: its destroy() is the cleanup. */
function classScene<K extends SceneKind>(create: Factory<K>) {
  return function ClassScene({ options, channel }: SceneProps<K>) {
    const stage = useStage();
    const context = useSceneContext();
    useEffect(
      () => stage.add(create(options, context, channel as unknown as SceneChannel<never, never>)),
      [stage, context, options, channel],
    );
    return null;
  };
}

export const LegacyDonutRow = classScene<'donuts'>(createDonutRow as unknown as Factory<'donuts'>);
export const LegacyCarousel = classScene<'carousel'>(createCarousel as unknown as Factory<'carousel'>);
