// Test-only page hook, loaded with ?test-hooks and never otherwise: what the scenes hold right now, so the
// e2e endurance, monkey and WebGL suites can tell a leak (a count that grows) from a steady state.
import { gsap } from 'gsap';
import type { Container } from 'pixi.js';
import { debugCounters } from '../../scenes/debugCounters.ts';
import type { Stage } from '../../scenes/Stage.ts';
import { stageStore } from '../canvas/stageStore.ts';

export interface TestCounts {
  /** Teardowns held by every Disposables (subscriptions, ticker callbacks, tweens, listeners…). */
  disposables: number;
  /** Event listeners added through Disposables.listen. */
  listeners: number;
  /** Scenes mounted on the stage (background, cursor, the route's own). */
  scenes: number;
  /** Callbacks on the one Pixi ticker. */
  tickerCallbacks: number;
  /** Containers, sprites and graphics under the Pixi stage. */
  displayObjects: number;
  /** Textures the Pixi renderer holds on the GPU (null when its renderer keeps no such list). */
  textures: number | null;
  /** Vertex, index and uniform buffers Pixi holds on the GPU (null without WebGL). */
  gpuBuffers: number | null;
  /** gsap tweens and timelines still alive. */
  tweens: number;
  canvases: number;
  pixiCanvases: number;
}

declare global {
  interface Window {
    __testHooks?: {
      counts(): TestCounts;
      /** The live stage, for tests that drive it past what a visitor can do (null before it exists). */
      stage(): Stage | null;
    };
  }
}

/** Pixi's GPU resource tables are internal: read defensively, for this test hook only. */
type RendererTables = {
  texture?: { managedTextures?: readonly unknown[] };
  buffer?: { _managedBuffers?: { items?: Record<number, unknown> } };
};

function liveItems(items: Record<number, unknown> | undefined): number | null {
  return items ? Object.values(items).filter(Boolean).length : null;
}

function countNodes(node: Container): number {
  let total = 1;
  for (const child of node.children) total += countNodes(child);
  return total;
}

export function counts(): TestCounts {
  const stage = stageStore.getState().stage;
  const renderer = stage?.app.renderer as RendererTables | undefined;
  return {
    disposables: debugCounters.disposables,
    listeners: debugCounters.listeners,
    scenes: stage?.sceneCount ?? 0,
    tickerCallbacks: stage?.ticker.count ?? 0,
    displayObjects: stage ? countNodes(stage.app.stage) : 0,
    textures: renderer?.texture?.managedTextures?.length ?? null,
    gpuBuffers: liveItems(renderer?.buffer?._managedBuffers?.items),
    tweens: gsap.globalTimeline.getChildren(true, true, true).length,
    canvases: document.querySelectorAll('canvas').length,
    pixiCanvases: document.querySelectorAll('canvas.pixi-canvas').length,
  };
}

export function installTestHooks(): void {
  window.__testHooks = { counts, stage: () => stageStore.getState().stage };
}
