// The tab's title: the screen and the owner, and on Projects the selected work first, following the
// selection (as the prerendered /projects/:pid page names its work).
import { useEffect } from 'react';
import { selectedPosition } from '../../scenes/contract/selection.ts';
import { sortWorks } from '../../scenes/contract/sortWorks.ts';
import type { PortfolioData } from '../data/portfolioData.ts';
import { lowerInitial } from '../lib/frenchTypography.ts';
import { plainText } from '../lib/linkMarkers.ts';
import { appStore } from '../store/index.ts';
import type { RouteHandle } from './routeHandle.ts';

export function useDocumentTitle(handle: RouteHandle | undefined, data: PortfolioData, onProjects: boolean) {
  useEffect(() => {
    const owner = `${data.site.owner}, ${lowerInitial(data.site.role)}`;
    const screen = handle ? `${handle.documentTitle} · ${owner}` : owner;
    if (!onProjects) {
      document.title = screen;
      return;
    }
    // Read from the store, not rendered: a step of the ring retitles the tab without a render of the shell.
    const show = ({
      sort,
      selectedWorkId,
    }: {
      sort: Parameters<typeof sortWorks>[1];
      selectedWorkId: number | null;
    }) => {
      const sorted = sortWorks(data.works, sort);
      const work = sorted[selectedPosition(sorted, selectedWorkId)];
      document.title = work ? `${plainText(work.title)} · ${screen}` : screen;
    };
    show(appStore.getState());
    return appStore.subscribe((s) => ({ sort: s.sort, selectedWorkId: s.selectedWorkId }), show, {
      equalityFn: (a, b) => a.sort === b.sort && a.selectedWorkId === b.selectedWorkId,
    });
  }, [handle, data, onProjects]);
}
