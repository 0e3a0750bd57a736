// Dragging the ring on a tablet: horizontal or around its centre, one work per 70 px.
import { describe, expect, it } from 'vitest';
import { DRAG_STEP_PX, dragSteps, dragTravel } from '../../src/lib/ringDrag.ts';

const centre = { x: 0, y: 500 };

describe('dragTravel', () => {
  it('counts a horizontal drag: leftwards is forwards', () => {
    expect(dragTravel({ x: 300, y: 500 }, { x: 160, y: 500 }, centre)).toBe(140);
    expect(dragTravel({ x: 160, y: 500 }, { x: 300, y: 500 }, centre)).toBe(-140);
  });

  it('counts a drag around the centre as the arc travelled: clockwise is forwards', () => {
    // Down the ring's right edge, 300 px from its centre: clockwise on screen.
    const travel = dragTravel({ x: 300, y: 400 }, { x: 300, y: 600 }, centre);
    expect(travel).toBeGreaterThan(180);
    expect(dragTravel({ x: 300, y: 600 }, { x: 300, y: 400 }, centre)).toBeCloseTo(-travel);
  });

  it('takes the larger of the two', () => {
    expect(dragTravel({ x: 300, y: 500 }, { x: 100, y: 520 }, centre)).toBe(200);
  });
});

describe('dragSteps', () => {
  it('steps once per full 70 px, in the drag’s direction', () => {
    expect(dragSteps(DRAG_STEP_PX - 1)).toBe(0);
    expect(dragSteps(DRAG_STEP_PX)).toBe(1);
    expect(dragSteps(-2.5 * DRAG_STEP_PX)).toBe(-2);
  });
});
