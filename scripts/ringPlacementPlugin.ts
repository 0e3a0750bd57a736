// Vite plugin: the ring's placement constants (scenes/contract/ringPlacement.ts) as CSS custom properties,
// so the stylesheet's copy of ringPlacement() (src/styles/projects.css), which places the prerendered
// page's column before any script, reads the same numbers as the scene instead of writing them again.
import type { Plugin } from 'vite';
import {
  BOTTOM_MARGIN,
  EDGE_MARGIN,
  GAP,
  HIT_OUTER,
  MAX_HIDDEN_SHARE,
  MIN_DETAILS_WIDTH,
  MIN_SCALE,
  POINTER_REACH,
  RING_EXTENT,
  RING_RADIUS,
  WIDE_CENTRE_SHARE,
} from '../scenes/contract/ringPlacement.ts';

export const RING_PLACEMENT_MODULE = 'virtual:ring-placement.css';
// A path ending in .css, so Vite's CSS pipeline bundles it with the other stylesheets.
const RESOLVED_ID = '/@portfolio/ring-placement.css';

/** A number as CSS writes it, without floating point's tails (0.28 × 100 is 28.000000000000004). */
const css = (value: number) => String(Number(value.toFixed(6)));

/** The constants, in ring units (unitless, to divide by) or in CSS pixels. */
export function ringPlacementCss(): string {
  const properties: Record<string, string> = {
    '--ring-units-tall': css(2 * RING_EXTENT),
    '--ring-extent-units': css(RING_EXTENT),
    '--ring-reach-units': css(POINTER_REACH),
    '--ring-hidden-units': css(MAX_HIDDEN_SHARE * RING_RADIUS),
    '--ring-hit-units': css(HIT_OUTER),
    '--ring-min-scale': css(MIN_SCALE),
    '--ring-bottom-margin': `${BOTTOM_MARGIN}px`,
    '--ring-edge-margin': `${EDGE_MARGIN}px`,
    '--ring-gap': `${GAP}px`,
    '--ring-details-min': `${MIN_DETAILS_WIDTH}px`,
    '--ring-wide-share': `${css(WIDE_CENTRE_SHARE * 100)}vw`,
  };
  const lines = Object.entries(properties).map(([name, value]) => `  ${name}: ${value};\n`);
  return `.page-projects.is-ring {\n${lines.join('')}}\n`;
}

export function ringPlacementPlugin(): Plugin {
  return {
    name: 'portfolio-ring-placement',
    resolveId(id) {
      return id === RING_PLACEMENT_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? ringPlacementCss() : undefined;
    },
  };
}
