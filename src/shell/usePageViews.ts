// Reports what the visitor looks at: a page view on each arrival (load, link, back/forward), and a work view
// when the Projects selection rests on a work, not for every work the arrows or the wheel pass on the way.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { PageViewReport } from '../app/analytics.ts';
import { loadPortfolio } from '../data/portfolioData.ts';
import { appStore } from '../store/index.ts';
import { movesSelection } from './arrivals.ts';

/** How long the selection stays on a work before it counts as seen (ms). */
export const WORK_REST_MS = 2000;

/**
 * The address as a page the site has: /projects/99999 names no work (the screen shows the first one and
 * says so), so it counts as a view of /projects; the server would refuse the unknown id.
 */
async function sitePath(path: string): Promise<string> {
  const pid = /^\/projects\/([^/]+)$/.exec(path)?.[1];
  if (pid === undefined) return path;
  const { works } = await loadPortfolio();
  return works.some((work) => String(work.id) === pid) ? path : '/projects';
}

function report(view: Omit<PageViewReport, 'viewport'>) {
  const viewport = appStore.getState().viewport.class;
  // The tracker is not needed for the first paint: it loads on its own.
  Promise.all([sitePath(view.path), import('../app/analytics.ts')]).then(
    ([path, { trackPageView }]) =>
      trackPageView({ ...view, path, kind: path === view.path ? view.kind : 'page', viewport }),
    () => {},
  );
}

export function usePageViews() {
  const location = useLocation();
  const type = useNavigationType();
  const { pathname } = location;
  const last = useRef<string | null>(null);
  const pending = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(pending.current), []);

  useEffect(() => {
    if (last.current === pathname) return;
    const first = last.current === null;
    const moved = movesSelection(last.current, pathname, type);
    last.current = pathname;
    window.clearTimeout(pending.current);
    if (moved) {
      if (pathname.startsWith('/projects/'))
        pending.current = window.setTimeout(
          () => report({ path: pathname, kind: 'work', referrer: '' }),
          WORK_REST_MS,
        );
      return;
    }
    // An arrival on /projects/<id> counts for that work too (the server reads the id in the path).
    report({ path: pathname, kind: 'page', referrer: first ? document.referrer : '' });
  }, [pathname, type]);
}
