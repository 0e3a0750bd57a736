// The background mesh's tunables, which the ?debug panel on the page edits and the runtime applies.

export type MeshMode = 'dark' | 'bright';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface MeshMaterial {
  ambient: Rgb;
  diffuse: Rgb;
}

export interface LightColours {
  ambient: Rgb;
  diffuse: Rgb;
}

export interface MeshPalette {
  material: MeshMaterial;
  lights: [LightColours, LightColours];
  /** Drawn where no face covers the canvas (never, unless the mesh is being rebuilt). */
  clear: Rgb;
}

/** The knobs the debug panel turns. */
export interface MeshParams {
  /** Angular speed of the fastest vertex, radians a second: a slow breath. */
  speed: number;
  xRange: number;
  yRange: number;
  /** Height of the lights above the surface, in pixels: higher spreads their glow. */
  lightHeight: number;
  /** Time constant of the lights' pull towards their target, in seconds. */
  lightLag: number;
  /** Distance at which the lights circle the pointer, in pixels. */
  orbitRadius: number;
  /** Angular speed of that circling, radians a second. */
  orbitSpeed: number;
  /** Depth per mode (the spec's 3 and 5 unless the debug panel changes them). */
  depths: Record<MeshMode, number>;
}
