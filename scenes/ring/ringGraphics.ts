// What the ring looks like: its sections, bullets and group ticks (drawn once per order), the expanded
// section of the selection, and the pointer towards the detail block.
// Everything is in ring units around the centre (0, 0); the Ring component scales it to the screen.
import type { Graphics } from 'pixi.js';
import {
  BAND_WIDTH,
  BULLET_ORBIT,
  BULLET_RADIUS,
  EXPANDED_OUTER,
  POINTER_REACH,
  RING_EXTENT,
  RING_RADIUS,
} from '../contract/ringPlacement.ts';
import { bulletSections, midAngle, type RingLayout } from '../math/ringLayout.ts';

/** Space left between two sections along the band, in pixels (less for tiny sections). */
const SECTION_GAP = 2.5;
const BULLET_SPACING = 2 * BULLET_RADIUS + 4;
const TICK_INNER = RING_RADIUS + BAND_WIDTH / 2 + 4;
const EXPANDED_INNER = RING_RADIUS - BAND_WIDTH / 2;
const POINTER_START = EXPANDED_OUTER + 9;
/** A tiny selected section (among hundreds) is still drawn this long, so it reads as expanded. */
const MIN_EXPANDED_LENGTH = 14;
/** A hovered section's band grows outwards by this much (the selection's by 22). */
const HOVER_GROWTH = 8;

const TRACK_COLOR = 0xe9ecf5;
const BACKGROUND_COLOR = 0x090b14;
/** A work whose type has no colour. */
export const FALLBACK_COLOR = '#a3abc2';

function arcPath(g: Graphics, radius: number, from: number, to: number): Graphics {
  // moveTo starts a new sub-path, so no chord joins this arc to the previous shape.
  return g.moveTo(radius * Math.cos(from), radius * Math.sin(from)).arc(0, 0, radius, from, to);
}

/**
 * The resting ring: a faint track, each work's section in its type's colour, a bullet for every
 * section with room for one, and a tick where a sort group (year, client, type) begins.
 */
export function drawRing(
  g: Graphics,
  layout: RingLayout,
  colors: readonly string[],
  groupStarts: readonly number[],
): Graphics {
  g.clear();
  g.circle(0, 0, RING_RADIUS).stroke({ width: 1, color: TRACK_COLOR, alpha: 0.12 });
  for (let i = 0; i < layout.count; i++) {
    const start = layout.starts[i] ?? 0;
    const sweep = layout.sweeps[i] ?? 0;
    const gap = Math.min(SECTION_GAP / RING_RADIUS, sweep * 0.3);
    const color = colors[i] ?? TRACK_COLOR;
    arcPath(g, RING_RADIUS, start + gap / 2, start + sweep - gap / 2).stroke({
      width: BAND_WIDTH,
      color,
      alpha: 0.82,
      cap: 'butt',
    });
  }
  for (const i of bulletSections(layout, BULLET_ORBIT, BULLET_SPACING)) {
    const angle = midAngle(layout, i);
    g.circle(BULLET_ORBIT * Math.cos(angle), BULLET_ORBIT * Math.sin(angle), BULLET_RADIUS).fill({
      color: colors[i] ?? TRACK_COLOR,
      alpha: 0.55,
    });
  }
  for (const i of groupStarts) {
    const angle = layout.starts[i] ?? 0;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    g.moveTo(TICK_INNER * cos, TICK_INNER * sin)
      .lineTo(RING_EXTENT * cos, RING_EXTENT * sin)
      .stroke({ width: 1.5, color: TRACK_COLOR, alpha: 0.45, cap: 'round' });
  }
  return g;
}

/** The selected section, expanded outwards, with its bullet ringed: drawn over the cached ring. */
export function drawExpanded(g: Graphics, layout: RingLayout, index: number, color: string): Graphics {
  g.clear();
  const sweep = layout.sweeps[index] ?? 0;
  const gap = Math.min(SECTION_GAP / RING_RADIUS, sweep * 0.3);
  const middle = (EXPANDED_INNER + EXPANDED_OUTER) / 2;
  const centre = midAngle(layout, index);
  const half = Math.max((sweep - gap) / 2, MIN_EXPANDED_LENGTH / 2 / middle);
  arcPath(g, middle, centre - half, centre + half).stroke({
    width: EXPANDED_OUTER - EXPANDED_INNER,
    color,
    cap: 'butt',
  });
  const x = BULLET_ORBIT * Math.cos(centre);
  const y = BULLET_ORBIT * Math.sin(centre);
  g.circle(x, y, BULLET_RADIUS + 4).fill({ color: BACKGROUND_COLOR, alpha: 0.9 });
  g.circle(x, y, BULLET_RADIUS).fill({ color }).stroke({ width: 2, color: TRACK_COLOR });
  return g;
}

/** A Graphics drawn later, on its ref (by the ticker, a selection): blank until then. */
export function drawBlank(g: Graphics): Graphics {
  return g.clear();
}

/** The pointer from the ring to the details: white, tinted with the selection's colour. */
export function drawPointer(g: Graphics): Graphics {
  g.clear();
  g.moveTo(POINTER_START, 0)
    .lineTo(POINTER_REACH - 4, 0)
    .stroke({ width: 1.5, color: 0xffffff, alpha: 0.9 });
  g.circle(POINTER_REACH - 4, 0, 3.5).fill({ color: 0xffffff });
  return g;
}

/** The hovered (or keyboard-focused) section: its band a little wider outwards and lit; the selection stays larger. */
export function drawHovered(g: Graphics, layout: RingLayout, index: number, color: string): Graphics {
  g.clear();
  const start = layout.starts[index] ?? 0;
  const sweep = layout.sweeps[index] ?? 0;
  const gap = Math.min(SECTION_GAP / RING_RADIUS, sweep * 0.3);
  const from = start + gap / 2;
  const to = start + sweep - gap / 2;
  const width = BAND_WIDTH + HOVER_GROWTH;
  const radius = RING_RADIUS + HOVER_GROWTH / 2;
  arcPath(g, radius, from, to).stroke({ width, color, cap: 'butt' });
  arcPath(g, radius, from, to).stroke({ width, color: 0xffffff, alpha: 0.28, cap: 'butt' });
  return g;
}
