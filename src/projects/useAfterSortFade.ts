// The detail block changes work with the ring on a new sort: the ring fades out for 0.5 s (the spec's
// fade) before it shows the new order, and the text it points at must not switch ahead of it.
import { useEffect, useRef, useState } from 'react';
import { FADE_SECONDS } from '../../scenes/contract/ringPlacement.ts';
import type { SortKey } from '../../scenes/contract/sortWorks.ts';
import { useAppStore } from '../store/index.ts';

/**
 * `value` as it was under the previous sort until the ring's fade-out ends, then `value`. Without motion
 * the ring changes at once, and so does this.
 */
export function useAfterSortFade<T>(sort: SortKey, value: T): T {
  const reducedMotion = useAppStore((s) => s.reducedMotion);
  const [shownSort, setShownSort] = useState(sort);
  const held = useRef(value);
  const fading = sort !== shownSort && !reducedMotion;

  useEffect(() => {
    if (sort === shownSort) return;
    if (reducedMotion) {
      setShownSort(sort);
      return;
    }
    const timer = window.setTimeout(() => setShownSort(sort), FADE_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [sort, shownSort, reducedMotion]);

  if (!fading) held.current = value;
  return held.current;
}
