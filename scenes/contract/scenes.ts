// What the page sends each scene and what each scene answers: the options and messages of the scenes a
// route puts on the stage.
import type { Donut, Work } from '../../content/schema.ts';

/** What the page half sends: the pointer over the ring's DOM surface, in viewport pixels. */
export type RingInput =
  | { type: 'move'; x: number; y: number }
  | { type: 'leave' }
  | { type: 'click'; x: number; y: number };

/**
 * What this scene tells the page half: the pointer is over a section (the surface shows a hand); the ring
 * is on screen (the page's CSS stand-in ring leaves).
 */
export type RingOutput = { type: 'hover'; hovering: boolean } | { type: 'drawn' };

/** The options the page sends (structured-cloneable). */
export interface RingSceneOptions {
  works: readonly Work[];
  /** CSS colour of each type, by type id. */
  typeColors: readonly (readonly [string, string])[];
  /**
   * Bench only: turn the ring continuously at this speed (rad/s), driven by the ticker's time, the way
   * the bench's peer rings turn. Selection still expands sections but no longer turns the ring.
   */
  spin?: number;
}

/** A Home project's donuts, as the donut row and the carousel draw them. */
export interface DonutProject {
  id: number;
  donuts: readonly Donut[];
}

/** A donut's slot: where its square box's top-left corner is (viewport px), and whether it has a figure. */
export interface DonutSlot {
  x: number;
  y: number;
  label: boolean;
}

/** From the page half: the slots of the project it shows, measured again whenever they may have moved. */
export type DonutRowInput = { type: 'slots'; project: number; slots: DonutSlot[] };

/** To the page half: the donuts are on screen (the CSS stand-ins leave); a donut's growing percentage to write in its slot. */
export type DonutRowOutput =
  | { type: 'mounted' }
  | { type: 'label'; project: number; slot: number; text: string };
