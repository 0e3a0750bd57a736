// Reports each route change to the tracker: pushes and history moves are page views; a replace on a
// work's URL (selecting on the ring) is a view of that work.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { appStore } from '../store/index.ts';

export function usePageViews() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const last = useRef<string | null>(null);

  useEffect(() => {
    if (last.current === pathname) return;
    const first = last.current === null;
    last.current = pathname;
    const kind = type === 'REPLACE' && !first ? 'work' : 'page';
    if (kind === 'work' && !pathname.startsWith('/projects/')) return;
    const report = {
      path: pathname,
      kind,
      referrer: first ? document.referrer : '',
      viewport: appStore.getState().viewport.class,
    } as const;
    // The tracker is not needed for the first paint: it loads on its own.
    import('../app/analytics.ts').then(
      ({ trackPageView }) => trackPageView(report),
      () => {},
    );
  }, [pathname, type]);
}
