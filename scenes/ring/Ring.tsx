// The Projects ring: every work a section in its type's colour, the selection expanded and turned to
// point at the details. The ring is drawn once per order and turned as a whole: its geometry stays on
// the GPU and a turn only changes its transform, so 500 works cost no more per frame than 30. Driven
// by the store (sort, selection, reduced motion) and by the pointer over the DOM surface that sits
// above the canvas, which the page half (src/projects/ringSurface.ts) forwards here.
// React renders it when the sort, the selection, the size, the works or reduced motion change. What moves
// between those renders runs on refs: the turn and the expansions in gsap tweens, the sort's fade and the
// new order drawn when it ends; the hover and what the page half hears of it in the ticker (RingHover).
import { useTick } from '@pixi/react';
import gsap from 'gsap';
import { type Container, type Graphics, type Ticker, UPDATE_PRIORITY } from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Work } from '../../content/schema.ts';
import { FADE_SECONDS, ringPlacement } from '../contract/ringPlacement.ts';
import { selectedPosition } from '../contract/selection.ts';
import { type SortKey, sortWorks } from '../contract/sortWorks.ts';
import {
  groupStarts,
  layoutRing,
  ROTATION_SECONDS,
  ringGroups,
  rotationToCentre,
  shortestRotation,
} from '../math/ringLayout.ts';
import type { SceneProps } from '../runtime/SceneContext.ts';
import {
  useAfterNextDraw,
  useCountRender,
  useReplica,
  useSceneContext,
  useStageSize,
} from '../runtime/sceneHooks.ts';
import { RingHover, type ShownRing } from './RingHover.tsx';
import { drawBlank, drawExpanded, drawPointer, drawRing, FALLBACK_COLOR } from './ringGraphics.ts';

const COLLAPSED_SCALE = 0.97;
const EASE = 'power2.inOut';

/**
 * The resting ring, drawn on its ref once per order (a new order is drawn as the sort's fade ends, with
 * no render). Kept out of Pixi's batches so its vertices are never re-transformed on the CPU: turning it
 * is a uniform. (A cached texture would cost the same CPU, but a full square of texels to fill every
 * frame, which software renderers pay dearly for.)
 */
function unbatched(g: Graphics): void {
  g.context.batchMode = 'no-batch';
}

function groupKey(work: Work, sort: SortKey): string {
  return sort === 'date' ? work.date.slice(0, 4) : work[sort];
}

