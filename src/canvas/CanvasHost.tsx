// The canvas layers: the element the scene runtime draws into (from a worker, or on the page where a worker
// cannot), the bridge to it, created once and destroyed on unmount, and the custom cursor's page halves.
import '../styles/background.css';
import { useEffect, useRef } from 'react';
import type { BenchMode, WebGLChoice } from '../../scenes/contract/protocol.ts';
import { parseQuality } from '../../scenes/contract/quality.ts';
import { appStore } from '../store/index.ts';
import { CursorInput } from './cursorInput.ts';
import { CursorLayer } from './cursorLayer.ts';
import { SceneBridge } from './SceneBridge.ts';
import { stageStore } from './stageStore.ts';

/**
 * Bench hooks. ?bench=background: the background alone for the frame-rate bench; the chrome is hidden
 * (html[data-bench]), there is no custom cursor, and the lights fly on their autopilot path, so with the
 * fixed seed every frame depends on time alone; window.__background reports frames and frame cost.
 * ?bench=home or ?bench=ring: the route's own scenes alone, without background or cursor.
 */
function benchMode(query: URLSearchParams): BenchMode {
  const bench = query.get('bench');
  return bench === 'background' || bench === 'home' || bench === 'ring' ? bench : null;
}

/** ?webgl=off, ?webgl=1: the scenes draw as without WebGL, or with WebGL 1 only (see WebGLChoice). */
function webglChoice(query: URLSearchParams): WebGLChoice {
  const webgl = query.get('webgl');
  return webgl === 'off' || webgl === '1' ? webgl : 'auto';
}

export interface CanvasHostProps {
  /** The query string the page was opened with (its switches hold for the whole visit). */
  search: string;
}

export default function CanvasHost({ search }: CanvasHostProps) {
  const layersRef = useRef<HTMLDivElement | null>(null);
  // The canvas's size: the viewport and CANVAS_OVERFLOW more (background.css), for the mesh's border.
  const sizeRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const layers = layersRef.current;
    const sizer = sizeRef.current;
    if (!layers || !sizer) return;
    const query = new URLSearchParams(search);
    const bench = benchMode(query);
    const root = document.documentElement;
    if (bench) root.dataset.bench = bench;
    const bridge = new SceneBridge(layers, sizer, {
      bench,
      // ?debug: the debug panel (lil-gui), loaded only then.
      debug: query.has('debug'),
      onPage: query.get('scenes') === 'page',
      webgl: webglChoice(query),
      reportFrames: bench !== null || query.has('frames'),
      // ?quality=high|low: a fixed quality step, whatever the machine (screenshots, pixel tests).
      quality: parseQuality(query.get('quality')),
    });
    let cursor: CursorInput | null = null;
    // The custom cursor's layer asks the runtime for its drawing where it could show, and shows it then.
    const cursorLayer = bench ? null : new CursorLayer(bridge);
    const stopWaiting = bench
      ? () => {}
      : bridge.whenReady(() => {
          cursor = new CursorInput();
        });
    let debugPanel: { destroy(): void } | null = null;
    if (query.has('debug')) {
      import('./DebugPanels.ts').then(
        ({ DebugPanels }) => {
          if (!bridge.isDestroyed) debugPanel = new DebugPanels(bridge);
        },
        (error: unknown) => console.error('Debug panels failed to load:', error),
      );
    }
    stageStore.setState({ bridge });
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
      stopWaiting();
      cursor?.destroy();
      cursorLayer?.destroy();
      debugPanel?.destroy();
      stageStore.setState({ bridge: null });
      bridge.destroy();
      delete root.dataset.bench;
    };
  }, [search]);

  return (
    <div className="canvas-layers" aria-hidden="true" ref={layersRef}>
      <div className="canvas-size" ref={sizeRef} />
    </div>
  );
}
