// The messages between the page and the scene runtime, which draws every scene off the main thread in a
// worker (or, where a worker cannot draw, on the page over a local channel that speaks the same messages).
import type { AppState } from './appStore.ts';
import type { QualityName } from './quality.ts';
import type { FromScene, SceneKind, SceneOptions, ToScene } from './scenes.ts';
import type { MeshMode, MeshPalette, MeshParams } from './tunables.ts';

/**
 * The store's state the scenes read, mirrored into the runtime's replica (the pointer travels apart). The
 * page's other keys (the Home cycle's pause, the viewport, the mouse state the cursor shows) stay there.
 */
export const SHARED_KEYS = [
  'sort',
  'selectedWorkId',
  'homeIndex',
  'backgroundMode',
  'device',
  'reducedMotion',
] as const satisfies readonly (keyof AppState)[];

export type SharedKey = (typeof SHARED_KEYS)[number];
export type SharedState = Pick<AppState, SharedKey>;

/** Store actions the runtime may call: they run on the page's store, whose new state comes back as a patch. */
export const STORE_ACTIONS = ['setHomeIndex', 'setMouseState', 'setBackgroundMode'] as const;
export type StoreAction = (typeof STORE_ACTIONS)[number];

/** The CSS tokens the Home scenes draw with, as the page computes them (tokens.css). */
export interface PaletteTokens {
  line: string;
  accent: string;
  accent2: string;
  bgRaised: string;
}

export interface PointerInput {
  x: number;
  y: number;
  /** False until the pointer has moved over the page, after it leaves the window, and for touches. */
  inside: boolean;
}

/** A canvas the runtime draws into: transferred to a worker, or the element itself on the page. */
export type RuntimeCanvas = HTMLCanvasElement | OffscreenCanvas;

export type { SceneKind } from './scenes.ts';

/** 'add' for one kind of scene: its options are the ones SceneTypes names for that kind. */
export interface AddScene<K extends SceneKind> {
  type: 'add';
  id: number;
  kind: K;
  options: SceneOptions<K>;
}

export type AddSceneMessage = { [K in SceneKind]: AddScene<K> }[SceneKind];

/** ?bench modes: the background alone, or a route's scenes without background or cursor. */
export type BenchMode = 'background' | 'home' | 'ring' | null;

/** The page's side of a canvas layer: its hooks for the stylesheet and the tests. */
export interface CanvasMarks {
  renderer: 'webgl' | 'canvas2d';
  state: 'running' | 'lost';
  /** What draws the mesh there ('three.js r187'), as three.js marks a canvas it owns. */
  engine?: string;
}

export interface InitMessage {
  type: 'init';
  /** The stage's canvas: Pixi's, and the three.js mesh's when WebGL 2 is there. */
  canvas: RuntimeCanvas;
  /** The 2D mesh's canvas, kept off the page until the 2D renderer is needed. */
  mesh2d: RuntimeCanvas;
  width: number;
  height: number;
  resolution: number;
  state: SharedState;
  palette: PaletteTokens;
  hoverless: boolean;
  bench: BenchMode;
  /** Bench: the runtime reports the times of its animation frames. */
  reportFrames: boolean;
  /** ?debug: the runtime sends the mesh's tunables and takes the panel's changes. */
  debug: boolean;
  /**
   * ?webgl=off or ?webgl=1: draw as a browser without WebGL, or with WebGL 1 only, would. Chromium's
   * --disable-3d-apis and --disable-webgl2 reach only the page's canvases, never a worker's: the tests of
   * those fallbacks in a worker ask for them here. '2d': the page's own choice, WebGL works but the browser
   * reads each of its frames back (scenes/runtime/frameHandoff.ts), so the scenes draw on 2D canvases.
   */
  webgl: WebGLChoice;
  /** ?quality=high|low pins the adaptive quality step (screenshots, pixel tests); null adapts. */
  quality: QualityName | null;
}

export type WebGLChoice = 'auto' | 'off' | '1' | '2d';

/** The runtime tries WebGL with this choice ('off' and '2d' draw on 2D canvases from the start). */
export const triesWebGL = (choice: WebGLChoice): boolean => choice === 'auto' || choice === '1';

/** The test hooks the runtime answers, and what each answers with. */
export interface HookResults {
  counts: RuntimeCounts;
  /** Renders of the scenes' root components so far: one per selection, sort, size or data change. */
  renders: number;
  loseContext: true;
  restoreContext: true;
  /** The RGBA bytes of one pixel the stage cleared alone, right after three.js set its clear colour. */
  blackClearProbe: number[];
  /**
   * The stage's frames drawn, skipped (nothing new), held (the GPU still busy) and drawn for a changed
   * scene; `mesh`, the new states the mesh's pacer has given (one a tick at the full rate).
   */
  frames: { drawn: number; skipped: number; scenes: number; held: number; mesh: number };
}

