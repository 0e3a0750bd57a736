// The background mesh as numbers: a plane of cells, its wobbling vertices and each face's flat colour.

import type { MeshMaterial, MeshMode, Rgb } from '../contract/tunables.ts';
import { type Random, randomInRange } from './random.ts';

/** Columns (segments) and rows (slices) of cells; each cell is two triangles. */
export interface MeshGrid {
  segments: number;
  slices: number;
}

export const DESKTOP_GRID: MeshGrid = { segments: 18, slices: 14 };
export const MOBILE_PORTRAIT_GRID: MeshGrid = { segments: 4, slices: 8 };
export const MOBILE_LANDSCAPE_GRID: MeshGrid = { segments: 8, slices: 4 };

/** The canvas is this much larger than its container (half on each side), so moving edges never show. */
export const CANVAS_OVERFLOW = 80;

/** How far vertices move towards and away from the viewer, in pixels, per background mode. */
export const MESH_DEPTH: Readonly<Record<MeshMode, number>> = { dark: 3, bright: 5 };

/** The spec's grid: 18 × 14 on desktop; on mobile 4 × 8 upright or 8 × 4 on its side. */
export function meshGrid(mobile: boolean, width: number, height: number): MeshGrid {
  if (!mobile) return DESKTOP_GRID;
  return height >= width ? MOBILE_PORTRAIT_GRID : MOBILE_LANDSCAPE_GRID;
}

export function rgbFromHex(hex: number): Rgb {
  return { r: ((hex >> 16) & 255) / 255, g: ((hex >> 8) & 255) / 255, b: (hex & 255) / 255 };
}

export function mixRgb(a: Rgb, b: Rgb, t: number, out: Rgb): Rgb {
  out.r = a.r + (b.r - a.r) * t;
  out.g = a.g + (b.g - a.g) * t;
  out.b = a.b + (b.b - a.b) * t;
  return out;
}

export interface MeshLight {
  x: number;
  y: number;
  z: number;
  ambient: Rgb;
  diffuse: Rgb;
}

/** Vertices in struct-of-arrays form: nothing is allocated per frame. */
export interface MeshWave {
  grid: MeshGrid;
  width: number;
  height: number;
  cellWidth: number;
  cellHeight: number;
  /** Rest positions, in pixels, origin at the top left, y down. */
  restX: Float32Array;
  restY: Float32Array;
  /** Each vertex's phase and angular speed factors per axis (0.2 to 1). */
  phase: Float32Array;
  stepX: Float32Array;
  stepY: Float32Array;
  stepZ: Float32Array;
  /** Current positions; z points towards the viewer. */
  x: Float32Array;
  y: Float32Array;
  z: Float32Array;
  /** Three vertex indices per triangle. */
  faces: Uint16Array;
}

export interface WaveParams {
  /** Horizontal wobble as a share of the cell width (under 0.5, so neighbours never cross). */
  xRange: number;
  /** Vertical wobble as a share of the cell height. */
  yRange: number;
  /** Wobble towards the viewer, in pixels. */
  depth: number;
  /** Angular speed of the fastest vertex, in radians a second. */
  speed: number;
}

export function vertexIndex(grid: MeshGrid, column: number, row: number): number {
  return row * (grid.segments + 1) + column;
}

/** A plane of grid cells filling width × height; diagonals alternate so the facets do not line up. */
export function createMeshWave(width: number, height: number, grid: MeshGrid, random: Random): MeshWave {
  const columns = grid.segments + 1;
  const rows = grid.slices + 1;
  const count = columns * rows;
  const cellWidth = width / grid.segments;
  const cellHeight = height / grid.slices;
  const wave: MeshWave = {
    grid,
    width,
    height,
    cellWidth,
    cellHeight,
    restX: new Float32Array(count),
    restY: new Float32Array(count),
    phase: new Float32Array(count),
    stepX: new Float32Array(count),
    stepY: new Float32Array(count),
    stepZ: new Float32Array(count),
    x: new Float32Array(count),
    y: new Float32Array(count),
    z: new Float32Array(count),
    faces: new Uint16Array(grid.segments * grid.slices * 6),
  };
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const i = vertexIndex(grid, column, row);
      wave.restX[i] = column * cellWidth;
      wave.restY[i] = row * cellHeight;
      wave.phase[i] = randomInRange(random, 0, Math.PI * 2);
      wave.stepX[i] = randomInRange(random, 0.2, 1);
      wave.stepY[i] = randomInRange(random, 0.2, 1);
      wave.stepZ[i] = randomInRange(random, 0.2, 1);
    }
  }
  let f = 0;
  for (let row = 0; row < grid.slices; row++) {
    for (let column = 0; column < grid.segments; column++) {
      const a = vertexIndex(grid, column, row);
      const b = a + 1;
      const d = vertexIndex(grid, column, row + 1);
      const e = d + 1;
      const corners = (column + row) % 2 === 0 ? [a, b, e, a, e, d] : [a, b, d, b, e, d];
      for (const corner of corners) wave.faces[f++] = corner;
    }
  }
  updateMeshWave(wave, 0, { xRange: 0, yRange: 0, depth: 0, speed: 0 });
  return wave;
}

