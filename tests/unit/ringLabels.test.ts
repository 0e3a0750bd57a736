import { describe, expect, it } from 'vitest';
import {
  boxAgainstCircle,
  boxesOverlap,
  boxInside,
  CARD_GAP,
  chooseLabels,
  LABEL_RADIUS,
  labelPriority,
  placeCard,
} from '../../scenes/contract/ringLabels.ts';
import { BULLET_ORBIT, BULLET_RADIUS, HIT_INNER, HIT_OUTER } from '../../scenes/contract/ringPlacement.ts';

const TAU = Math.PI * 2;
const centre = { x: 500, y: 400 };
const size = { width: 120, height: 40 };

/** The point of a box nearest to the centre, and the farthest. */
function radialRange(box: { x: number; y: number; width: number; height: number }) {
  const nearX = Math.min(Math.max(centre.x, box.x), box.x + box.width);
  const nearY = Math.min(Math.max(centre.y, box.y), box.y + box.height);
  const corners = [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x, box.y + box.height],
    [box.x + box.width, box.y + box.height],
  ];
  return {
    near: Math.hypot(nearX - centre.x, nearY - centre.y),
    far: Math.max(...corners.map(([x = 0, y = 0]) => Math.hypot(x - centre.x, y - centre.y))),
  };
}

describe('a box against the ring', () => {
  it('stands just outside the circle at the sides, above and below', () => {
    expect(boxAgainstCircle(centre, 0, 100, size, true)).toEqual({ x: 600, y: 380, ...size });
    expect(boxAgainstCircle(centre, Math.PI, 100, size, true)).toMatchObject({ x: 280, y: 380 });
    const below = boxAgainstCircle(centre, Math.PI / 2, 100, size, true);
    expect(below.x).toBeCloseTo(440, 9);
    expect(below.y).toBeCloseTo(500, 9);
  });

  it('never crosses the circle, outside or inside, at any angle', () => {
    for (let step = 0; step < 48; step++) {
      const angle = (step / 48) * TAU;
      expect(radialRange(boxAgainstCircle(centre, angle, 200, size, true)).near).toBeGreaterThanOrEqual(
        199.99,
      );
      expect(radialRange(boxAgainstCircle(centre, angle, 200, size, false)).far).toBeLessThanOrEqual(200.01);
    }
  });

  it('names stand inside the bullets, hover cards outside or inside the hit band', () => {
    expect(LABEL_RADIUS).toBeLessThan(BULLET_ORBIT - BULLET_RADIUS);
    expect(CARD_GAP).toBeGreaterThan(0);
    expect(HIT_INNER - CARD_GAP).toBeGreaterThan(LABEL_RADIUS - 20);
  });
});

describe('the hover card', () => {
  const viewport = { x: 8, y: 100, width: 1000, height: 780 };

  it('goes outside the ring beside the section when it fits', () => {
    const point = { x: centre.x - 200, y: centre.y }; // the left of a ring of radius 200 at scale 0.5
    const box = placeCard(point, centre, 0.5, size, { ...viewport, x: 0 });
    expect(box.outward).toBe(true);
    expect(box.x + box.width).toBeCloseTo(centre.x - (HIT_OUTER + CARD_GAP) * 0.5, 9);
    expect(boxInside(box, { ...viewport, x: 0 })).toBe(true);
  });

  it('goes inside the ring where outside would leave the bounds (the header, the details, the edge)', () => {
    const ring = { x: 500, y: 480 };
    const top = { x: ring.x, y: ring.y - 380 };
    const bounds = { x: 8, y: 88, width: 900, height: 800 };
    const box = placeCard(top, ring, 1, size, bounds);
    expect(box.outward).toBe(false);
    // Its top corners on the circle inside the hit band.
    const inner = HIT_INNER - CARD_GAP;
    expect(Math.hypot(size.width / 2, ring.y - box.y)).toBeCloseTo(inner, 9);
    expect(boxInside(box, bounds)).toBe(true);
  });
});

describe('the groups’ names', () => {
  it('are taken in priority order: the lit group, then the larger groups', () => {
    expect(labelPriority([1, 3, 2], -1)).toEqual([1, 2, 0]);
    expect(labelPriority([1, 3, 2], 0)).toEqual([0, 1, 2]);
    expect(labelPriority([2, 2, 1], 2)).toEqual([2, 0, 1]);
    expect(labelPriority([], 0)).toEqual([]);
  });

  it('keep every name when they are far apart', () => {
    const labels = [0, 1, 2, 3].map((i) => ({ angle: (i / 4) * TAU, width: 60, height: 16 }));
    expect(chooseLabels(labels, [0, 1, 2, 3], 300).sort()).toEqual([0, 1, 2, 3]);
  });

  it('skip a name that would touch one kept before it, at any turn of the ring', () => {
    // Two names 6° apart collide wherever the ring turns them; a third across the ring does not.
    const labels = [
      { angle: 0, width: 80, height: 16 },
      { angle: (6 / 360) * TAU, width: 80, height: 16 },
      { angle: Math.PI, width: 80, height: 16 },
    ];
    expect(chooseLabels(labels, [1, 0, 2], 300)).toEqual([1, 2]);
    expect(chooseLabels(labels, [0, 1, 2], 300)).toEqual([0, 2]);
  });

  it('never leave two kept names overlapping, whatever the rotation', () => {
    const sweeps = Array.from({ length: 24 }, (_, i) => 1 + ((i * 7) % 5));
    const total = sweeps.reduce((a, b) => a + b, 0);
    let start = 0;
    const labels = sweeps.map((sweep, i) => {
      const angle = ((start + sweep / 2) / total) * TAU;
      start += sweep;
      return { angle, width: 50 + ((i * 13) % 70), height: 16 };
    });
    const kept = chooseLabels(labels, labelPriority(sweeps, 3), 250);
    expect(kept[0]).toBe(3);
    expect(kept.length).toBeGreaterThan(4);
    expect(kept.length).toBeLessThan(24);
    for (let turn = 0; turn < 360; turn += 1) {
      const rotation = (turn / 360) * TAU;
      const boxes = kept.map((i) => {
        const label = labels[i] as (typeof labels)[number];
        return boxAgainstCircle({ x: 0, y: 0 }, label.angle + rotation, 250, label, false);
      });
      for (const [i, box] of boxes.entries())
        for (const other of boxes.slice(i + 1)) expect(boxesOverlap(box, other)).toBe(false);
    }
  });
});
