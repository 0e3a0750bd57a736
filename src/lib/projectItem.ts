// The mobile project item's heights: closed shows the header only, opened the measured height minus 10 px.

/** The spec's opening animation, in seconds. */
export const ITEM_TOGGLE_SECONDS = 0.35;
/** The spec takes this many pixels off the measured height of an opened item. */
export const ITEM_HEIGHT_OFFSET = 10;

/** The height an item animates to: the header alone when closed, the measured content minus 10 px when opened. */
export function itemHeight(opened: boolean, headerHeight: number, measuredHeight: number): number {
  if (!opened) return Math.max(0, headerHeight);
  return Math.max(headerHeight, measuredHeight - ITEM_HEIGHT_OFFSET);
}

export interface ProjectToggleDetail {
  /** The item's position, counted from 1 (the spec reports index + 1). */
  index: number;
  opened: boolean;
}

/** The name of the DOM event an item dispatches (it bubbles) when it opens or closes. */
export const PROJECT_TOGGLE_EVENT = 'project-toggle';

export function projectToggleDetail(index: number, opened: boolean): ProjectToggleDetail {
  return { index: index + 1, opened };
}
