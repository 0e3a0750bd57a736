// Test-only page hook, loaded with ?test-hooks and never otherwise: what the scenes hold right now, so the
// e2e endurance, monkey and WebGL suites can tell a leak (a count that grows) from a steady state, and a way
// to reach the scene runtime where the page cannot (its canvas belongs to a worker).
import { gsap } from 'gsap';
import type { HookName, RuntimeCounts } from '../../scenes/contract/protocol.ts';
import { cursorLayerStats } from '../canvas/cursorLayer.ts';
import { stageStore } from '../canvas/stageStore.ts';

export interface TestCounts extends RuntimeCounts {
  canvases: number;
  pixiCanvases: number;
  /** Where the scenes run. */
  mode: 'worker' | 'page' | null;
}

declare global {
  interface Window {
    __testHooks?: {
      /**
       * Teardowns held by every Disposables (page and runtime), listeners among them, scenes mounted,
       * ticker callbacks, display objects, GPU textures and buffers, gsap tweens (page and runtime), canvases.
       */
      counts(): Promise<TestCounts>;
      /** Asks the runtime: lose or restore its WebGL context, read back a frame drawn over three's clear colour… */
      runtime(name: HookName): Promise<unknown>;
      /** The animation frames the custom cursor's layer has run so far (none while the cursor rests). */
      cursorFrames(): number;
    };
  }
}

const EMPTY: RuntimeCounts = {
  disposables: 0,
  listeners: 0,
  scenes: 0,
  tickerCallbacks: 0,
  displayObjects: 0,
  textures: null,
  gpuBuffers: null,
  tweens: 0,
};

export async function counts(): Promise<TestCounts> {
  const bridge = stageStore.getState().bridge;
  const runtime = bridge ? await bridge.dev.counts(bridge.mode === 'worker') : EMPTY;
  const pageTweens = bridge?.mode === 'page' ? 0 : gsap.globalTimeline.getChildren(true, true, true).length;
  return {
    ...runtime,
    tweens: runtime.tweens + pageTweens,
    // A moving carousel slide carries a picture of its drawing (slidePicture.ts), removed with the
    // slide: how many exist depends on whether a slide moves at that instant, not on a leak.
    canvases: document.querySelectorAll('canvas:not([data-slide-snapshot])').length,
    pixiCanvases: document.querySelectorAll('canvas.pixi-canvas').length,
    mode: bridge?.mode ?? null,
  };
}

export function installTestHooks(): void {
  window.__testHooks = {
    counts,
    runtime: (name) => {
      const bridge = stageStore.getState().bridge;
      return bridge ? bridge.dev.hook(name) : Promise.reject(new Error('No scene bridge'));
    },
    cursorFrames: () => cursorLayerStats.frames,
  };
}
