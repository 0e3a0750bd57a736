// One donut of the Home scenes (the desktop row and the phone carousel's slides): a track ring and the value
// arc growing from 0 to its value; the percentage it reports as it grows is shown by the DOM (Pixi text would
// need its renderer extension loaded before the app starts). Figure and arc come from one value, `progress`:
// the figure goes to the page only once the stage has drawn the arc it belongs to (flushLabel, which the
// scene calls after a drawn frame), never ahead of it.
// React renders it when its place, colours, label or turn change; the fill is a gsap tween that redraws the
// arc on a ref.
import gsap from 'gsap';
import type { Container, Graphics } from 'pixi.js';
import { type Ref, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import type { Donut as DonutData } from '../../content/schema.ts';
import {
  type DonutGeometry,
  donutArc,
  donutPercent,
  formatPercent,
  isDonutShown,
} from '../contract/donutLayout.ts';
import type { HomePalette } from './homePalette.ts';

/** How long a donut takes to fill (s); power3.out, like the text reveal it runs beside. */
export const DONUT_FILL_SECONDS = 1.2;
/** The spec's fade, for donuts with an empty title. */
export const DONUT_FADE_SECONDS = 0.5;

/**
 * What a donut with an empty title shows: `fade`, the spec's empty ring that fades out when its project
 * shows (desktop); `hidden`, nothing at all (the phone's carousel, whose slides are seen before they
 * arrive: an empty grey ring there read as a missing figure).
 */
export type UntitledDonut = 'fade' | 'hidden';

/**
 * Where the growing percentage is written (French style, "97 %"), bound anew with each new object (the page
 * made the slot anew: its figure is sent again). `keepsFinal`: the slot shows the final figure already (the
 * page as it was first painted, before the scenes started) and keeps it while the arc fills the first time,
 * instead of dropping to "0 %" under the visitor's eyes and counting again.
 */
export interface DonutLabel {
  write: (text: string) => void;
  keepsFinal: boolean;
}

/**
 * A turn of the donut, taken anew with each new object: `play`, it fills from 0 to its value (animated) or
 * shows it at once, and an untitled one fades out (`fade`) or stays hidden; otherwise it goes back to the
 * empty ring a slide shows before it arrives.
 */
export interface DonutTurn {
  play: boolean;
  animate: boolean;
}

/** What the scene does with a donut between renders. */
export interface DonutHandle {
  /**
   * Writes the figure that goes with the arc as now drawn. Called once the stage has drawn a frame (or when
   * the stage cannot draw): the figure then reaches the page with its arc, not before it (held frames, a slow
   * GPU, a picture still covering the canvas).
   */
  flushLabel(): void;
  /** Freezes (true) or resumes (false) a running fill or fade, its DOM percentage with it. */
  hold(paused: boolean): void;
  /**
   * What the donut shows, as a key: equal keys draw the same pixels (for a given palette and place), so a
   * picture taken of it stays good while the key does not change.
   */
  readonly look: string;
  /** A fill or fade is running: the donut looks different every frame. */
  readonly animating: boolean;
}

export interface DonutProps {
  donut: DonutData;
  geometry: DonutGeometry;
  palette: HomePalette;
  /** Its place in the row: arcs take the palette's two colours in turn, and fills start one after another. */
  order: number;
  untitled?: UntitledDonut;
  /** The top-left corner of its square box, in its parent's pixels (null: not measured yet). */
  corner: { x: number; y: number } | null;
  /** Null: no figure (an untitled slot, or not bound yet). */
  label: DonutLabel | null;
  /** Null until its first turn: the empty ring (an untitled one hidden unless it fades). */
  turn: DonutTurn | null;
  ref?: Ref<DonutHandle>;
}

export function Donut({
  donut,
  geometry,
  palette,
  order,
  untitled = 'fade',
  corner,
  label,
  turn,
  ref,
}: DonutProps) {
  const view = useRef<Container>(null);
  const arc = useRef<Graphics>(null);
  const shown = isDonutShown(donut);
  const tint = palette.arcs[order % 2] ?? palette.arcs[0];
  /** What the arc is drawn from, as last rendered: the tween redraws it between renders. */
  const drawing = useRef({ value: donut.value, geometry, tint });
  drawing.current = { value: donut.value, geometry, tint };
  const state = useRef({
    /** Starts empty: a turn fills it. */
    progress: 0,
    label: null as DonutLabel | null,
    /** The figure last written. */
    text: '',
    /** The figure that goes with the arc as last drawn into the scene graph; sent by flushLabel. */
    pending: null as string | null,
    /** The label shows the final figure already and keeps it through this fill. */
    kept: false,
    tween: null as gsap.core.Tween | null,
  });

  /** The arc at the current progress, and the figure that goes with it. */
  const paintArc = useCallback((g: Graphics) => {
    const s = state.current;
    const { value, geometry: shape, tint: colour } = drawing.current;
    const { start, end, sweep } = donutArc(value, s.progress);
    g.clear();
    if (sweep > 0.001) {
      g.arc(0, 0, shape.radius, start, end).stroke({ width: shape.weight, cap: 'round', ...colour });
    }
    if (s.kept || !s.label) return;
    s.pending = formatPercent(donutPercent(value, s.progress));
  }, []);
  const drawArc = useCallback(() => {
    if (arc.current) paintArc(arc.current);
  }, [paintArc]);

  const drawTrack = useCallback(
    (g: Graphics) => {
      g.clear()
        .circle(0, 0, geometry.radius)
        .stroke({ width: geometry.weight, ...palette.track });
    },
    [geometry, palette.track],
  );

  // New colours or a new value: the arc as it now is, redrawn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawArc reads them through `drawing`.
  useLayoutEffect(drawArc, [drawArc, donut.value, geometry, tint]);

  // A new binding: the figure is written again from the next flush (unless the slot keeps its final one).
  useLayoutEffect(() => {
    const s = state.current;
    s.label = label;
    s.text = '';
    s.pending = null;
    s.kept = label?.keepsFinal ?? false;
    drawArc();
  }, [label, drawArc]);

  // Each turn: a fill, a fade, or the empty ring again. Its tween goes with the next turn or the donut.
  useLayoutEffect(() => {
    const container = view.current;
    if (!container) return;
    const s = state.current;
    const stop = () => {
      s.tween?.kill();
      s.tween = null;
    };
    container.alpha = 1;
    if (!turn?.play) {
      // The empty ring a slide shows before it arrives; emptied again, its label keeps no figure either.
      container.visible = shown || untitled === 'fade';
      s.progress = 0;
      if (turn) s.kept = false;
      drawArc();
      return stop;
    }
    if (!shown) {
      if (!turn.animate || untitled === 'hidden') {
        container.visible = false;
        return stop;
      }
      container.visible = true;
      s.tween = gsap.to(container, {
        alpha: 0,
        duration: DONUT_FADE_SECONDS,
        ease: 'power2.out',
        onComplete: () => {
          container.visible = false;
          s.tween = null;
        },
      });
      return stop;
    }
    container.visible = true;
    s.progress = 0;
    drawArc();
    if (!turn.animate) {
      s.progress = 1;
      s.kept = false;
      drawArc();
      return stop;
    }
    s.tween = gsap.to(s, {
      progress: 1,
      duration: DONUT_FILL_SECONDS,
      delay: order * 0.08,
      ease: 'power3.out',
      onUpdate: drawArc,
      onComplete: () => {
        s.tween = null;
        s.kept = false;
      },
    });
    return stop;
  }, [turn, shown, untitled, order, drawArc]);

  // The DOM outlives the donut: its slot keeps the final figure.
  useEffect(() => {
    const s = state.current;
    return () => s.label?.write(formatPercent(donutPercent(drawing.current.value)));
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      flushLabel() {
        const s = state.current;
        const text = s.pending;
        s.pending = null;
        if (text === null || text === s.text || !s.label || s.kept) return;
        s.text = text;
        s.label.write(text);
      },
      hold(paused) {
        state.current.tween?.paused(paused);
      },
      get look() {
        const container = view.current;
        if (!container?.visible) return 'hidden';
        return `${container.alpha}:${state.current.progress}`;
      },
      get animating() {
        const { tween } = state.current;
        return tween !== null && !tween.paused();
      },
    }),
    [],
  );

  const x = corner ? Math.round(corner.x + geometry.center) : 0;
  const y = corner ? Math.round(corner.y + geometry.center) : 0;
  return (
    <pixiContainer ref={view} x={x} y={y}>
      <pixiGraphics draw={drawTrack} />
      <pixiGraphics ref={arc} draw={paintArc} />
    </pixiContainer>
  );
}
