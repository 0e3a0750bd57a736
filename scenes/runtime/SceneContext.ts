// What a scene running in the scene runtime gets instead of the page: the store's replica, the pointer and
// input it cannot listen to itself, the page's colours, and a channel to its own half on the page.

import type { ComponentType } from 'react';
import type { CanvasMarks, RuntimeCanvas } from '../contract/protocol.ts';
import type { ReplicaStore } from '../contract/replica.ts';
import type { FromScene, SceneKind, SceneOptions, ToScene } from '../contract/scenes.ts';
import type { HomePalette } from '../home/homePalette.ts';

export interface SceneInput {
  /** The device cannot hover (touch only): no custom cursor, lights on autopilot. */
  readonly hoverless: boolean;
}

/** A scene's line to its half on the page. */
export interface SceneChannel<In, Out> {
  post(message: Out, transfer?: Transferable[]): void;
  /** Messages from the page half; returns the teardown. */
  listen(handler: (message: In) => void): () => void;
}

/** The page's side effects the background asks for (the runtime cannot touch the DOM). */
export interface PageEffects {
  /** The page's CSS stand-in for the mesh hides while the mesh is on screen (html[data-mesh]). */
  setMeshShown(shown: boolean): void;
  marks(layer: 'stage' | 'mesh2d', marks: CanvasMarks | null): void;
  /** The 2D mesh canvas goes into the page under the stage's (true) or out of it (false). */
  attachMesh2D(attached: boolean): void;
  readonly mesh2d: RuntimeCanvas;
  /** The page chose 2D canvases though WebGL works (its frames are read back): no WebGL is no news then. */
  readonly webglDeclined: boolean;
}

export interface SceneContext {
  readonly store: ReplicaStore;
  readonly input: SceneInput;
  /** Calls `listener` when the hover capability changes; returns the teardown. */
  onInput(listener: () => void): () => void;
  palette(): HomePalette;
  /** Calls `listener` with the new colours when the page switches mode; returns the teardown. */
  onPalette(listener: (palette: HomePalette) => void): () => void;
}

/** What a scene component of kind K is given: its page half's options and its line to that half. */
export interface SceneProps<K extends SceneKind> {
  options: SceneOptions<K>;
  channel: SceneChannel<ToScene<K>, FromScene<K>>;
}

export type SceneComponent<K extends SceneKind> = ComponentType<SceneProps<K>>;
