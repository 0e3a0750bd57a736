// The lights' motion: the autopilot path on mobile, the pointer's pull on desktop, both time-based.
import { describe, expect, it } from 'vitest';
import { damp } from '../../scenes/contract/damping.ts';
import {
  attract,
  autopilotPosition,
  autopilotReach,
  LIGHT_COUNT,
  pointerTarget,
} from '../../scenes/math/meshLights.ts';

describe('autopilot path', () => {
  const width = 470;
  const height = 924;

  it('drives two lights', () => {
    expect(LIGHT_COUNT).toBe(2);
  });

  it('keeps each light over the canvas, within its reach of the centre', () => {
    const reach = autopilotReach();
    for (let index = 0; index < LIGHT_COUNT; index++) {
      const p = { x: 0, y: 0 };
      for (let t = 0; t < 300; t += 0.25) {
        autopilotPosition(index, t, width, height, p);
        expect(Math.abs(p.x - width / 2)).toBeLessThanOrEqual(reach.x * width + 1e-9);
        expect(Math.abs(p.y - height / 2)).toBeLessThanOrEqual(reach.y * height + 1e-9);
        expect(p.x).toBeGreaterThan(0);
        expect(p.x).toBeLessThan(width);
      }
    }
  });

  it('moves slowly and continuously: under 5 % of the width in a tenth of a second', () => {
    const a = { x: 0, y: 0 };
    const b = { x: 0, y: 0 };
    let travelled = 0;
    for (let t = 0; t < 60; t += 0.1) {
      autopilotPosition(0, t, width, height, a);
      autopilotPosition(0, t + 0.1, width, height, b);
      const step = Math.hypot(b.x - a.x, b.y - a.y);
      expect(step).toBeLessThan(0.05 * width);
      travelled += step;
    }
    // ...and it does travel: more than the width in a minute.
    expect(travelled).toBeGreaterThan(width);
  });

  it('is a function of time: the same instant gives the same place', () => {
    const a = autopilotPosition(1, 12.34, width, height, { x: 0, y: 0 });
    const b = autopilotPosition(1, 12.34, width, height, { x: 0, y: 0 });
    expect(a).toEqual(b);
  });

  it('keeps the two lights on opposite sides of the centre, far apart, all the time', () => {
    const a = { x: 0, y: 0 };
    const b = { x: 0, y: 0 };
    for (let t = 0; t < 600; t += 0.5) {
      autopilotPosition(0, t, width, height, a);
      autopilotPosition(1, t, width, height, b);
      expect((a.x + b.x) / 2).toBeCloseTo(width / 2, 6);
      expect((a.y + b.y) / 2).toBeCloseTo(height / 2, 6);
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(0.5 * width);
    }
  });
});

describe('pointer attraction', () => {
  it('circles the pointer with the lights on opposite sides', () => {
    const a = pointerTarget(0, 3, 500, 400, 150, 0.35, { x: 0, y: 0 });
    const b = pointerTarget(1, 3, 500, 400, 150, 0.35, { x: 0, y: 0 });
    expect(Math.hypot(a.x - 500, a.y - 400)).toBeCloseTo(150);
    expect((a.x + b.x) / 2).toBeCloseTo(500);
    expect((a.y + b.y) / 2).toBeCloseTo(400);
  });

  it('is frame-rate independent: sixty steps of 1/60 s land where one step of 1 s does', () => {
    const fine = { x: 0, y: 0 };
    const coarse = { x: 0, y: 0 };
    const target = { x: 300, y: -120 };
    for (let i = 0; i < 60; i++) attract(fine, target, 0.9, 1 / 60);
    attract(coarse, target, 0.9, 1);
    expect(fine.x).toBeCloseTo(coarse.x, 6);
    expect(fine.y).toBeCloseTo(coarse.y, 6);
  });

  it('closes 63 % of the gap in one time constant and never overshoots', () => {
    expect(damp(0, 100, 0.5, 0.5)).toBeCloseTo(100 * (1 - Math.exp(-1)));
    let x = 0;
    for (let i = 0; i < 1000; i++) {
      const next = damp(x, 100, 0.5, 0.05);
      expect(next).toBeGreaterThanOrEqual(x);
      expect(next).toBeLessThanOrEqual(100);
      x = next;
    }
    expect(x).toBeCloseTo(100);
  });

  it('jumps with no lag and stays put with no time', () => {
    expect(damp(3, 9, 0, 0.016)).toBe(9);
    expect(damp(3, 9, 0.5, 0)).toBe(3);
  });
});
