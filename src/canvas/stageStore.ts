// Publishes the scene bridge once it exists, so routes can put their scenes on the stage without importing it.
import { subscribeWithSelector } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { SceneBridge } from './SceneBridge.ts';

interface StageState {
  bridge: SceneBridge | null;
}

export const stageStore = createStore<StageState>()(
  subscribeWithSelector(() => ({ bridge: null as SceneBridge | null })),
);
