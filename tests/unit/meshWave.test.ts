// The background mesh's rules: grid per device and orientation, depth per mode, wobble bounds, face colours.
import { describe, expect, it } from 'vitest';
import type { MeshMaterial } from '../../scenes/contract/tunables.ts';
import {
  CANVAS_OVERFLOW,
  createMeshWave,
  MESH_DEPTH,
  type MeshLight,
  meshGrid,
  rgbFromHex,
  shadeFace,
  shadeMesh,
  updateMeshWave,
  vertexIndex,
} from '../../scenes/math/meshWave.ts';
import { createRandom } from '../../scenes/math/random.ts';

const rgb = (r: number, g: number, b: number) => ({ r, g, b });

describe('mesh grid and depth (the spec constants)', () => {
  it('uses 18 × 14 segments on desktop, whatever the orientation', () => {
    expect(meshGrid(false, 1520, 980)).toEqual({ segments: 18, slices: 14 });
    expect(meshGrid(false, 900, 1260)).toEqual({ segments: 18, slices: 14 });
  });

  it('uses 4 × 8 on a mobile held upright and 8 × 4 on its side', () => {
    expect(meshGrid(true, 470, 924)).toEqual({ segments: 4, slices: 8 });
    expect(meshGrid(true, 924, 470)).toEqual({ segments: 8, slices: 4 });
  });

  it('has depth 3 in dark mode and 5 in bright mode', () => {
    expect(MESH_DEPTH).toEqual({ dark: 3, bright: 5 });
  });

  it('makes the canvas 80 px larger than its container', () => {
    expect(CANVAS_OVERFLOW).toBe(80);
  });
});

describe('the plane', () => {
  it('has two triangles per cell and covers the canvas at rest', () => {
    const wave = createMeshWave(180, 140, { segments: 18, slices: 14 }, createRandom(1));
    expect(wave.faces.length / 3).toBe(18 * 14 * 2);
    expect(wave.x.length).toBe(19 * 15);
    expect(Math.max(...wave.restX)).toBeCloseTo(180);
    expect(Math.max(...wave.restY)).toBeCloseTo(140);
    expect(Math.max(...wave.faces)).toBe(19 * 15 - 1);
  });

  it('is the same plane for the same seed, and another for another seed', () => {
    const grid = { segments: 4, slices: 8 };
    const a = createMeshWave(400, 800, grid, createRandom(7));
    const b = createMeshWave(400, 800, grid, createRandom(7));
    const c = createMeshWave(400, 800, grid, createRandom(8));
    expect([...a.phase]).toEqual([...b.phase]);
    expect([...a.phase]).not.toEqual([...c.phase]);
  });
});