export type HookName = keyof HookResults;

/** A value the debug panel sets: a number, a choice, or a colour's channels. */
export type TuneValue = number | string | boolean | { readonly [channel: string]: number };

/** A store action the runtime asks the page's store to run, with that action's own arguments. */
export type ActionMessage = {
  [K in StoreAction]: { type: 'action'; name: K; args: Parameters<AppState[K]> };
}[StoreAction];

export type ToRuntime =
  | InitMessage
  | { type: 'state'; patch: Partial<SharedState> }
  | { type: 'pointer'; pointer: PointerInput }
  | { type: 'hoverless'; hoverless: boolean }
  | { type: 'palette'; palette: PaletteTokens }
  | { type: 'resize'; width: number; height: number; resolution: number }
  | { type: 'visible'; visible: boolean }
  /** The page's animation-frame intervals (ms) while the scenes draw: they follow what the screen presents. */
  | { type: 'page-frames'; intervals: number[] }
  | AddSceneMessage
  | { type: 'scene'; id: number; message: ToScene<SceneKind> }
  | { type: 'remove'; id: number }
  | { type: 'hook'; id: number; name: HookName }
  | { type: 'tune'; path: string; value: TuneValue }
  /** A deadline passed (src/canvas/runtimeWatch.ts): answer 'pong' as soon as the thread is free. */
  | { type: 'ping' }
  /** The 2D mesh's canvas is in the document and has been painted: what the runtime draws there now shows. */
  | { type: 'mesh2d-placed' };

export interface RuntimeCounts {
  disposables: number;
  listeners: number;
  scenes: number;
  tickerCallbacks: number;
  displayObjects: number;
  textures: number | null;
  gpuBuffers: number | null;
  tweens: number;
}

/** The mesh's tunables the debug panel edits (MeshModel's params and palettes). */
export interface TunablesMessage {
  type: 'tunables';
  params: MeshParams;
  palettes: Record<MeshMode, MeshPalette>;
  /** The 2D renderer's drawing-buffer pixels per CSS pixel. */
  renderScale: number;
}

/** Sent to the page, where the e2e tests and the bench read it through window.__background. */
export interface BackgroundStats {
  renderer: 'webgl' | 'canvas2d' | 'none';
  /** New states of the mesh drawn since mount. */
  frames: number;
  /**
   * Every draw of the mesh, including redraws of an unchanged one under moving Pixi scenes (the shared
   * canvas is drawn whole or not at all). Still under reduced motion when nothing else moves.
   */
  draws: number;
  /** Smoothed CPU time of one frame (wave, shading, draw call), in milliseconds. */
  frameMs: number;
  contextLosses: number;
  faces: number;
}

/** The background's figures and the stage's: window.__background, read by e2e tests and the bench. */
export interface RuntimeStats extends BackgroundStats {
  /** Renders of the whole shared canvas since the stage started (frames with nothing new are skipped). */
  stageDraws: number;
  /** The adaptive quality step the scenes are on (scenes/runtime/qualityController.ts). */
  quality: QualityName;
  /**
   * Renders that showed more than the mesh's idle motion (the pointer moving it, a Pixi scene changing):
   * while this grows the page times its own frames for the quality controller.
   */
  livelyDraws: number;
}

export type FromRuntime =
  | { type: 'ready' }
  /**
   * A step on the way: of the runtime's start (its chunk, its Application, its stage), or with `scene`, that
   * scene's chunk arrived. The page's deadlines run from the last step: slow is not stuck.
   */
  | { type: 'progress'; scene?: number }
  /** The answer to 'ping', sent as soon as the thread was free. */
  | { type: 'pong' }
  /** The runtime cannot draw here (at its start, or a scene that could not be mounted): the page moves on. */
  | { type: 'failed'; message: string }
  /**
   * The browser reads every WebGL frame back for a software compositor (the hand-off times, ms, of the
   * empty stage's first frames): the page starts the runtime again without WebGL. Nothing has been drawn.
   */
  | { type: 'frames-read-back'; handoffs: number[] }
  /** Scene `id` is on the stage. */
  | { type: 'mounted'; id: number }
  | ActionMessage
  | { type: 'stage-hidden'; hidden: boolean }
  | { type: 'marks'; layer: 'stage' | 'mesh2d'; marks: CanvasMarks | null }
  | { type: 'mesh2d'; attached: boolean }
  | { type: 'mesh-shown'; shown: boolean }
  | { type: 'stats'; stats: RuntimeStats }
  | { type: 'scene'; id: number; message: FromScene<SceneKind> }
  | { type: 'hook'; id: number; result?: HookResults[HookName]; error?: string }
  | { type: 'frames'; times: number[] }
  | TunablesMessage;

/** What both ends of the channel offer: a worker, the worker's global scope, or a local port. */
export interface Port<In, Out> {
  postMessage(message: Out, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<In>) => void) | null;
}
