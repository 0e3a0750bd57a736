// Reports what the visitor looks at: a page view on each arrival (load, link, back/forward), and a work view
// when the Projects selection rests on a work, not for every work the arrows or the wheel pass on the way.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { PageViewReport } from '../app/analytics.ts';
import { appStore } from '../store/index.ts';
import { followsSelection } from './arrivals.ts';

/** How long the selection stays on a work before it counts as seen (ms). */
export const WORK_REST_MS = 2000;

function report(view: Omit<PageViewReport, 'viewport'>) {
  const full = { ...view, viewport: appStore.getState().viewport.class };
  // The tracker is not needed for the first paint: it loads on its own.
  import('../app/analytics.ts').then(
    ({ trackPageView }) => trackPageView(full),
    () => {},
  );
}

export function usePageViews() {
  const location = useLocation();
  const type = useNavigationType();
  const { pathname } = location;
  const follows = followsSelection(location, type);
  const last = useRef<string | null>(null);
  const pending = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(pending.current), []);

  useEffect(() => {
    if (last.current === pathname) return;
    const first = last.current === null;
    last.current = pathname;
    window.clearTimeout(pending.current);
    if (follows && !first) {
      if (pathname.startsWith('/projects/'))
        pending.current = window.setTimeout(
          () => report({ path: pathname, kind: 'work', referrer: '' }),
          WORK_REST_MS,
        );
      return;
    }
    // An arrival on /projects/<id> counts for that work too (the server reads the id in the path).
    report({ path: pathname, kind: 'page', referrer: first ? document.referrer : '' });
  }, [pathname, follows]);
}
