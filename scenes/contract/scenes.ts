// What the page sends each scene and what each scene answers: the options and messages of the scenes a
// route puts on the stage, and SceneTypes, the one map from a scene's name to all three, which both the
// page's addScene and the runtime's factories are checked against.
import type { Donut, Work } from '../../content/schema.ts';
import type { CursorFromScene, CursorSceneOptions, CursorToScene } from './cursorShapes.ts';
import type { SortKey } from './sortWorks.ts';

/**
 * What the page half sends: whether the pointer is over the ring's DOM surface (where it is, the runtime's
 * store copy already knows), a tap or click on it, in viewport pixels, and the work the keyboard focus is
 * on in the listbox (null when the focus is elsewhere), which the ring highlights as it does a hovered one.
 */
export type RingInput =
  | { type: 'over'; over: boolean }
  | { type: 'click'; x: number; y: number }
  | { type: 'focus'; workId: number | null };

/** A sort group of the ring as drawn: its key (a year, a client id or a type id), its works, its middle. */
export interface RingGroupShown {
  key: string;
  workIds: number[];
  /** Mid-angle on the unturned ring (radians, clockwise from +x); the ring's rotation turns it. */
  angle: number;
  /** Its angular size: larger groups keep their names when names would collide. */
  sweep: number;
}

/**
 * What this scene tells the page half:
 * - 'hover': the section under the pointer (or, with the pointer elsewhere, the keyboard's focused work):
 *   its work and where its middle is on the ring, in viewport pixels, sent when it changes or moves (at
 *   most once a frame, the ring turning under it); `pointer` when the pointer is over it (the surface
 *   shows a hand); `workId: null` when there is none;
 * - 'turn': the ring's rotation (radians), when it changed since the last frame;
 * - 'groups': the groups of the order drawn, when the ring is laid out anew (null while it fades out to a
 *   new order);
 * - 'drawn': the ring is on screen (the page's CSS stand-in ring leaves);
 * - 'choose': the visitor clicked a section's work (the page puts it in the address, which selects it).
 */
export type RingOutput =
  | { type: 'hover'; workId: number; x: number; y: number; pointer: boolean }
  | { type: 'hover'; workId: null }
  | { type: 'turn'; rotation: number }
  | { type: 'groups'; sort: SortKey; groups: RingGroupShown[] | null }
  | { type: 'drawn' }
  | { type: 'choose'; workId: number };

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

/** The Home scenes' options: the projects they draw. */
export interface HomeSceneSent {
  projects: readonly DonutProject[];
}

/**
 * A rectangle the page measured in its DOM (src/canvas/domLayout.ts), in CSS pixels: relative to the
 * viewport or to an element, as each message says.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The mobile Home's carousel (scenes/home/Carousel.tsx; its page half is src/routes/home/carouselMotion.ts). */

/** A slide as the page measured it, relative to the carousel's top-left corner (its resting place). */
export interface SlideLayout {
  left: number;
  top: number;
  /** The card's box, relative to the slide. */
  card: Box;
  /** Each donut's box corner, relative to the slide. */
  slots: DonutSlot[];
  /** React made this slide's element anew: its figures are bound again. */
  fresh: boolean;
}

export type CarouselInput =
  /** The carousel's box in the viewport and every slide's layout. */
  | { type: 'layout'; left: number; top: number; width: number; slides: SlideLayout[] }
  /** The page scrolled: only the carousel's box moved. */
  | { type: 'box'; left: number; top: number }
  /** Where the slides are (2.5: half-way between slides 2 and 3); moving: a finger or a settle moves them. */
  | { type: 'position'; position: number; moving: boolean }
  /** A slide came to rest in view: its donuts fill, the others wait empty for their turn. */
  | { type: 'arrive'; index: number };

export type CarouselOutput =
  | { type: 'mounted' }
  /** A picture of slide `slide`'s drawing, placed at (x, y) in slide coordinates, `width` × `height` CSS px. */
  | {
      type: 'picture';
      slide: number;
      bitmap: ImageBitmap;
      x: number;
      y: number;
      width: number;
      height: number;
    }
  /** Pictures cannot be made here: the slides move on the stage. */
  | { type: 'no-pictures' }
  /** Answers a 'position' that started a move: every picture sent is current, the stage layer is hidden. */
  | { type: 'moving' }
  /** Answers a 'position' that ended a move: the stage has drawn the slides at rest. */
  | { type: 'at-rest' }
  | { type: 'label'; slide: number; slot: number; text: string };

/**
 * From the page half: the track's box in the viewport, measured again whenever it may have moved (null
 * while it is not laid out); and the countdown the line shows, each time it starts, pauses or resumes
 * (see scenes/contract/progressClock.ts).
 */
export type ProgressLineInput =
  | { type: 'box'; box: Box | null }
  | { type: 'countdown'; countdown: CountdownState };

/** A countdown as the page shows it: started or not, counting or held, and how far it went (ms). */
export interface CountdownState {
  started: boolean;
  counting: boolean;
  elapsedMs: number;
}

/** To the page half: the line is on screen (the CSS one leaves). */
export type ProgressLineOutput = { type: 'drawn' };

/** What the line's page half sends when it adds the scene: the countdown's length. */
export interface ProgressLineSent {
  durationMs: number;
}

/** Each scene a page half may put on the stage: what it is given, what it is sent, what it answers. */
export interface SceneTypes {
  ring: { options: RingSceneOptions; input: RingInput; output: RingOutput };
  donuts: { options: HomeSceneSent; input: DonutRowInput; output: DonutRowOutput };
  carousel: { options: HomeSceneSent; input: CarouselInput; output: CarouselOutput };
  cursor: { options: CursorSceneOptions; input: CursorToScene; output: CursorFromScene };
  progress: { options: ProgressLineSent; input: ProgressLineInput; output: ProgressLineOutput };
}

/**
 * Which scenes a page half puts on the stage (a route's, or the cursor's, which draws the cursor's parts
 * for the page); the runtime imports each one's module when first asked.
 */
export type SceneKind = keyof SceneTypes;
export type SceneOptions<K extends SceneKind> = SceneTypes[K]['options'];
export type ToScene<K extends SceneKind> = SceneTypes[K]['input'];
export type FromScene<K extends SceneKind> = SceneTypes[K]['output'];
