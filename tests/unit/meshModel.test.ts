// The background model: the still frame, modes, resizing, and colours that keep the page's text readable.
import { describe, expect, it } from 'vitest';
import { MeshModel } from '../../scenes/background/MeshModel.ts';
import { meshGrid } from '../../scenes/math/meshWave.ts';

const W = 1520;
const H = 980;
const desktop = () => new MeshModel(W, H, meshGrid(false, W, H));

/** WCAG relative luminance of an sRGB colour with channels in [0, 1]. */
function luminance(r: number, g: number, b: number) {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const hex = (value: number) =>
  luminance((value >> 16) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
// tokens.css: --text and --text-muted in each mode.
const TEXT = { dark: [hex(0xe9ecf5), hex(0xa3abc2)], bright: [hex(0x12151f), hex(0x4a5168)] } as const;

function faceLuminances(model: MeshModel) {
  const values: number[] = [];
  for (let o = 0; o < model.colours.length; o += 9) {
    values.push(luminance(model.colours[o] ?? 0, model.colours[o + 1] ?? 0, model.colours[o + 2] ?? 0));
  }
  return values;
}

describe('MeshModel', () => {
  it('draws the same still frame whatever happened before (reduced motion)', () => {
    const model = desktop();
    model.still();
    const first = [...model.colours];
    for (let i = 0; i < 30; i++) model.step(1 / 30, { x: 200, y: 300 });
    model.still();
    expect([...model.colours]).toEqual(first);
  });

  it('moves with time', () => {
    const model = desktop();
    model.step(0, null);
    const before = [...model.positions];
    model.step(0.5, null);
    expect([...model.positions]).not.toEqual(before);
  });

  it('pulls the lights towards the pointer', () => {
    const model = desktop();
    model.step(0, null);
    const pointer = { x: 300, y: 200 };
    const distance = () => Math.min(...model.lights.map((l) => Math.hypot(l.x - pointer.x, l.y - pointer.y)));
    const before = distance();
    for (let i = 0; i < 180; i++) model.step(1 / 60, pointer);
    expect(distance()).toBeLessThan(before);
    expect(distance()).toBeLessThan(model.params.orbitRadius + 40);
  });

  it('rebuilds its plane for a phone held upright: 4 × 8 cells, 64 faces', () => {
    const model = desktop();
    model.resize(470, 924, meshGrid(true, 470, 924));
    expect(model.faceCount).toBe(64);
    expect(model.positions.length).toBe(64 * 9);
  });

  it('blends to bright mode over half a second, or at once', () => {
    const model = desktop();
    model.still();
    const dark = faceLuminances(model);
    model.setMode('bright', false);
    model.step(0.25, null);
    const halfway = faceLuminances(model);
    model.step(0.3, null);
    const bright = faceLuminances(model);
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    expect(mean(halfway)).toBeGreaterThan(mean(dark));
    expect(mean(bright)).toBeGreaterThan(mean(halfway));
    const instant = desktop();
    instant.setMode('bright', true);
    instant.still();
    expect(mean(faceLuminances(instant))).toBeCloseTo(mean(faceLuminances(model)), 1);
  });

  // The lights pass behind text wherever they go: every face, every frame, on desktop and phones,
  // keeps the page's text and muted text at WCAG AA (4.5:1).
  it.each([
    ['dark', 1520, 980, false],
    ['dark', 470, 924, true],
    ['dark', 924, 470, true],
    ['bright', 1520, 980, false],
    ['bright', 470, 924, true],
  ] as const)('keeps %s mode text readable on every face at %i × %i', (mode, width, height, mobile) => {
    const model = new MeshModel(width, height, meshGrid(mobile, width, height));
    model.setMode(mode, true);
    let worst = Number.POSITIVE_INFINITY;
    const pointers = [null, { x: 200, y: 150 }, { x: width / 2, y: height / 2 }, { x: width - 100, y: 300 }];
    for (const pointer of pointers) {
      // A minute of motion per pointer: the autopilot's ellipse turns once in 53 s.
      for (let i = 0; i < 300; i++) {
        model.step(0.2, pointer);
        for (const l of faceLuminances(model)) {
          for (const text of TEXT[mode]) worst = Math.min(worst, contrast(l, text));
        }
      }
    }
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });
});
