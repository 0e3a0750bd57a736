// The custom cursor's contract between its two halves: the shapes each mouse state morphs to, the damping
// that moves it, and the messages. The runtime draws the parts once per colour mode (CursorParts.tsx); the
// page moves and morphs them in a small layer of its own (src/canvas/cursorLayer.ts). No Pixi here.
import type { MouseState } from './appStore.ts';

/** Time constants (s): the cursor trails the pointer a little; its shape changes a little slower. */
export const FOLLOW_LAG = 0.08;
export const SHAPE_LAG = 0.12;

/** How each part is drawn over, scaled and faded, for a mouse state. */
export interface CursorShape {
  ringScale: number;
  ringAlpha: number;
  dotScale: number;
  dotAlpha: number;
  pauseAlpha: number;
}

export const CURSOR_SHAPES: Record<MouseState, CursorShape> = {
  none: { ringScale: 1, ringAlpha: 0.75, dotScale: 0.4, dotAlpha: 0, pauseAlpha: 0 },
  'active-small': { ringScale: 0.45, ringAlpha: 0, dotScale: 1, dotAlpha: 1, pauseAlpha: 0 },
  paused: { ringScale: 1.45, ringAlpha: 0.9, dotScale: 0.4, dotAlpha: 0, pauseAlpha: 1 },
};

/** The square (CSS px, centred on the pointer) each part is drawn in at scale 1. */
export const PART_SIZE = 40;
/**
 * Bitmap pixels per device pixel: the parts are drawn at twice the screen's density, so the ring scaled up to
 * 1.45 stays sharp and every edge is smoothed when the page scales it down.
 */
export const PART_SUPERSAMPLE = 2;

/** The parts of the cursor, in the order they are stacked (ring under the pause sign under the dot). */
export const CURSOR_PARTS = ['ring', 'pause', 'dot'] as const;
export type CursorPart = (typeof CURSOR_PARTS)[number];

export interface CursorSceneOptions {
  /** The screen's device pixel ratio. */
  resolution: number;
}

/** Page → runtime: the screen's density changed (another screen, a zoom). */
export type CursorToScene = { type: 'resolution'; resolution: number };

/** Runtime → page: the parts in the current colours, PART_SIZE CSS px each; or no way to draw them. */
export type CursorFromScene =
  | { type: 'parts'; parts: Record<CursorPart, ImageBitmap> }
  | { type: 'failed'; reason: string };
