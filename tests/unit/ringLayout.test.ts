import { describe, expect, it } from 'vitest';
import { wrapIndex } from '../../scenes/contract/loopIndex.ts';
import { BULLET_RADIUS, RING_RADIUS } from '../../scenes/contract/ringPlacement.ts';
import {
  bulletSections,
  groupStarts,
  hitTestRing,
  layoutRing,
  MIN_SECTION_WEIGHT,
  midAngle,
  normalizeAngle,
  ringGroups,
  rotationToCentre,
  sectionAtAngle,
  sectionWeight,
  shortestRotation,
} from '../../scenes/math/ringLayout.ts';

const TAU = Math.PI * 2;
const degrees = (d: number) => (d / 180) * Math.PI;

describe('section weights', () => {
  it('uses the work length when it is larger than the minimum of 4', () => {
    expect(MIN_SECTION_WEIGHT).toBe(4);
    expect(sectionWeight(12)).toBe(12);
    expect(sectionWeight(4.5)).toBe(4.5);
  });

  it('raises smaller lengths (and nonsense) to the minimum', () => {
    expect(sectionWeight(0)).toBe(4);
    expect(sectionWeight(3)).toBe(4);
    expect(sectionWeight(Number.NaN)).toBe(4);
  });
});

describe('section angles', () => {
  it('share the full turn in proportion to the weights, clockwise from 0', () => {
    const layout = layoutRing([4, 8, 12]);
    expect(layout.count).toBe(3);
    expect(Array.from(layout.sweeps)).toEqual([TAU / 6, TAU / 3, TAU / 2].map((a) => expect.closeTo(a, 12)));
    expect(Array.from(layout.starts)).toEqual([0, TAU / 6, TAU / 2].map((a) => expect.closeTo(a, 12)));
  });

  it('gives works shorter than the minimum the same size as a work of length 4', () => {
    const layout = layoutRing([1, 4, 0, 20]);
    expect(layout.sweeps[0]).toBeCloseTo(layout.sweeps[1] ?? 0, 12);
    expect(layout.sweeps[2]).toBeCloseTo(layout.sweeps[1] ?? 0, 12);
    expect(layout.sweeps[3]).toBeCloseTo((layout.sweeps[1] ?? 0) * 5, 12);
  });

  it('makes one work a whole ring', () => {
    const layout = layoutRing([7]);
    expect(layout.sweeps[0]).toBeCloseTo(TAU, 12);
    expect(midAngle(layout, 0)).toBeCloseTo(Math.PI, 12);
  });

  it('always sums to a full turn, even for 500 works', () => {
    const lengths = Array.from({ length: 500 }, (_, i) => (i * 37) % 41);
    const layout = layoutRing(lengths);
    const total = layout.sweeps.reduce((sum, sweep) => sum + sweep, 0);
    expect(total).toBeCloseTo(TAU, 9);
    expect(layout.sweeps.every((s) => s > 0)).toBe(true);
  });

  it('is empty for no works', () => {
    expect(layoutRing([]).count).toBe(0);
    expect(sectionAtAngle(layoutRing([]), 1)).toBe(-1);
  });
});

