// The Projects selection is the address: /projects/:pid names the selected work. The visitor's choices
// (keys, wheel, drag, a click on the ring or the list, a new sort) replace the address through chooseWork,
// the one way the selection changes; the store follows the address, for the scenes and the tab's title,
// and never writes back.
import { useEffect, useLayoutEffect } from 'react';
import { type NavigateFunction, useNavigate, useParams } from 'react-router-dom';
import type { Work } from '../../content/schema.ts';
import { selectedPosition, stepWorkId } from '../../scenes/contract/selection.ts';
import { type SortKey, sortWorks } from '../../scenes/contract/sortWorks.ts';
import { appStore } from '../store/index.ts';

/** Left or up = previous, right or down = next (the spec's keys). */
export const ARROW_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowUp: -1,
  ArrowRight: 1,
  ArrowDown: 1,
};

const workPath = (workId: number) => `/projects/${workId}`;

/** The Projects screen's navigate, while it is on screen. */
let navigate: NavigateFunction | null = null;
/**
 * The address chooseWork asked for, until the router has put it in place: a key pressed meanwhile steps
 * from the work the visitor reached, not from the one the address still names.
 */
let requested: string | null = null;

/** The work the address names, or is about to; NaN when it names none. */
function addressedWorkId(): number {
  const pid = /^\/projects\/([^/]+)$/.exec(requested ?? window.location.pathname)?.[1];
  return pid === undefined ? Number.NaN : Number(pid);
}

/** Puts `path` in the address in place of the current entry (see chooseWork). */
function replaceAddress(path: string, flushSync: boolean): void {
  if (!navigate || path === (requested ?? window.location.pathname)) return;
  requested = path;
  void navigate(path, { replace: true, flushSync });
}

/**
 * The visitor chose a work: the address names it. It replaces the current entry, so Back leaves the
 * screen instead of stepping back through the works, and renders at once (flushSync): the store, and the
 * ring that follows it, change in the task that ends the navigation, not after a transition.
 */
export function chooseWork(workId: number | null | undefined): void {
  if (workId !== null && workId !== undefined) replaceAddress(workPath(workId), true);
}

/** Selects the work `delta` steps from the one the address names, in the current order of `works`. */
export function stepSelection(works: readonly Work[], delta: number): void {
  const order = sortWorks(works, appStore.getState().sort);
  const current = addressedWorkId();
  chooseWork(stepWorkId(order, order.some((work) => work.id === current) ? current : null, delta));
}

/** A new sort starts again from its first work, as the spec says. */
export function chooseSort(works: readonly Work[], sort: SortKey): void {
  appStore.getState().setSort(sort);
  chooseWork(sortWorks(works, sort)[0]?.id);
}

/** Controls that use the arrow keys themselves: the page-wide keys leave them alone. */
const ARROW_OWNERS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="listbox"], [role="radiogroup"], [role="slider"], [role="spinbutton"], [role="menu"], [role="menubar"], [role="tablist"], [role="tree"], [role="grid"], [role="combobox"], [role="textbox"]';

/** The arrows move the selection anywhere on the page where no other control wants them. */
export function usePageArrowKeys(enabled: boolean, works: readonly Work[]) {
  useEffect(() => {
    if (!enabled || works.length === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const delta = ARROW_STEPS[event.key];
      if (!delta || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(ARROW_OWNERS)) return;
      event.preventDefault();
      stepSelection(works, delta);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, works]);
}

/**
 * The selected work's place in `sorted`, read from the address, and the store kept on it. /projects/:pid
 * names its work; an address naming none (/projects, or an unknown pid) shows the store's selection on
 * /projects (the work the visitor left the screen on) and the first work otherwise, and is replaced by
 * that work's address.
 */
export function useSelectionAddress(sorted: readonly Work[]): number {
  const { pid } = useParams();
  const routerNavigate = useNavigate();
  const named = sorted.findIndex((work) => String(work.id) === pid);
  const position =
    named >= 0 ? named : pid === undefined ? selectedPosition(sorted, appStore.getState().selectedWorkId) : 0;
  const workId = sorted[position]?.id;

  useLayoutEffect(() => {
    navigate = routerNavigate;
    return () => {
      if (navigate === routerNavigate) navigate = null;
      requested = null;
    };
  }, [routerNavigate]);

  // Before the first paint, so the ring starts on the address's work.
  useLayoutEffect(() => {
    if (requested === window.location.pathname) requested = null;
    const { selectedWorkId, select } = appStore.getState();
    if (workId !== undefined && workId !== selectedWorkId) select(workId);
  }, [workId]);

  useEffect(() => {
    if (named < 0 && workId !== undefined) replaceAddress(workPath(workId), false);
  }, [named, workId]);

  return position;
}
