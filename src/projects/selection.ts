// Moving the Projects selection: one step forwards or back with wrap-around, from the keys anywhere
// on the page (unless another control owns the arrows), and keeping the address in step with it.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Work } from '../../content/schema.ts';
import { selectedPosition, stepWorkId } from '../../scenes/contract/selection.ts';
import { sortWorks } from '../../scenes/contract/sortWorks.ts';
import { FOLLOWS_SELECTION } from '../shell/arrivals.ts';
import { appStore, useAppStore } from '../store/index.ts';

/** Left or up = previous, right or down = next (the spec's keys). */
export const ARROW_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowUp: -1,
  ArrowRight: 1,
  ArrowDown: 1,
};

/** Selects the work `delta` steps from the selected one, in the current order of `works`. */
export function stepSelection(works: readonly Work[], delta: number) {
  const { sort, selectedWorkId, select } = appStore.getState();
  select(stepWorkId(sortWorks(works, sort), selectedWorkId, delta));
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
 * /projects/:pid selects that work (an unknown pid the first one); a new selection replaces the address,
 * so Back leaves the screen instead of stepping back through the works. Returns the index to show:
 * the address's work until the store holds it (so the prerendered /projects/:pid page shows its own
 * work), then the store's selection.
 *
 * An address this hook wrote to follow the store is not a request to select its work: the router commits
 * it a moment later, by which time a quick second key press may have moved the selection on, and selecting
 * the address's work then took the selection back to the previous one.
 */
export function useSelectionAddress(sorted: readonly Work[]): number {
  const { pid } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const selectedWorkId = useAppStore((s) => s.selectedWorkId);
  /** The pid whose work the store has been given (or left alone, for an address that followed it). */
  const applied = useRef<string | undefined>(undefined);
  /** The screen has shown an address already: one it opens on is always the visitor's to follow. */
  const mounted = useRef(false);
  const follows =
    mounted.current && (location.state as { followsSelection?: boolean } | null)?.followsSelection === true;
  const addressIndex = Math.max(
    0,
    sorted.findIndex((work) => String(work.id) === pid),
  );

  // Before the first paint. Only when the address changes: a new sort selects its first work and the
  // address follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `addressIndex` and `follows` are read, not watched (see above)
  useLayoutEffect(() => {
    mounted.current = true;
    applied.current = pid;
    if (pid === undefined || sorted.length === 0 || follows) return;
    const { selectedWorkId, select } = appStore.getState();
    if (addressIndex !== selectedPosition(sorted, selectedWorkId)) select(sorted[addressIndex]?.id ?? null);
  }, [pid]);

  // Runs on every selection, but reads the store rather than this render's value: the effect above may
  // have just selected the address's work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: selectedWorkId is the trigger (see above)
  useEffect(() => {
    const work = sorted[selectedPosition(sorted, appStore.getState().selectedWorkId)];
    if (!work || String(work.id) === pid) return;
    navigate(`/projects/${work.id}`, { replace: true, state: FOLLOWS_SELECTION });
  }, [selectedWorkId, sorted, pid, navigate]);

  return pid !== undefined && applied.current !== pid && !follows
    ? addressIndex
    : selectedPosition(sorted, selectedWorkId);
}