describe('wrap-around', () => {
  it('goes from the last work to the first and back', () => {
    expect(wrapIndex(38, 38)).toBe(0);
    expect(wrapIndex(-1, 38)).toBe(37);
    expect(wrapIndex(-39, 38)).toBe(37);
    expect(wrapIndex(5, 38)).toBe(5);
  });

  it('stays at 0 with one or no work', () => {
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('rotation to centre the selection', () => {
  const layout = layoutRing([4, 8, 12]);

  it('brings the middle of the selected section to the pointing angle', () => {
    for (let index = 0; index < layout.count; index++) {
      const rotation = rotationToCentre(layout, index, 0);
      expect(normalizeAngle(midAngle(layout, index) + rotation)).toBeCloseTo(0, 12);
      const pointingDown = rotationToCentre(layout, index, Math.PI / 2);
      expect(normalizeAngle(midAngle(layout, index) + pointingDown)).toBeCloseTo(Math.PI / 2, 12);
    }
  });

  it('is within one turn', () => {
    const rotation = rotationToCentre(layout, 2, 0);
    expect(rotation).toBeGreaterThanOrEqual(0);
    expect(rotation).toBeLessThan(TAU);
  });
});

describe('shortest rotation', () => {
  it('turns by less than half a turn', () => {
    expect(shortestRotation(0, degrees(90))).toBeCloseTo(degrees(90), 12);
    expect(shortestRotation(0, degrees(270))).toBeCloseTo(degrees(-90), 12);
    expect(shortestRotation(degrees(350), degrees(10))).toBeCloseTo(degrees(370), 12);
    expect(shortestRotation(degrees(10), degrees(350))).toBeCloseTo(degrees(-10), 12);
  });

  it('keeps going from wherever the ring is after many turns', () => {
    const from = 5 * TAU + degrees(10);
    expect(shortestRotation(from, degrees(20))).toBeCloseTo(from + degrees(10), 9);
    expect(shortestRotation(-from, degrees(0))).toBeCloseTo(-5 * TAU, 9);
  });

  it('does not move when already there, and goes clockwise for exactly half a turn', () => {
    expect(shortestRotation(degrees(45), degrees(45) + TAU)).toBeCloseTo(degrees(45), 12);
    expect(shortestRotation(0, Math.PI)).toBeCloseTo(Math.PI, 12);
  });

  it('goes the short way when stepping across the ends of the ring', () => {
    const layout = layoutRing(Array.from({ length: 38 }, () => 8));
    const atLast = rotationToCentre(layout, 37, 0);
    const toFirst = shortestRotation(atLast, rotationToCentre(layout, 0, 0));
    expect(Math.abs(toFirst - atLast)).toBeCloseTo(TAU / 38, 9);
  });
});

describe('hit-testing a pointer', () => {
  const layout = layoutRing([4, 4, 4, 4]); // quarters: 0 right-bottom, 1 bottom-left, 2 left-top, 3 top-right
  const inner = RING_RADIUS - 30;
  const outer = RING_RADIUS + 30;
  const at = (angle: number, radius = RING_RADIUS) =>
    [radius * Math.cos(angle), radius * Math.sin(angle)] as const;

  it('finds the section under the pointer on the band', () => {
    expect(hitTestRing(layout, ...at(degrees(45)), 0, inner, outer)).toBe(0);
    expect(hitTestRing(layout, ...at(degrees(135)), 0, inner, outer)).toBe(1);
    expect(hitTestRing(layout, ...at(degrees(225)), 0, inner, outer)).toBe(2);
    expect(hitTestRing(layout, ...at(degrees(-45)), 0, inner, outer)).toBe(3);
  });

  it('follows the ring as it turns', () => {
    // A quarter turn clockwise carries section 0 to the bottom-left.
    expect(hitTestRing(layout, ...at(degrees(135)), degrees(90), inner, outer)).toBe(0);
    expect(hitTestRing(layout, ...at(degrees(45)), degrees(90) + 3 * TAU, inner, outer)).toBe(3);
    expect(hitTestRing(layout, ...at(degrees(45)), degrees(-90), inner, outer)).toBe(1);
  });

  it('ignores the centre and the outside', () => {
    expect(hitTestRing(layout, 0, 0, 0, inner, outer)).toBe(-1);
    expect(hitTestRing(layout, ...at(degrees(45), inner - 1), 0, inner, outer)).toBe(-1);
    expect(hitTestRing(layout, ...at(degrees(45), outer + 1), 0, inner, outer)).toBe(-1);
    expect(hitTestRing(layout, ...at(degrees(45), outer - 1), 0, inner, outer)).toBe(0);
  });

  it('finds tiny sections among 500', () => {
    const lengths = Array.from({ length: 500 }, (_, i) => (i % 7 === 0 ? 40 : 1));
    const many = layoutRing(lengths);
    for (const index of [0, 1, 137, 250, 499]) {
      const rotation = rotationToCentre(many, index, 0);
      expect(hitTestRing(many, RING_RADIUS, 0, rotation, inner, outer)).toBe(index);
    }
  });
});

describe('bullets', () => {
  const spacing = 2 * BULLET_RADIUS + 4;

  it('mark every section when there is room', () => {
    const layout = layoutRing(Array.from({ length: 38 }, () => 8));
    expect(bulletSections(layout, RING_RADIUS, spacing)).toHaveLength(38);
  });

  it('never overlap when the sections are tiny', () => {
    const layout = layoutRing(Array.from({ length: 500 }, () => 4));
    const chosen = bulletSections(layout, RING_RADIUS, spacing);
    expect(chosen.length).toBeGreaterThan(50);
    expect(chosen.length).toBeLessThan(500);
    const mids = chosen.map((i) => midAngle(layout, i));
    for (let i = 0; i < mids.length; i++) {
      const next = i + 1 < mids.length ? (mids[i + 1] ?? 0) : (mids[0] ?? 0) + TAU;
      expect((next - (mids[i] ?? 0)) * RING_RADIUS).toBeGreaterThanOrEqual(spacing - 1e-9);
    }
  });

  it('marks the one work of a single-work ring', () => {
    expect(bulletSections(layoutRing([3]), RING_RADIUS, spacing)).toEqual([0]);
  });
});

describe('sort-group boundaries', () => {
  it('start where the key changes, and at 0 when the ring closes on another group', () => {
    expect(groupStarts(['2024', '2024', '2023', '2021', '2021'])).toEqual([0, 2, 3]);
    expect(groupStarts(['a', 'b', 'b', 'a'])).toEqual([1, 3]);
  });

  it('are none for a single group', () => {
    expect(groupStarts(['x', 'x', 'x'])).toEqual([]);
    expect(groupStarts(['x'])).toEqual([]);
    expect(groupStarts([])).toEqual([]);
  });
});

describe('ring groups', () => {
  it('are the runs of consecutive equal keys, each with its arc and the middle of it', () => {
    const layout = layoutRing([10, 10, 20, 40, 20]);
    const groups = ringGroups(['2024', '2024', '2023', '2021', '2021'], layout);
    expect(groups.map((g) => [g.key, g.sections])).toEqual([
      ['2024', [0, 1]],
      ['2023', [2]],
      ['2021', [3, 4]],
    ]);
    // 100 units make a turn: 20, 20 and 60 of them.
    expect(groups.map((g) => g.sweep)).toEqual(
      [0.2 * TAU, 0.2 * TAU, 0.6 * TAU].map((v) => expect.closeTo(v, 9)),
    );
    expect(groups[0]?.mid).toBeCloseTo(0.1 * TAU, 9);
    expect(groups[1]?.mid).toBeCloseTo(0.3 * TAU, 9);
    expect(groups[2]?.mid).toBeCloseTo(0.7 * TAU, 9);
    expect(groups.reduce((sum, g) => sum + g.sweep, 0)).toBeCloseTo(TAU, 9);
  });

  it('close on themselves: a last run with the first run’s key belongs to the first group', () => {
    const layout = layoutRing([10, 10, 10, 10]);
    const groups = ringGroups(['a', 'b', 'b', 'a'], layout);
    expect(groups.map((g) => [g.key, g.sections])).toEqual([
      ['a', [3, 0]],
      ['b', [1, 2]],
    ]);
    // Group a spans the last quarter and the first: its middle is where section 0 starts.
    expect(groups[0]?.start).toBeCloseTo(-0.25 * TAU, 9);
    expect(groups[0]?.sweep).toBeCloseTo(0.5 * TAU, 9);
    expect(groups[0]?.mid).toBeCloseTo(0, 9);
  });

  it('is one group for one key, none for no works', () => {
    const groups = ringGroups(['x', 'x', 'x'], layoutRing([5, 5, 5]));
    expect(groups).toHaveLength(1);
    expect(groups[0]?.sections).toEqual([0, 1, 2]);
    expect(groups[0]?.sweep).toBeCloseTo(TAU, 9);
    expect(ringGroups([], layoutRing([]))).toEqual([]);
  });

  it('agree with the ticks drawn where groups begin', () => {
    const keys = ['c', 'a', 'a', 'b', 'c', 'c'];
    const groups = ringGroups(keys, layoutRing(keys.map(() => 5)));
    expect(groups.map((g) => g.sections[0]).sort()).toEqual(groupStarts(keys).sort());
  });
});
