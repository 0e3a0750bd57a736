// Where the ring sits on screen for a viewport: the scene draws it there and the DOM lays its
// interactive surface and the detail column around the same numbers. No ring under 768 px.
import { viewportClass } from './viewport.ts';

/** The ring's radius in ring units (the spec's 380) and its bullets' radius. */
export const RING_RADIUS = 380;
export const BULLET_RADIUS = 6;
/** The ring's fade when the sort changes; the page waits for it before it shows the new order. */
export const FADE_SECONDS = 0.5;

/** Mirrors --header-height (5.5rem) in src/styles/tokens.css: the ring stays below the header. */
export const HEADER_HEIGHT = 88;
// The ring's radii, in ring units: the drawing (scenes/ring/ringGraphics.ts), the hit band and the
// DOM surface all follow them.
export const BAND_WIDTH = 10;
/** Bullets sit inside the band, on a circle of their own. */
export const BULLET_ORBIT = RING_RADIUS - 24;
/** The selected section grows outwards to this radius. */
export const EXPANDED_OUTER = RING_RADIUS + 27;
/** The band's outer edge and the sort-group ticks beyond it. */
export const RING_EXTENT = RING_RADIUS + 16;
/** From the centre to the end of the pointer line beyond the expanded section, towards the details. */
export const POINTER_REACH = RING_RADIUS + 80;
/** The band a pointer must be over to reach a section, bullets and expansion included. */
export const HIT_INNER = BULLET_ORBIT - BULLET_RADIUS - 6;
export const HIT_OUTER = EXPANDED_OUTER + 3;
/** The selected section points right, at the detail block. */
export const POINT_ANGLE = 0;

export const BOTTOM_MARGIN = 12;
export const EDGE_MARGIN = 8;
export const GAP = 24;
export const MIN_DETAILS_WIDTH = 440;
/** On narrow screens at most this share of the radius slides off the left edge (the tablet layout). */
export const MAX_HIDDEN_SHARE = 0.35;
/** On wide screens the centre moves right up to this share of the width, balancing the two columns. */
export const WIDE_CENTRE_SHARE = 0.28;
/** The scale never drops below this, however short the window. */
export const MIN_SCALE = 0.1;

export interface RingPlacement {
  /** Ring centre in CSS pixels from the viewport's top left. */
  cx: number;
  cy: number;
  /** Screen pixels per ring unit: 1 whenever the height allows the full radius of 380. */
  scale: number;
  pointAngle: number;
  /** Left edge of the detail column, in CSS pixels. */
  detailsLeft: number;
}

/** The page's side margin: clamp(1.25rem, 4vw, 3.5rem) in src/styles/tokens.css. */
export function pageGutter(width: number): number {
  return Math.min(56, Math.max(20, width * 0.04));
}

export function ringPlacement(width: number, height: number): RingPlacement | null {
  if (viewportClass(width) === 'mobile') return null;
  const available = height - HEADER_HEIGHT - BOTTOM_MARGIN;
  const scale = Math.max(MIN_SCALE, Math.min(1, available / (2 * RING_EXTENT)));
  const reach = POINTER_REACH * scale;
  const fullyVisible = Math.max(RING_EXTENT * scale + EDGE_MARGIN, width * WIDE_CENTRE_SHARE);
  const roomLeft = width - pageGutter(width) - MIN_DETAILS_WIDTH - GAP - reach;
  const cx = Math.max(Math.min(fullyVisible, roomLeft), -MAX_HIDDEN_SHARE * RING_RADIUS * scale);
  return {
    cx,
    cy: HEADER_HEIGHT + available / 2,
    scale,
    pointAngle: POINT_ANGLE,
    detailsLeft: cx + reach + GAP,
  };
}
