// Arrivals on a screen, as opposed to the address following the Projects selection: a load, a link or a
// back/forward move is an arrival; a replace that the ring's selection wrote (state.followsSelection) is not.
import { useRef } from 'react';
import { type Location, type NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** The history state of an address written to follow the store's selection (src/projects/selection.ts). */
export const FOLLOWS_SELECTION = { followsSelection: true } as const;

/** This location only follows the selection: the visitor did not navigate to it. */
export function followsSelection(location: Pick<Location, 'state'>, type: NavigationType): boolean {
  return (
    type === 'REPLACE' && (location.state as { followsSelection?: boolean } | null)?.followsSelection === true
  );
}

/** A number that changes on each arrival and stays the same while the address follows the selection. */
export function useArrivalCount(): number {
  const location = useLocation();
  const type = useNavigationType();
  const count = useRef(0);
  const lastKey = useRef<string | null>(null);
  if (lastKey.current !== location.key) {
    if (lastKey.current === null || !followsSelection(location, type)) count.current += 1;
    lastKey.current = location.key;
  }
  return count.current;
}
