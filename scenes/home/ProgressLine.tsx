// The Home showcase's progress line (the 3.5 s cycle), drawn on the stage over its DOM track, which the page
// half (src/routes/home/progressLine.ts) measures; the countdown comes from the page too. It moves only in
// frames the stage draws anyway, unlike a CSS animation (scenes/contract/progressClock.ts says why), and
// while it counts it holds the stage's full rate, so those frames come at the display's pace.
// React renders it when the track's box or the colours change; the countdown moves the fill on a ref.
import { useTick } from '@pixi/react';
import { FillGradient, type Graphics, UPDATE_PRIORITY } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { lineMoves, lineProgress } from '../contract/progressClock.ts';
import type { Box, CountdownState } from '../contract/scenes.ts';
import type { SceneProps } from '../runtime/SceneContext.ts';
import { useAfterNextDraw, useChannel, useCountRender, usePalette, useStage } from '../runtime/sceneHooks.ts';

/** A held countdown's fill, as the CSS line showed it. */
const HELD_ALPHA = 0.5;

const sameBox = (a: Box | null, b: Box | null) =>
  a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);

export function ProgressLine({ options, channel }: SceneProps<'progress'>) {
  useCountRender();
  const stage = useStage();
  const palette = usePalette();
  const [box, setBox] = useState<Box | null>(null);
  const fill = useRef<Graphics>(null);
  const clock = useRef({
    countdown: { started: false, counting: false, elapsedMs: 0 } as CountdownState,
    receivedAt: 0,
    shown: 0,
    movedAt: 0,
  });
  const { durationMs } = options;
  /** The release of the stage's full rate, held while the countdown counts. */
  const fullRate = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      fullRate.current?.();
      fullRate.current = null;
    },
    [],
  );

  const move = useCallback((progress: number) => {
    clock.current.shown = progress;
    if (fill.current) fill.current.scale.x = progress;
  }, []);

  useChannel(channel, (input) => {
    if (input.type === 'box') {
      setBox((current) => (sameBox(current, input.box) ? current : input.box));
      return;
    }
    const state = clock.current;
    state.countdown = input.countdown;
    state.receivedAt = performance.now();
    // While it counts the line moves every frame: the stage draws at the display's pace meanwhile.
    const counting = input.countdown.started && input.countdown.counting;
    if (counting && !fullRate.current) fullRate.current = stage.holdFullRate();
    if (!counting && fullRate.current) {
      fullRate.current();
      fullRate.current = null;
    }
    // A new, held or resumed countdown shows at once: the line jumps back to 0 or dims now.
    if (fill.current)
      fill.current.alpha = input.countdown.started && !input.countdown.counting ? HELD_ALPHA : 1;
    move(lineProgress(state.countdown, state.receivedAt, state.receivedAt, durationMs));
  });

  // After the background's update (HIGH), which says whether the mesh moved in this frame.
  const tick = useCallback(() => {
    const state = clock.current;
    const now = performance.now();
    const progress = lineProgress(state.countdown, state.receivedAt, now, durationMs);
    const width = box?.width ?? 0;
    if (lineMoves(state.shown, progress, width, stage.underlayChanged, now - state.movedAt)) {
      move(progress);
      state.movedAt = now;
    }
  }, [box, durationMs, move, stage]);
  useTick({ callback: tick, priority: UPDATE_PRIORITY.NORMAL });

  const [from, to] = palette.arcs;
  const gradient = useMemo(
    () =>
      new FillGradient({
        type: 'linear',
        start: { x: 0, y: 0 },
        end: { x: 1, y: 0 },
        colorStops: [
          { offset: 0, color: from.color },
          { offset: 1, color: to.color },
        ],
        textureSpace: 'local',
      }),
    [from.color, to.color],
  );
  useEffect(() => () => gradient.destroy(), [gradient]);

  const width = box?.width ?? 0;
  const height = box?.height ?? 0;
  const visible = width > 0 && height > 0;
  const line = palette.cardLine;
  const drawTrack = useCallback(
    (g: Graphics) => {
      g.clear();
      if (visible) g.roundRect(0, 0, width, height, Math.min(1, height / 2)).fill(line);
    },
    [visible, width, height, line],
  );
  const drawFill = useCallback(
    (g: Graphics) => {
      g.clear();
      if (visible) g.rect(0, 0, width, height).fill(gradient);
    },
    [visible, width, height, gradient],
  );

  // The page's CSS line leaves once this one is on screen.
  useAfterNextDraw(visible, () => channel.post({ type: 'drawn' }));

  return (
    <pixiContainer label="showcase-progress" visible={visible} x={box?.x ?? 0} y={box?.y ?? 0}>
      <pixiGraphics draw={drawTrack} />
      <pixiGraphics ref={fill} draw={drawFill} scale={{ x: clock.current.shown, y: 1 }} />
    </pixiContainer>
  );
}