export function Ring({ options, channel }: SceneProps<'ring'>) {
  useCountRender();
  const { store } = useSceneContext();
  const { works, typeColors, spin } = options;
  const sort = useReplica((s) => s.sort);
  const order = useMemo(() => sortWorks(works, sort), [works, sort]);
  // The selection as the ring shows it: its place in the order. (A new sort clears the selection, then the
  // address names the new order's first work: two changes in the store, one place on the ring.)
  const selected = useReplica((s) => selectedPosition(order, s.selectedWorkId));
  const reducedMotion = useReplica((s) => s.reducedMotion);
  const { width, height } = useStageSize();
  const placement = useMemo(() => ringPlacement(width, height), [width, height]);
  const colorOf = useMemo(() => {
    const byType = new Map(typeColors);
    return (work: Work) => byType.get(work.type_id) ?? FALLBACK_COLOR;
  }, [typeColors]);

  /** Everything that turns with the ring. */
  const wheel = useRef<Container>(null);
  const sections = useRef<Graphics>(null);
  /** Two expansions, so the previous one collapses while the new one grows. */
  const collapsing = useRef<Graphics>(null);
  const expanded = useRef<Graphics>(null);
  const pointer = useRef<Graphics>(null);
  const shown = useRef<ShownRing>({
    sort: null,
    order: [],
    colors: [],
    layout: layoutRing([]),
    selected: -1,
    fading: false,
  });
  /** The placement committed last, for the selection a fade's end makes (in the new order). */
  const placed = useRef(placement);
  useLayoutEffect(() => {
    placed.current = placement;
  }, [placement]);

  /** Expands the selected work's section and turns it to the pointer (at once the first time, or without motion). */
  const select = useCallback(
    (workId: number | null) => {
      const ring = wheel.current;
      const grow = expanded.current;
      const shrink = collapsing.current;
      const tip = pointer.current;
      const s = shown.current;
      // A fading ring selects once the new order is drawn.
      if (!ring || !grow || !shrink || !tip || s.fading || s.layout.count === 0) return;
      const next = selectedPosition(s.order, workId);
      if (next === s.selected) return;
      const first = s.selected === -1;
      s.selected = next;

      // The previous expansion collapses while the new one grows: the two trade drawings (and where their
      // tweens had them), so the one growing is always the one on top.
      gsap.killTweensOf([grow, shrink, grow.scale, shrink.scale]);
      const previous = grow.context;
      grow.context = shrink.context;
      shrink.context = previous;
      shrink.alpha = grow.alpha;
      shrink.scale.copyFrom(grow.scale);
      const color = s.colors[next] ?? FALLBACK_COLOR;
      drawExpanded(grow, s.layout, next, color);
      tip.tint = color;

      const target = rotationToCentre(s.layout, next, placed.current?.pointAngle ?? 0);
      gsap.killTweensOf(ring, 'rotation');
      if (first || store.getState().reducedMotion) {
        if (!spin) ring.rotation = target;
        grow.alpha = 1;
        grow.scale.set(1);
        shrink.alpha = 0;
        return;
      }
      const timing = { duration: ROTATION_SECONDS, ease: EASE };
      if (!spin) gsap.to(ring, { rotation: shortestRotation(ring.rotation, target), ...timing });
      grow.alpha = 0;
      grow.scale.set(COLLAPSED_SCALE);
      gsap.to(grow, { alpha: 1, ...timing });
      gsap.to(grow.scale, { x: 1, y: 1, ...timing });
      gsap.to(shrink, { alpha: 0, ...timing });
      gsap.to(shrink.scale, { x: COLLAPSED_SCALE, y: COLLAPSED_SCALE, ...timing });
    },
    [store, spin],
  );

  // A new sort (or new works): fade out, lay the ring out again in the new order, fade in; at once the
  // first time and without motion. The fade's end draws the new order on the refs: no render of its own.
  useEffect(() => {
    const ring = wheel.current;
    const band = sections.current;
    if (!ring || !band) return;
    const layOut = () => {
      const colors = order.map(colorOf);
      const layout = layoutRing(order.map((work) => work.length));
      const keys = order.map((work) => groupKey(work, sort));
      drawRing(band, layout, colors, groupStarts(keys));
      Object.assign(shown.current, { sort, order, colors, layout, selected: -1, fading: false });
      channel.post({
        type: 'groups',
        sort,
        groups: ringGroups(keys, layout).map((group) => ({
          key: group.key,
          workIds: group.sections.map((i) => order[i]?.id ?? -1),
          angle: group.mid,
          sweep: group.sweep,
        })),
      });
      // The new order starts from the store's selection without turning: the ring is not visible yet.
      select(store.getState().selectedWorkId);
    };
    if (shown.current.sort === null || store.getState().reducedMotion) {
      ring.alpha = 1;
      layOut();
      return;
    }
    shown.current.fading = true;
    channel.post({ type: 'groups', sort, groups: null });
    gsap.to(ring, {
      alpha: 0,
      duration: FADE_SECONDS,
      ease: EASE,
      onComplete: () => {
        layOut();
        gsap.to(ring, { alpha: 1, duration: FADE_SECONDS, ease: EASE });
      },
    });
    return () => {
      gsap.killTweensOf(ring, 'alpha');
    };
  }, [sort, order, colorOf, channel, store, select]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new place asks for the store's selection.
  useEffect(() => {
    select(store.getState().selectedWorkId);
  }, [select, store, selected]);

  // Motion switched off mid-animation: every tween finishes at once.
  useEffect(() => {
    if (!reducedMotion) return;
    for (const tween of gsap.getTweensOf(motionTargets(wheel, expanded, collapsing))) tween.progress(1);
  }, [reducedMotion]);

  useEffect(() => {
    const targets = motionTargets(wheel, expanded, collapsing);
    return () => {
      gsap.killTweensOf(targets);
    };
  }, []);

  // Bench only: the ring turns on its own, driven by the ticker's time.
  const turn = useCallback(
    (ticker: Ticker) => {
      if (wheel.current && spin) wheel.current.rotation += (spin * ticker.deltaMS) / 1000;
    },
    [spin],
  );
  useTick({ callback: turn, priority: UPDATE_PRIORITY.NORMAL, isEnabled: Boolean(spin) });

  // The page's CSS stand-in ring leaves once this one is on screen.
  useAfterNextDraw(true, () => channel.post({ type: 'drawn' }));

  return (
    <pixiContainer
      label="ring"
      visible={placement !== null}
      x={placement?.cx ?? 0}
      y={placement?.cy ?? 0}
      scale={placement?.scale ?? 1}
    >
      <pixiContainer ref={wheel} label="ring-wheel">
        <pixiGraphics ref={sections} label="ring-sections" draw={unbatched} />
        <RingHover channel={channel} shown={shown} wheel={wheel} placement={placement} />
        <pixiGraphics ref={collapsing} label="ring-collapsing" draw={drawBlank} alpha={0} />
        <pixiGraphics ref={expanded} label="ring-expanded" draw={drawBlank} />
      </pixiContainer>
      <pixiGraphics
        ref={pointer}
        label="ring-pointer"
        draw={drawPointer}
        rotation={placement?.pointAngle ?? 0}
      />
    </pixiContainer>
  );
}

/** What the ring's tweens move: the wheel (turn and fade) and both expansions. */
function motionTargets(
  wheel: { current: Container | null },
  expanded: { current: Graphics | null },
  collapsing: { current: Graphics | null },
): object[] {
  const targets: object[] = [];
  if (wheel.current) targets.push(wheel.current);
  for (const g of [expanded.current, collapsing.current]) if (g) targets.push(g, g.scale);
  return targets;
}
