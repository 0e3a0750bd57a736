// The Projects selection is a work id; its place is derived from whatever order is current.
import { describe, expect, it } from 'vitest';
import { selectedPosition, stepWorkId } from '../../scenes/contract/selection.ts';
import { movesSelection } from '../../src/shell/arrivals.ts';

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

describe('arrivals and the selection moving', () => {
  it('a replace between Projects addresses is the selection moving, not an arrival', () => {
    expect(movesSelection('/projects/3', '/projects/7', 'REPLACE')).toBe(true);
    // /projects and an unknown id are replaced by the work they show.
    expect(movesSelection('/projects', '/projects/7', 'REPLACE')).toBe(true);
    expect(movesSelection('/projects/99999', '/projects/7', 'REPLACE')).toBe(true);
  });

  it('a load, a link, back or forward, or a replace from another screen is an arrival', () => {
    expect(movesSelection(null, '/projects/7', 'POP')).toBe(false);
    expect(movesSelection(null, '/projects/7', 'REPLACE')).toBe(false);
    expect(movesSelection('/projects/3', '/projects/7', 'PUSH')).toBe(false);
    expect(movesSelection('/projects/3', '/projects/7', 'POP')).toBe(false);
    expect(movesSelection('/profil', '/projects/7', 'REPLACE')).toBe(false);
    expect(movesSelection('/projects/3', '/profil', 'REPLACE')).toBe(false);
    expect(movesSelection('/projectsx', '/projects/7', 'REPLACE')).toBe(false);
  });
});
