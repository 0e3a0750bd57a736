// Publishes the Pixi stage once it exists, so routes can put their scenes on it without importing Pixi.
import { subscribeWithSelector } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { Stage } from '../../scenes/Stage.ts';

interface StageState {
  stage: Stage | null;
}

export const stageStore = createStore<StageState>()(
  subscribeWithSelector(() => ({ stage: null as Stage | null })),
);
