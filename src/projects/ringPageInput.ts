// The ring page's pointer input beyond the disc: the wheel steps the ring anywhere on the page, and a mouse
// click on a control (the sorter) gives the arrows back to the ring.
import { type RefObject, useEffect } from 'react';
import type { Work } from '../../content/schema.ts';
import { createWheelAccumulator, wheelSteps } from '../lib/wheel.ts';
import { stepSelection } from './selection.ts';

/** True when the element (or one of its ancestors up to `root`) is a box the wheel would scroll. */
export function scrollsUnder(target: EventTarget | null, root: Element): boolean {
  for (
    let node = target instanceof Element ? target : null;
    node && node !== root;
    node = node.parentElement
  ) {
    const { overflowY, overflowX } = getComputedStyle(node);
    const scrollsY = /auto|scroll/.test(overflowY) && node.scrollHeight > node.clientHeight;
    const scrollsX = /auto|scroll/.test(overflowX) && node.scrollWidth > node.clientWidth;
    if (scrollsY || scrollsX) return true;
  }
  return false;
}

/** The document itself scrolls: the wheel is the page's there, not the ring's. */
function pageScrolls(): boolean {
  const page = document.scrollingElement ?? document.documentElement;
  return page.scrollHeight > page.clientHeight || page.scrollWidth > page.clientWidth;
}

/**
 * One item per wheel step (src/lib/wheel.ts) over the whole ring page. Over the disc the listener takes
 * the event (the page must not scroll behind it); elsewhere it is passive and steps only where nothing would
 * scroll: not over a box that scrolls, and not at all when the page itself scrolls.
 */
export function useRingWheel(
  page: RefObject<HTMLElement | null>,
  disc: RefObject<HTMLElement | null>,
  works: readonly Work[],
) {
  useEffect(() => {
    const section = page.current;
    const surface = disc.current;
    if (!section || !surface || works.length === 0) return;
    const accumulator = createWheelAccumulator();
    const step = (event: WheelEvent) => {
      const steps = wheelSteps(accumulator, event);
      if (steps !== 0) stepSelection(works, steps);
    };
    const onDisc = (event: WheelEvent) => {
      if (event.ctrlKey) return; // pinch-zoom stays the browser's
      event.preventDefault();
      step(event);
    };
    const onPage = (event: WheelEvent) => {
      if (event.ctrlKey || (event.target instanceof Node && surface.contains(event.target))) return;
      if (pageScrolls() || scrollsUnder(event.target, section)) return;
      step(event);
    };
    surface.addEventListener('wheel', onDisc, { passive: false });
    section.addEventListener('wheel', onPage, { passive: true });
    return () => {
      surface.removeEventListener('wheel', onDisc);
      section.removeEventListener('wheel', onPage);
    };
  }, [page, disc, works]);
}

/** Controls a mouse click leaves focused: they would keep the arrows (the sorter's radios change the sort). */
const CONTROLS = 'input, select, textarea, button, a[href], label, summary, [tabindex]';

/**
 * After a mouse or pen click on a control of the ring page, the focus goes back to the ring, so the arrows
 * move the selection as before the click. A keyboard user (and a screen reader's virtual click, whose
 * `detail` is 0) stays where they are: inside the radio group, the arrows are the radios' own.
 */
export function useRingRefocus(
  page: RefObject<HTMLElement | null>,
  disc: RefObject<HTMLElement | null>,
  shown: boolean,
) {
  useEffect(() => {
    const section = page.current;
    const surface = disc.current;
    if (!shown || !section || !surface) return;
    let timer: number | undefined;
    const onClick = (event: MouseEvent) => {
      if (event.detail === 0 || !(event.target instanceof Element)) return;
      if (surface.contains(event.target) || !event.target.closest(CONTROLS)) return;
      // After the click's default action: a label focuses its radio only once its click is dispatched.
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const focused = document.activeElement;
        if (focused instanceof HTMLElement && focused !== surface && section.contains(focused))
          surface.focus({ preventScroll: true });
      }, 0);
    };
    section.addEventListener('click', onClick, { passive: true });
    return () => {
      window.clearTimeout(timer);
      section.removeEventListener('click', onClick);
    };
  }, [page, disc, shown]);
}