describe('vertex wobble', () => {
  const grid = { segments: 6, slices: 5 };
  const wave = createMeshWave(600, 500, grid, createRandom(42));
  const params = { xRange: 0.3, yRange: 0.2, depth: 5, speed: 1.3 };

  it('stays within a share of the cell in x and y and within the depth in z', () => {
    let moved = 0;
    for (let t = 0; t < 60; t += 0.37) {
      updateMeshWave(wave, t, params);
      for (let i = 0; i < wave.x.length; i++) {
        const dx = Math.abs((wave.x[i] ?? 0) - (wave.restX[i] ?? 0));
        const dy = Math.abs((wave.y[i] ?? 0) - (wave.restY[i] ?? 0));
        expect(dx).toBeLessThanOrEqual(0.3 * wave.cellWidth + 1e-3);
        expect(dy).toBeLessThanOrEqual(0.2 * wave.cellHeight + 1e-3);
        expect(Math.abs(wave.z[i] ?? 0)).toBeLessThanOrEqual(5 + 1e-6);
        if (dx > 1) moved++;
      }
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('keeps border vertices on their border, so the canvas is always covered', () => {
    for (let t = 0; t < 30; t += 1.1) {
      updateMeshWave(wave, t, params);
      for (let row = 0; row <= grid.slices; row++) {
        expect(wave.x[vertexIndex(grid, 0, row)]).toBe(0);
        expect(wave.x[vertexIndex(grid, grid.segments, row)]).toBeCloseTo(600, 3);
      }
      for (let column = 0; column <= grid.segments; column++) {
        expect(wave.y[vertexIndex(grid, column, 0)]).toBe(0);
        expect(wave.y[vertexIndex(grid, column, grid.slices)]).toBeCloseTo(500, 3);
      }
    }
  });

  it('moves with time, not with the number of updates', () => {
    updateMeshWave(wave, 2.5, params);
    const once = [...wave.x];
    for (let t = 0; t <= 2.5; t += 0.5) updateMeshWave(wave, t, params);
    expect([...wave.x]).toEqual(once);
  });
});

describe('face colour', () => {
  const material: MeshMaterial = { ambient: rgb(0.2, 0.3, 0.4), diffuse: rgb(0.5, 0.4, 0.3) };
  const light = (x: number, y: number, z: number): MeshLight => ({
    x,
    y,
    z,
    ambient: rgb(0.5, 0.5, 0.5),
    diffuse: rgb(1, 0.5, 0.25),
  });
  // A flat triangle in the z = 0 plane with its centroid at (10, 10, 0).
  const flat = [0, 0, 0, 30, 0, 0, 0, 30, 0] as const;
  const shade = (lights: MeshLight[], corners: readonly number[] = flat) => {
    const out = [0, 0, 0];
    const [ax, ay, az, bx, by, bz, cx, cy, cz] = corners as [number, ...number[]];
    shadeFace(
      ax,
      ay ?? 0,
      az ?? 0,
      bx ?? 0,
      by ?? 0,
      bz ?? 0,
      cx ?? 0,
      cy ?? 0,
      cz ?? 0,
      material,
      lights,
      out,
    );
    return out;
  };

  it('is ambient + diffuse for a light straight above the face', () => {
    const [r, g, b] = shade([light(10, 10, 200)]);
    expect(r).toBeCloseTo(0.2 * 0.5 + 0.5 * 1);
    expect(g).toBeCloseTo(0.3 * 0.5 + 0.4 * 0.5);
    expect(b).toBeCloseTo(0.4 * 0.5 + 0.3 * 0.25);
  });

  it('is ambient only for a light behind the face', () => {
    const [r, g, b] = shade([light(10, 10, -200)]);
    expect(r).toBeCloseTo(0.1);
    expect(g).toBeCloseTo(0.15);
    expect(b).toBeCloseTo(0.2);
  });

  it('faces the viewer whatever the winding', () => {
    const reversed = [0, 0, 0, 0, 30, 0, 30, 0, 0];
    expect(shade([light(10, 10, 200)], reversed)).toEqual(shade([light(10, 10, 200)]));
  });

  it('dims with the angle: a light at 60° from the normal gives half the diffuse', () => {
    const h = 100;
    const d = h * Math.tan(Math.PI / 3);
    const [r] = shade([light(10 + d, 10, h)]);
    expect(r).toBeCloseTo(0.1 + 0.5 * 0.5);
  });

  it('adds the lights and clamps to 1', () => {
    // Each light straight above gives r 0.6, g 0.35, b 0.275: three of them sum to 1.8, 1.05, 0.825.
    const [r, g, b] = shade([light(10, 10, 50), light(10, 10, 80), light(10, 10, 90)]);
    expect(r).toBe(1);
    expect(g).toBe(1);
    expect(b).toBeCloseTo(0.825);
  });

  it('gives each face one colour on its three vertices in the triangle list', () => {
    const wave = createMeshWave(200, 100, { segments: 2, slices: 1 }, createRandom(3));
    updateMeshWave(wave, 1, { xRange: 0.3, yRange: 0.2, depth: 3, speed: 1 });
    const positions = new Float32Array(wave.faces.length * 3);
    const colours = new Float32Array(wave.faces.length * 3);
    const lit = { ambient: rgbFromHex(0x202020), diffuse: rgbFromHex(0xff8a4c) };
    shadeMesh(wave, material, [{ x: 50, y: 50, z: 120, ...lit }], positions, colours);
    for (let o = 0; o < colours.length; o += 9) {
      expect(colours[o + 3]).toBe(colours[o]);
      expect(colours[o + 8]).toBe(colours[o + 2]);
    }
    const first = wave.faces[0] ?? 0;
    expect(positions[0]).toBe(wave.x[first]);
    // Faces nearer the light are brighter.
    expect(colours[0]).toBeGreaterThan(colours[colours.length - 9] ?? 1);
  });
});
