// Arrivals on a screen, as opposed to the Projects selection moving: a load, a link or a back/forward move
// is an arrival; a replace from one Projects address to another (the selection is the address there:
// src/projects/selection.ts) is not.
import { useRef } from 'react';
import { type NavigationType, useLocation, useNavigationType } from 'react-router-dom';

const onProjects = (path: string) => path === '/projects' || path.startsWith('/projects/');

/** The address went from `previous` to `path` because the Projects selection moved: not an arrival. */
export function movesSelection(previous: string | null, path: string, type: `${NavigationType}`): boolean {
  return type === 'REPLACE' && previous !== null && onProjects(previous) && onProjects(path);
}

/** A number that changes on each arrival and stays the same while the Projects selection moves. */
export function useArrivalCount(): number {
  const location = useLocation();
  const type = useNavigationType();
  const count = useRef(0);
  const last = useRef<{ key: string; path: string } | null>(null);
  if (last.current?.key !== location.key) {
    if (!movesSelection(last.current?.path ?? null, location.pathname, type)) count.current += 1;
    last.current = { key: location.key, path: location.pathname };
  }
  return count.current;
}
