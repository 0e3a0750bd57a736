// The Projects selection is a work id; its place is derived from whatever order is current.
import { describe, expect, it } from 'vitest';
import { selectedPosition, stepWorkId } from '../../scenes/contract/selection.ts';

const order = [{ id: 30 }, { id: 10 }, { id: 20 }];

describe('selection by work id', () => {
  it('finds the selected work in the order, or the first work when none is selected or it is gone', () => {
    expect(selectedPosition(order, 20)).toBe(2);
    expect(selectedPosition(order, 30)).toBe(0);
    expect(selectedPosition(order, null)).toBe(0);
    expect(selectedPosition(order, 99)).toBe(0);
    expect(selectedPosition([], 20)).toBe(0);
  });

  it('keeps the same work selected when the order changes', () => {
    const reordered = [{ id: 20 }, { id: 30 }, { id: 10 }];
    expect(order[selectedPosition(order, 10)]).toEqual(reordered[selectedPosition(reordered, 10)]);
  });

  it('steps by work, wrapping at both ends', () => {
    expect(stepWorkId(order, 30, 1)).toBe(10);
    expect(stepWorkId(order, 20, 1)).toBe(30);
    expect(stepWorkId(order, 30, -1)).toBe(20);
    expect(stepWorkId(order, null, 1)).toBe(10);
    expect(stepWorkId(order, 10, 5)).toBe(30);
    expect(stepWorkId([], 10, 1)).toBeNull();
  });
});
