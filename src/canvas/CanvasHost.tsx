// The bridge to the scenes: one Pixi application (over the background layer), created once and destroyed on unmount.
import 'pixi.js/unsafe-eval';
import { Application } from '@pixi/react';
import type { Application as PixiApplication } from 'pixi.js';
import { useCallback, useEffect, useRef } from 'react';
import { Stage } from '../../scenes/Stage.ts';
import { stageStore } from './stageStore.ts';

// WebGL first, then Pixi's canvas renderer where WebGL is missing (never WebGPU: SwiftShader lacks it).
// The prop's type only lists GPU renderers, though Pixi accepts this list.
const RENDERER_PREFERENCE = ['webgl', 'canvas'] as unknown as 'webgl';

export default function CanvasHost() {
  const stageRef = useRef<Stage | null>(null);

  const onInit = useCallback((app: PixiApplication) => {
    stageRef.current?.destroy();
    const stage = new Stage(app);
    stageRef.current = stage;
    stageStore.setState({ stage });
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
      <Application
        className="pixi-canvas"
        resizeTo={window}
        backgroundAlpha={0}
        antialias
        autoDensity
        resolution={Math.min(window.devicePixelRatio || 1, 2)}
        preference={RENDERER_PREFERENCE}
        onInit={onInit}
      />
    </div>
  );
}
