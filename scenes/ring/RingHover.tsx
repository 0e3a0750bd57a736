// What the pointer and the keyboard point at on the ring: the section under the pointer (over the DOM
// surface that forwards it) or the listbox's focused work, drawn lit; what the page half is told of it, and
// of the ring's turn; the work under a click. The pointer moves, and so does the ring under a still
// pointer, so it is looked at in the ticker, on refs: hovering and turning render nothing.
import { useTick } from '@pixi/react';
import { type Container, type Graphics, UPDATE_PRIORITY } from 'pixi.js';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { Work } from '../../content/schema.ts';
import { HIT_INNER, HIT_OUTER, RING_RADIUS, type RingPlacement } from '../contract/ringPlacement.ts';
import type { RingInput, RingOutput } from '../contract/scenes.ts';
import type { SortKey } from '../contract/sortWorks.ts';
import { hitTestRing, midAngle, type RingLayout } from '../math/ringLayout.ts';
import type { SceneChannel } from '../runtime/SceneContext.ts';
import { useChannel, useSceneContext } from '../runtime/sceneHooks.ts';
import { drawBlank, drawHovered, FALLBACK_COLOR } from './ringGraphics.ts';

/** The order on screen: it lags the store's sort while the ring fades out to a new one. */
export interface ShownRing {
  /** The sort the order was drawn for; null until the first one is. */
  sort: SortKey | null;
  order: Work[];
  colors: string[];
  layout: RingLayout;
  /** The expanded section; -1 until the order's first selection. */
  selected: number;
  /** Fading out to a new order: nothing is hovered, and selections wait for it. */
  fading: boolean;
}

/** What the pointer and the keyboard point at, and what the page half last heard of it and of the turn. */
interface Pointing {
  /** The pointer is over the ring's DOM surface (a pointer that hovers: the page half says). */
  over: boolean;
  /** The work the keyboard focus is on in the page's listbox, and its section in the order shown. */
  focusWorkId: number | null;
  focusIndex: number;
  /** The section lit (under the pointer, or the focused work), -1 for none, in this layout. */
  highlighted: number;
  layout: RingLayout | null;
  /** The pointer is over a section: the page's cursor is the small one. */
  hovering: boolean;
  sent: { workId: number | null; x: number; y: number; pointer: boolean };
  sentRotation: number;
}

export interface RingHoverProps {
  channel: SceneChannel<RingInput, RingOutput>;
  shown: RefObject<ShownRing>;
  /** Everything that turns with the ring: this section's highlight is in it. */
  wheel: RefObject<Container | null>;
  placement: RingPlacement | null;
}

export function RingHover({ channel, shown, wheel, placement }: RingHoverProps) {
  const { store } = useSceneContext();
  /** The section under the pointer (or the keyboard's focused work), a little brighter and wider. */
  const hovered = useRef<Graphics>(null);
  const pointing = useRef<Pointing>({
    over: false,
    focusWorkId: null,
    focusIndex: -1,
    highlighted: -1,
    layout: null,
    hovering: false,
    sent: { workId: null, x: 0, y: 0, pointer: false },
    sentRotation: Number.NaN,
  });

  /** The section under a viewport point, or -1. */
  const sectionAt = useCallback(
    (clientX: number, clientY: number): number => {
      const ring = wheel.current;
      const s = shown.current;
      if (!placement || !ring || s.fading) return -1;
      const x = (clientX - placement.cx) / placement.scale;
      const y = (clientY - placement.cy) / placement.scale;
      return hitTestRing(s.layout, x, y, ring.rotation, HIT_INNER, HIT_OUTER);
    },
    [placement, shown, wheel],
  );

  useChannel(channel, (input) => {
    const p = pointing.current;
    if (input.type === 'click') {
      const work = shown.current.order[sectionAt(input.x, input.y)];
      if (work) channel.post({ type: 'choose', workId: work.id });
    } else if (input.type === 'focus') {
      p.focusWorkId = input.workId;
      p.focusIndex = shown.current.order.findIndex((work) => work.id === input.workId);
    } else {
      p.over = input.over;
    }
  });

  // Each frame asks what is under the pointer and tells the page half what changed: the hovered section
  // and where it is, the rotation. A frame where nothing changed draws and sends nothing.
  const watch = useCallback(() => {
    const ring = wheel.current;
    const highlight = hovered.current;
    if (!ring || !highlight) return;
    const s = shown.current;
    const p = pointing.current;
    if (p.layout !== s.layout) {
      // A new order: the focused work has another section, and nothing of the last one is lit.
      p.layout = s.layout;
      p.focusIndex = s.order.findIndex((work) => work.id === p.focusWorkId);
      p.highlighted = -1;
      highlight.clear();
    }
    const { x: px, y: py } = store.getState().pointer;
    const underPointer = p.over ? sectionAt(px, py) : -1;
    const hovering = underPointer >= 0;
    if (hovering !== p.hovering) {
      p.hovering = hovering;
      store.getState().setMouseState(hovering ? 'active-small' : 'none');
    }
    const index = hovering ? underPointer : s.fading ? -1 : p.focusIndex;
    if (index !== p.highlighted) {
      p.highlighted = index;
      if (index < 0) highlight.clear();
      else drawHovered(highlight, s.layout, index, s.colors[index] ?? FALLBACK_COLOR);
    }

    const work = s.order[index];
    const sent = p.sent;
    if (!work || !placement) {
      if (sent.workId !== null) {
        p.sent = { workId: null, x: 0, y: 0, pointer: false };
        channel.post({ type: 'hover', workId: null });
      }
    } else {
      const angle = midAngle(s.layout, index) + ring.rotation;
      const x = placement.cx + Math.cos(angle) * RING_RADIUS * placement.scale;
      const y = placement.cy + Math.sin(angle) * RING_RADIUS * placement.scale;
      if (
        sent.workId !== work.id ||
        sent.pointer !== hovering ||
        Math.abs(sent.x - x) > 0.25 ||
        Math.abs(sent.y - y) > 0.25
      ) {
        p.sent = { workId: work.id, x, y, pointer: hovering };
        channel.post({ type: 'hover', workId: work.id, x, y, pointer: hovering });
      }
    }

    if (ring.rotation !== p.sentRotation) {
      p.sentRotation = ring.rotation;
      channel.post({ type: 'turn', rotation: ring.rotation });
    }
  }, [store, channel, shown, wheel, placement, sectionAt]);
  useTick({ callback: watch, priority: UPDATE_PRIORITY.NORMAL });

  // A ring that goes while hovered gives the page its usual cursor back.
  useEffect(() => {
    const p = pointing.current;
    return () => {
      if (p.hovering) store.getState().setMouseState('none');
    };
  }, [store]);

  return <pixiGraphics ref={hovered} label="ring-hovered" draw={drawBlank} />;
}
