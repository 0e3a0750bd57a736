// The bridge to the scenes: one Pixi application, whose canvas and context the three.js background shares, created once and destroyed on unmount.
import 'pixi.js/unsafe-eval';
import '../styles/background.css';
import { Application } from '@pixi/react';
import type { Application as PixiApplication } from 'pixi.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BackgroundScene } from '../../scenes/background/BackgroundScene.ts';
import { CursorScene } from '../../scenes/cursor/CursorScene.ts';
import { CANVAS_OVERFLOW } from '../../scenes/math/meshWave.ts';
import { Stage } from '../../scenes/Stage.ts';
import { appStore } from '../store/index.ts';
import { isSoftwareWebGL } from './softwareWebGL.ts';
import { stageStore } from './stageStore.ts';

const query = new URLSearchParams(window.location.search);
/**
 * Bench hook, ?bench=background: the background alone for the frame-rate bench. The chrome is hidden
 * (html[data-bench]), there is no custom cursor, and the lights fly on their autopilot path, so with the
 * fixed seed every frame depends on time alone; window.__background reports frames and frame cost.
 */
const BENCH_BACKGROUND = query.get('bench') === 'background';
/** Bench hook, ?bench=home or ?bench=ring: the route's own scenes alone, without background or cursor. */
const BENCH_SCENES_ALONE = query.get('bench') === 'home' || query.get('bench') === 'ring';
/** ?debug: the debug panel (lil-gui) and the frame-rate panel (stats-gl), loaded only then. */
const DEBUG = query.has('debug');

// WebGL first, then Pixi's canvas renderer where WebGL is missing (never WebGPU: SwiftShader lacks it).
// The prop's type only lists GPU renderers, though Pixi accepts this list.
const RENDERER_PREFERENCE = ['webgl', 'canvas'] as unknown as 'webgl';

export default function CanvasHost() {
  const stageRef = useRef<Stage | null>(null);
  // The canvas's size: the viewport and CANVAS_OVERFLOW more (background.css), for the mesh's border.
  const sizeRef = useRef<HTMLDivElement | null>(null);
  // Multisampling where a GPU does it. A software rasteriser pays for every sample of the full-screen
  // canvas, mesh included, on the CPU: measured here (SwiftShader, 1280×720) it made the background cost
  // 3.3× the clear-only floor instead of 2×. There the scenes' edges go without it.
  const [antialias] = useState(() => !isSoftwareWebGL());

  const onInit = useCallback((app: PixiApplication) => {
    stageRef.current?.destroy();
    const stage = new Stage(app, { overflow: CANVAS_OVERFLOW });
    stageRef.current = stage;
    const background = new BackgroundScene({ store: appStore, autopilot: BENCH_BACKGROUND });
    if (!BENCH_SCENES_ALONE) stage.add(background);
    if (!BENCH_BACKGROUND && !BENCH_SCENES_ALONE) stage.add(new CursorScene(appStore));
    if (DEBUG) {
      import('../../scenes/debug/DebugPanels.ts').then(
        ({ DebugPanels }) => {
          if (!stage.isDestroyed) stage.add(new DebugPanels(appStore, background));
        },
        (error: unknown) => console.error('Debug panels failed to load:', error),
      );
    }
    stageStore.setState({ stage });
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    if (BENCH_BACKGROUND) root.dataset.bench = 'background';
    else if (BENCH_SCENES_ALONE) root.dataset.bench = query.get('bench') ?? '';
    // tokens.css switches the page's colours on html[data-background='bright'].
    const unsubscribe = appStore.subscribe(
      (s) => s.backgroundMode,
      (mode) => {
        if (mode === 'bright') root.dataset.background = 'bright';
        else delete root.dataset.background;
      },
      { fireImmediately: true },
    );
    return () => {
      unsubscribe();
      delete root.dataset.bench;
    };
  }, []);

  useEffect(
    () => () => {
      stageRef.current?.destroy();
      stageRef.current = null;
      stageStore.setState({ stage: null });
    },
    [],
  );

  return (
    <div className="canvas-layers" aria-hidden="true">
      <div className="canvas-size" ref={sizeRef} />
      <Application
        className="pixi-canvas"
        resizeTo={sizeRef}
        backgroundAlpha={0}
        antialias={antialias}
        autoDensity
        resolution={Math.min(window.devicePixelRatio || 1, 2)}
        preference={RENDERER_PREFERENCE}
        onInit={onInit}
      />
    </div>
  );
}
