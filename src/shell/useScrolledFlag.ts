// Marks an element (the header) while the page is scrolled: content then passes under it, and it needs
// a surface that hides it. An attribute, not state: scrolling never re-renders React.
import { type RefObject, useEffect } from 'react';

export function useScrolledFlag(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      if (window.scrollY > 0) element.dataset.scrolled = '';
      else delete element.dataset.scrolled;
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      delete element.dataset.scrolled;
    };
  }, [ref]);
}
