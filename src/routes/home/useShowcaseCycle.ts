// Runs the Home showcase's cycle for as long as Home is mounted, and connects it to the store, the
// pointer, keyboard focus, the pause, previous and next buttons and the carousel's drags. Re-renders only
// on cycle changes.
import { type FocusEvent, type PointerEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { wrapIndex } from '../../../scenes/contract/loopIndex.ts';
import { type CycleSnapshot, ShowcaseCycle } from '../../lib/showcaseCycle.ts';
import { appStore, useAppStore } from '../../store/index.ts';

export interface ShowcaseAreaProps {
  /** Tells the cursor which state the area itself shows once the pointer leaves a link or button in it. */
  'data-cursor-state': 'paused';
  onPointerEnter(event: PointerEvent<HTMLElement>): void;
  onPointerLeave(event: PointerEvent<HTMLElement>): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
  onBlur(event: FocusEvent<HTMLElement>): void;
}

export interface ShowcaseControls {
  snapshot: CycleSnapshot;
  /** The visitor's pause button is on (also the start state under prefers-reduced-motion). */
  paused: boolean;
  togglePaused(): void;
  /** Spread on the project area: hover holds the cycle (mouse-state 'paused'), keyboard focus too. */
  areaProps: ShowcaseAreaProps;
  /** The carousel reports drags here: the timer stops, and restarts at 3500 ms once the slide changed. */
  setDragging(dragging: boolean): void;
  /**
   * The previous (−1) or next (+1) project, at once: the 3500 ms count starts again from it (unless
   * something holds the cycle: paused, reduced motion, hover; then it starts afresh once released).
   */
  step(delta: 1 | -1): void;
  /**
   * The slides' aria-live (WAI-ARIA carousel): 'off' while the cycle turns on its own, 'polite' once the
   * visitor moved it (previous, next, a swipe) or while it is held, so what they chose is read out.
   */
  live: 'polite' | 'off';
}

/** The cycle's state as a data attribute: 'held' (something holds it), 'running' (counting) or 'idle'. */
export function cycleState(snapshot: CycleSnapshot): 'held' | 'running' | 'idle' {
  if (snapshot.held) return 'held';
  return snapshot.counting ? 'running' : 'idle';
}

/**
 * Marks the cycle's own controls (pause, previous, next): keyboard focus on them does not hold the cycle,
 * or "Lecture" could never resume, and "Projet suivant" could never restart the count.
 */
export const CYCLE_CONTROL_ATTRIBUTE = 'data-cycle-control';

export function useShowcaseCycle(count: number): ShowcaseControls {
  const reducedMotion = useAppStore((s) => s.reducedMotion);
  const [paused, setPaused] = useState(reducedMotion);
  /** The visitor moved the slides since the cycle last advanced on its own. */
  const [visitorMoved, setVisitorMoved] = useState(false);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const cycleRef = useRef<ShowcaseCycle | null>(null);
  /** While the pointer is over the area: stops watching where it goes (see onPointerEnter). */
  const stopWatchingRef = useRef<(() => void) | null>(null);
  const [snapshot, setSnapshot] = useState<CycleSnapshot>(() => ({
    index: wrapIndex(appStore.getState().homeIndex, count),
    count,
    held: paused,
    hovered: false,
    counting: false,
    countdown: 0,
  }));

  useEffect(() => {
    const store = appStore.getState();
    const start = wrapIndex(store.homeIndex, count);
    if (start !== store.homeIndex) store.setHomeIndex(start);
    let hovered = false;
    const cycle = new ShowcaseCycle({
      count,
      index: start,
      onAdvance: (index) => {
        // Turning on its own again: the slides are no longer read out (batched with the new index).
        setVisitorMoved(false);
        appStore.getState().setHomeIndex(index);
      },
      onChange: (next) => {
        setSnapshot(next);
        const state = appStore.getState();
        if (state.homePaused !== next.held) state.setHomePaused(next.held);
        if (next.hovered === hovered) return;
        hovered = next.hovered;
        // The spec's 'mouse-state' event: 'paused' on hover, cleared 250 ms after leaving.
        if (hovered) state.setMouseState('paused');
        else if (state.mouseState === 'paused') state.setMouseState('none');
      },
    });
    if (pausedRef.current) cycle.hold('button');
    const unsubscribe = appStore.subscribe(
      (s) => s.homeIndex,
      (index) => cycle.show(index),
    );
    cycleRef.current = cycle;
    cycle.start();
    return () => {
      stopWatchingRef.current?.();
      unsubscribe();
      cycle.dispose();
      cycleRef.current = null;
      const state = appStore.getState();
      if (hovered && state.mouseState === 'paused') state.setMouseState('none');
      state.setHomePaused(false);
    };
  }, [count]);

  useEffect(() => {
    const cycle = cycleRef.current;
    if (!cycle) return;
    if (paused) cycle.hold('button');
    else cycle.release('button');
  }, [paused]);

  // Under prefers-reduced-motion nothing moves on its own; the visitor may still press "Lecture".
  useEffect(() => {
    if (reducedMotion) setPaused(true);
  }, [reducedMotion]);

  const togglePaused = useCallback(() => setPaused((value) => !value), []);

  const setDragging = useCallback((dragging: boolean) => {
    const cycle = cycleRef.current;
    if (!cycle) return;
    if (dragging) {
      setVisitorMoved(true);
      cycle.hold('drag');
    } else cycle.release('drag');
  }, []);

  const step = useCallback(
    (delta: 1 | -1) => {
      if (count < 2) return;
      setVisitorMoved(true);
      const state = appStore.getState();
      // The store's subscription above shows it in the cycle, which starts its count again.
      state.setHomeIndex(wrapIndex(state.homeIndex + delta, count));
    },
    [count],
  );

  const areaProps = useMemo<ShowcaseAreaProps>(
    () => ({
      'data-cursor-state': 'paused',
      onPointerEnter: (event) => {
        // A finger has no hover: touching the carousel is a drag, handled apart.
        if (event.pointerType === 'touch' || stopWatchingRef.current) return;
        cycleRef.current?.pointerEnter();
        // React makes enter and leave out of the page's over and out events, and loses the leave when the
        // element under the pointer was replaced meanwhile (the scramble redraws its letters every 40 ms).
        // So while the pointer is over the area, the page's own events say where it went.
        const area = event.currentTarget;
        const leave = () => {
          stop();
          cycleRef.current?.pointerLeave();
        };
        const onOver = (over: globalThis.PointerEvent) => {
          if (!(over.target instanceof Node && area.contains(over.target))) leave();
        };
        const onOut = (out: globalThis.PointerEvent) => {
          // Out of the window: no element is entered.
          if (out.relatedTarget === null && out.pointerType !== 'touch') leave();
        };
        const stop = () => {
          document.removeEventListener('pointerover', onOver, true);
          document.removeEventListener('pointerout', onOut, true);
          stopWatchingRef.current = null;
        };
        document.addEventListener('pointerover', onOver, true);
        document.addEventListener('pointerout', onOut, true);
        stopWatchingRef.current = stop;
      },
      onPointerLeave: (event) => {
        if (event.pointerType === 'touch' || !stopWatchingRef.current) return;
        stopWatchingRef.current();
        cycleRef.current?.pointerLeave();
      },
      onFocus: (event) => {
        const cycle = cycleRef.current;
        if (!cycle) return;
        const target = event.target;
        const onControl = target.closest(`[${CYCLE_CONTROL_ATTRIBUTE}]`) !== null;
        if (!onControl && target.matches(':focus-visible')) cycle.hold('focus');
        else cycle.release('focus');
      },
      onBlur: (event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next))
          cycleRef.current?.release('focus');
      },
    }),
    [],
  );

  const live = visitorMoved || !snapshot.counting ? 'polite' : 'off';
  return { snapshot, paused, togglePaused, areaProps, setDragging, step, live };
}
