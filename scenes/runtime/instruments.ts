// The runtime's instruments, apart from what it draws: the figures the page keeps on window.__background
// (e2e tests, bench, the quality sampling), the frame times of a bench run, the test hooks, and the debug
// panel's changes to the mesh.
import gsap from 'gsap';
import { type Container, type Renderer, UPDATE_PRIORITY } from 'pixi.js';
import type { BackgroundScene } from '../background/BackgroundScene.ts';
import { debugCounters } from '../contract/debugCounters.ts';
import type { FromRuntime, HookName, HookResults, RuntimeCounts, TuneValue } from '../contract/protocol.ts';
import type { QualityName } from '../contract/quality.ts';
import type { ReplicaStore } from '../contract/replica.ts';
import type { Stage } from '../Stage.ts';

/** How often the background's figures go to the page (window.__background), at most. */
const STATS_INTERVAL_MS = 200;
/** How often a bench run gets the frame times, in batches. */
const FRAMES_INTERVAL_MS = 250;

export interface InstrumentsOptions {
  post: (message: FromRuntime) => void;
  stage: Stage;
  background: BackgroundScene;
  store: ReplicaStore;
  quality: () => QualityName;
  /** Bench and ?debug: the times of the stage's frames go to the page in batches. */
  reportFrames: boolean;
  /** How many scenes are mounted: the mesh and those the page halves asked for. */
  sceneCount: () => number;
}

export class RuntimeInstruments {
  private lastStats = '';
  private statsAt = 0;
  /** RuntimeStats.livelyDraws, and the stage's counts it was last judged from. */
  private livelyDraws = 0;
  private seenDraws = 0;
  private seenSceneDraws = 0;
  private frameTimes: number[] = [];
  private framesAt = 0;
  private lossExtension: WEBGL_lose_context | null = null;

  constructor(private readonly options: InstrumentsOptions) {
    const { ticker } = options.stage;
    ticker.add(this.afterFrame, this, UPDATE_PRIORITY.UTILITY);
    if (options.reportFrames) ticker.add(this.recordFrame, this, UPDATE_PRIORITY.UTILITY);
  }

  private readonly afterFrame = () => {
    this.countLively();
    this.report();
  };

  /** Was the frame just drawn drawn for more than the mesh's idle motion? */
  private countLively() {
    const { drawn, scenes } = this.options.stage.frames;
    if (drawn !== this.seenDraws && (scenes !== this.seenSceneDraws || !this.options.background.idleMotion))
      this.livelyDraws++;
    this.seenDraws = drawn;
    this.seenSceneDraws = scenes;
  }

  /** The background's figures to the page when they changed (throttled unless `now`). */
  report(now = false): void {
    const time = performance.now();
    if (!now && time - this.statsAt < STATS_INTERVAL_MS) return;
    this.statsAt = time;
    const stats = {
      ...this.options.background.stats,
      stageDraws: this.options.stage.frames.drawn,
      quality: this.options.quality(),
      livelyDraws: this.livelyDraws,
    };
    const key = JSON.stringify(stats);
    if (key === this.lastStats) return;
    this.lastStats = key;
    this.options.post({ type: 'stats', stats });
  }

  private recordFrame() {
    const now = performance.now();
    this.frameTimes.push(this.options.stage.ticker.lastTime);
    if (now - this.framesAt < FRAMES_INTERVAL_MS) return;
    this.framesAt = now;
    this.options.post({ type: 'frames', times: this.frameTimes });
    this.frameTimes = [];
  }

  /** A debug panel change: `path` is a dotted path into the mesh model ('params.speed') or 'renderScale'. */
  tune(path: string, value: TuneValue): void {
    const { background } = this.options;
    if (path === 'renderScale' && typeof value === 'number') {
      background.setRenderScale(value);
      return;
    }
    if (path === 'mode' && (value === 'dark' || value === 'bright')) {
      this.options.store.getState().setBackgroundMode(value);
      return;
    }
    const keys = path.split('.');
    const last = keys.pop();
    const [root, ...rest] = keys;
    if (!last || (root !== 'params' && root !== 'palettes')) return;
    let target: unknown = background.model[root];
    for (const key of rest) target = (target as Record<string, unknown> | undefined)?.[key];
    if (!target || typeof target !== 'object' || !(last in target)) return;
    const record = target as Record<string, unknown>;
    const current = record[last];
    // Colours are objects the model may hold on to: changed in place.
    if (current && typeof current === 'object' && value && typeof value === 'object')
      Object.assign(current, value);
    else record[last] = value;
    background.invalidate();
  }

  answerHook(id: number, name: HookName): void {
    try {
      this.options.post({ type: 'hook', id, result: this.runHook(name) });
    } catch (error) {
      this.options.post({ type: 'hook', id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  private runHook(name: HookName): HookResults[HookName] {
    const { stage, background } = this.options;
    switch (name) {
      case 'counts':
        return this.counts();
      case 'renders':
        return debugCounters.renders;
      case 'loseContext':
      case 'restoreContext': {
        this.lossExtension ??= stage.gl?.getExtension('WEBGL_lose_context') ?? null;
        if (!this.lossExtension) throw new Error('WEBGL_lose_context missing');
        if (name === 'loseContext') this.lossExtension.loseContext();
        else this.lossExtension.restoreContext();
        return true as const;
      }
      case 'blackClearProbe': {
        // The moment between three.js starting in the shared context (it leaves an opaque black clear
        // colour) and the mesh's first frame: Pixi draws alone and clears. Read back in the same task.
        const gl = stage.gl;
        if (!gl) throw new Error('no WebGL stage');
        stage.setUnderlay(null);
        gl.clearColor(0, 0, 0, 1);
        stage.setUnderlay(null);
        stage.app.renderer.render({ container: stage.app.stage });
        const pixel = new Uint8Array(4);
        gl.readPixels(2, 2, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
        // The background draws again on the next frame.
        if (background.rendererKind === 'webgl') stage.setUnderlay(background);
        return [...pixel];
      }
      case 'frames':
        return { ...stage.frames, mesh: background.pacer.updates };
    }
  }

  private counts(): RuntimeCounts {
    const { stage } = this.options;
    const renderer = stage.app.renderer as Renderer & RendererTables;
    return {
      disposables: debugCounters.disposables,
      listeners: debugCounters.listeners,
      scenes: this.options.sceneCount(),
      tickerCallbacks: stage.ticker.count,
      displayObjects: countNodes(stage.app.stage),
      // Pixi leaves a null where a texture or buffer was freed.
      textures: liveItems(renderer.texture?.managedTextures),
      gpuBuffers: liveItems(renderer.buffer?._managedBuffers?.items),
      tweens: gsap.globalTimeline.getChildren(true, true, true).length,
    };
  }

  destroy(): void {
    const { ticker } = this.options.stage;
    ticker.remove(this.afterFrame, this);
    ticker.remove(this.recordFrame, this);
  }
}

/** Pixi's GPU resource tables are internal: read defensively, for the test hook only. */
type RendererTables = {
  texture?: { managedTextures?: readonly unknown[] };
  buffer?: { _managedBuffers?: { items?: Record<number, unknown> } };
};

function liveItems(items: Record<number, unknown> | readonly unknown[] | undefined): number | null {
  return items ? Object.values(items).filter(Boolean).length : null;
}

function countNodes(node: Container): number {
  let total = 1;
  for (const child of node.children) total += countNodes(child);
  return total;
}