/**
 * Places every vertex at time `t` (seconds): sine and cosine waves around its rest position.
 * Border vertices only slide along their border, so the plane always covers its canvas.
 */
export function updateMeshWave(wave: MeshWave, t: number, params: WaveParams): void {
  const { segments, slices } = wave.grid;
  const ax = params.xRange * wave.cellWidth;
  const ay = params.yRange * wave.cellHeight;
  const columns = segments + 1;
  const count = wave.restX.length;
  for (let i = 0; i < count; i++) {
    const column = i % columns;
    const row = (i - column) / columns;
    const phase = wave.phase[i] ?? 0;
    const w = params.speed * t;
    const freeX = column > 0 && column < segments;
    const freeY = row > 0 && row < slices;
    wave.x[i] = (wave.restX[i] ?? 0) + (freeX ? ax * Math.sin(phase + (wave.stepX[i] ?? 0) * w) : 0);
    wave.y[i] = (wave.restY[i] ?? 0) + (freeY ? ay * Math.cos(phase + (wave.stepY[i] ?? 0) * w) : 0);
    wave.z[i] = params.depth * Math.sin(phase + (wave.stepZ[i] ?? 0) * w);
  }
}

/**
 * One flat colour for the triangle (a, b, c), written as r, g, b into `out` at `offset`:
 * for each light, material ambient × light ambient + material diffuse × light diffuse × max(0, n · l),
 * where n is the face normal (turned towards the viewer) and l the direction from the centroid to the
 * light; the sum is clamped to [0, 1].
 */
export function shadeFace(
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
  material: MeshMaterial,
  lights: readonly MeshLight[],
  out: Float32Array | number[],
  offset = 0,
): void {
  const ux = bx - ax;
  const uy = by - ay;
  const uz = bz - az;
  const vx = cx - ax;
  const vy = cy - ay;
  const vz = cz - az;
  let nx = uy * vz - uz * vy;
  let ny = uz * vx - ux * vz;
  let nz = ux * vy - uy * vx;
  const nLength = Math.hypot(nx, ny, nz) || 1;
  // Winding depends on the axes' handedness; the surface faces the viewer (+z) either way.
  const sign = nz < 0 ? -1 / nLength : 1 / nLength;
  nx *= sign;
  ny *= sign;
  nz *= sign;
  const mx = (ax + bx + cx) / 3;
  const my = (ay + by + cy) / 3;
  const mz = (az + bz + cz) / 3;
  let r = 0;
  let g = 0;
  let b = 0;
  for (const light of lights) {
    r += material.ambient.r * light.ambient.r;
    g += material.ambient.g * light.ambient.g;
    b += material.ambient.b * light.ambient.b;
    const lx = light.x - mx;
    const ly = light.y - my;
    const lz = light.z - mz;
    const lLength = Math.hypot(lx, ly, lz);
    if (lLength === 0) continue;
    const illuminance = (nx * lx + ny * ly + nz * lz) / lLength;
    if (illuminance <= 0) continue;
    r += material.diffuse.r * light.diffuse.r * illuminance;
    g += material.diffuse.g * light.diffuse.g * illuminance;
    b += material.diffuse.b * light.diffuse.b * illuminance;
  }
  out[offset] = Math.min(1, r);
  out[offset + 1] = Math.min(1, g);
  out[offset + 2] = Math.min(1, b);
}

/**
 * Writes the non-indexed triangle list: three vertices of x, y, z per face into `positions`, and the
 * face's colour on each of its three vertices into `colours` (both faces × 9 long).
 */
export function shadeMesh(
  wave: MeshWave,
  material: MeshMaterial,
  lights: readonly MeshLight[],
  positions: Float32Array,
  colours: Float32Array,
): void {
  const { faces, x, y, z } = wave;
  for (let f = 0, o = 0; f < faces.length; f += 3, o += 9) {
    const a = faces[f] ?? 0;
    const b = faces[f + 1] ?? 0;
    const c = faces[f + 2] ?? 0;
    const ax = x[a] ?? 0;
    const ay = y[a] ?? 0;
    const az = z[a] ?? 0;
    const bx = x[b] ?? 0;
    const by = y[b] ?? 0;
    const bz = z[b] ?? 0;
    const cx = x[c] ?? 0;
    const cy = y[c] ?? 0;
    const cz = z[c] ?? 0;
    positions[o] = ax;
    positions[o + 1] = ay;
    positions[o + 2] = az;
    positions[o + 3] = bx;
    positions[o + 4] = by;
    positions[o + 5] = bz;
    positions[o + 6] = cx;
    positions[o + 7] = cy;
    positions[o + 8] = cz;
    shadeFace(ax, ay, az, bx, by, bz, cx, cy, cz, material, lights, colours, o);
    colours[o + 3] = colours[o + 6] = colours[o] ?? 0;
    colours[o + 4] = colours[o + 7] = colours[o + 1] ?? 0;
    colours[o + 5] = colours[o + 8] = colours[o + 2] ?? 0;
  }
}
