// The Projects selection is a work's id; where it sits is derived from the order (sortWorks) wherever it
// is needed, so the page and the ring never have to agree on an index.
import type { Work } from '../../content/schema.ts';
import { wrapIndex } from './loopIndex.ts';

/** The selected work's place in `order`: the first work when none is selected or the id is not there. */
export function selectedPosition(order: readonly Pick<Work, 'id'>[], workId: number | null): number {
  if (workId === null) return 0;
  return Math.max(
    0,
    order.findIndex((work) => work.id === workId),
  );
}

/** The id of the work `delta` steps from the selected one in `order`, wrapping at both ends. */
export function stepWorkId(
  order: readonly Pick<Work, 'id'>[],
  workId: number | null,
  delta: number,
): number | null {
  if (order.length === 0) return null;
  return order[wrapIndex(selectedPosition(order, workId) + delta, order.length)]?.id ?? null;
}
