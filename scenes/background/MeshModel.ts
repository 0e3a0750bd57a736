// The background's state from frame to frame: the wave, the lights' motion, the mode's colours, the buffers.

import { damp } from '../contract/damping.ts';
import type { MeshMaterial, MeshMode, MeshPalette, MeshParams, Rgb } from '../contract/tunables.ts';
import { attract, autopilotPosition, type Point, pointerTarget } from '../math/meshLights.ts';
import {
  createMeshWave,
  MESH_DEPTH,
  type MeshGrid,
  type MeshLight,
  type MeshWave,
  mixRgb,
  shadeMesh,
  updateMeshWave,
  type WaveParams,
} from '../math/meshWave.ts';
import { createRandom } from '../math/random.ts';
import { createPalettes } from './palettes.ts';

export const MODE_BLEND_SECONDS = 0.5;
export const DEFAULT_SEED = 20_070_101;

const copyRgb = (from: Rgb, to: Rgb) => mixRgb(from, from, 0, to);
const black = (): Rgb => ({ r: 0, g: 0, b: 0 });

export class MeshModel {
  readonly params: MeshParams = {
    speed: 0.55,
    // A fifth of a cell across and a sixth down: past about a quarter, a vertex comes close enough to its
    // cell's diagonal to thin a facet into a line (the "crack" of issue 32) and, at 0.3, to fold it over.
    xRange: 0.2,
    yRange: 0.16,
    lightHeight: 180,
    lightLag: 0.9,
    orbitRadius: 260,
    orbitSpeed: 0.35,
    depths: { ...MESH_DEPTH },
  };
  readonly palettes = createPalettes();
  readonly material: MeshMaterial = { ambient: black(), diffuse: black() };
  readonly lights: [MeshLight, MeshLight] = [
    { x: 0, y: 0, z: 0, ambient: black(), diffuse: black() },
    { x: 0, y: 0, z: 0, ambient: black(), diffuse: black() },
  ];
  readonly clear: Rgb = black();

  wave: MeshWave;
  positions: Float32Array;
  colours: Float32Array;
  /** Bumped whenever the buffers are replaced, so renderers rebuild what depends on their size. */
  topology = 0;
  time = 0;

  private mode: MeshMode = 'dark';
  private previousMode: MeshMode = 'dark';
  private blend = 1;
  private readonly target: Point = { x: 0, y: 0 };
  private readonly fromPalette: MeshPalette = createPalettes().dark;
  // Reused so shading allocates nothing per frame.
  private readonly waveParams: WaveParams = { xRange: 0, yRange: 0, depth: 0, speed: 0 };

  constructor(
    width: number,
    height: number,
    grid: MeshGrid,
    private readonly seed = DEFAULT_SEED,
  ) {
    this.wave = createMeshWave(width, height, grid, createRandom(seed));
    this.positions = new Float32Array(this.wave.faces.length * 3);
    this.colours = new Float32Array(this.wave.faces.length * 3);
    this.placeLightsOnPath(0);
    this.applyColours();
  }

  get faceCount(): number {
    return this.wave.faces.length / 3;
  }

  get width(): number {
    return this.wave.width;
  }

  get height(): number {
    return this.wave.height;
  }

  get currentMode(): MeshMode {
    return this.mode;
  }

  /** Rebuilds the plane for a new canvas size or grid; the same seed gives the same vertices' rhythm. */
  resize(width: number, height: number, grid: MeshGrid): void {
    const old = this.wave;
    if (old.width === width && old.height === height && old.grid === grid) return;
    for (const light of this.lights) {
      light.x *= width / old.width;
      light.y *= height / old.height;
    }
    this.wave = createMeshWave(width, height, grid, createRandom(this.seed));
    if (this.wave.faces.length * 3 !== this.positions.length) {
      this.positions = new Float32Array(this.wave.faces.length * 3);
      this.colours = new Float32Array(this.wave.faces.length * 3);
      this.topology++;
    }
  }

  /** Switches mode; the colours and depth blend over half a second unless `instant`. */
  setMode(mode: MeshMode, instant: boolean): void {
    if (mode === this.mode && this.blend >= 1) return;
    this.snapshotColours(this.fromPalette);
    this.previousMode = this.mode;
    this.mode = mode;
    this.blend = instant ? 1 : 0;
  }

  /**
   * Advances by dt seconds. With a pointer (canvas pixels) the lights circle it; without, they follow
   * their autopilot path. Then the vertices move and every face is shaded.
   */
  step(dt: number, pointer: Point | null): void {
    this.time += dt;
    const { width, height } = this.wave;
    const p = this.params;
    for (let index = 0; index < this.lights.length; index++) {
      const light = this.lights[index] as MeshLight;
      if (pointer)
        pointerTarget(index, this.time, pointer.x, pointer.y, p.orbitRadius, p.orbitSpeed, this.target);
      else autopilotPosition(index, this.time, width, height, this.target);
      attract(light, this.target, p.lightLag, dt);
      light.z = damp(light.z, p.lightHeight, p.lightLag, dt);
    }
    this.blend = Math.min(1, this.blend + dt / MODE_BLEND_SECONDS);
    this.shade();
  }

  /** The still frame for reduced motion: the wave at rest phase, the lights where the path starts. */
  still(): void {
    this.time = 0;
    this.blend = 1;
    this.placeLightsOnPath(0);
    this.shade();
  }

  private placeLightsOnPath(t: number) {
    for (let index = 0; index < this.lights.length; index++) {
      const light = this.lights[index] as MeshLight;
      autopilotPosition(index, t, this.wave.width, this.wave.height, light);
      light.z = this.params.lightHeight;
    }
  }

  private shade() {
    this.applyColours();
    const depths = this.params.depths;
    const depth = depths[this.previousMode] + (depths[this.mode] - depths[this.previousMode]) * this.blend;
    this.waveParams.depth = depth;
    updateMeshWave(this.wave, this.time, this.waveParams);
    shadeMesh(this.wave, this.material, this.lights, this.positions, this.colours);
  }

  private applyColours() {
    this.waveParams.xRange = this.params.xRange;
    this.waveParams.yRange = this.params.yRange;
    this.waveParams.speed = this.params.speed;
    const to = this.palettes[this.mode];
    const from = this.fromPalette;
    const t = this.blend;
    mixRgb(from.material.ambient, to.material.ambient, t, this.material.ambient);
    mixRgb(from.material.diffuse, to.material.diffuse, t, this.material.diffuse);
    mixRgb(from.clear, to.clear, t, this.clear);
    for (let index = 0; index < this.lights.length; index++) {
      const light = this.lights[index] as MeshLight;
      const a = from.lights[index];
      const b = to.lights[index];
      if (!a || !b) continue;
      mixRgb(a.ambient, b.ambient, t, light.ambient);
      mixRgb(a.diffuse, b.diffuse, t, light.diffuse);
    }
  }

  /** Keeps what is on screen now as the start of a blend. */
  private snapshotColours(into: MeshPalette) {
    copyRgb(this.material.ambient, into.material.ambient);
    copyRgb(this.material.diffuse, into.material.diffuse);
    copyRgb(this.clear, into.clear);
    this.lights.forEach((light, index) => {
      const colours = into.lights[index];
      if (!colours) return;
      copyRgb(light.ambient, colours.ambient);
      copyRgb(light.diffuse, colours.diffuse);
    });
  }
}
