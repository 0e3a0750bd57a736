// The site shell: canvas layers behind, header with menus, the current screen, and the loading overlay's exit.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useRouteLoaderData } from 'react-router-dom';
import { loadCanvasHost } from '../canvas/loadCanvasHost.ts';
import type { HomeData } from '../data/portfolioData.ts';
import { usePortfolio } from '../data/usePortfolio.ts';
import { endTakeOver } from '../lib/takeOver.ts';
import { appStore } from '../store/index.ts';
import { ContentNotice } from './ContentNotice.tsx';
import { Header } from './Header.tsx';
import { useLoadingOverlayExit } from './loadingOverlay.ts';
import { useRouteHandle } from './routeHandle.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { usePageViews } from './usePageViews.ts';
import { useViewportSync } from './useViewportSync.ts';

// Pixi and three.js load after the first paint of the text, once the browser is idle.
const CanvasHost = lazy(loadCanvasHost);
// The service worker and its update prompt come after the page is up.
const UpdatePrompt = lazy(() => import('./UpdatePrompt.tsx'));

/**
 * The address the page was opened with: its switches (?bench, ?debug, ?test-hooks, ?scenes, ?webgl) hold for
 * the whole visit, even once a screen has put its own path in the address bar (the canvas host starts later).
 */
const LAUNCH_SEARCH = typeof window === 'undefined' ? '' : window.location.search;

// ?test-hooks: the e2e suites read live counts of scenes, listeners and tweens (a chunk loaded only then,
// by the shell every screen shows: before any scene exists, and outside the entry chunk's budget).
if (new URLSearchParams(LAUNCH_SEARCH).has('test-hooks'))
  void import('../app/testHooks.ts').then((hooks) => hooks.installTestHooks());

export function Layout() {
  const data = usePortfolio();
  // Home's own list can leave items out too (undefined elsewhere, or when it failed to load).
  const home = useRouteLoaderData('home') as HomeData | undefined;
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  useViewportSync();
  useLoadingOverlayExit();
  usePageViews();
  // The shell's effects run after the screen's: every text of the first commit has seen the take-over.
  useEffect(endTakeOver, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of screen by design
  useEffect(() => {
    // The cursor's state never survives a change of screen. Not on every address: a new /projects/:pid
    // is the same screen, and the ring keeps its hover while the selection writes the address.
    appStore.getState().setMouseState('none');
  }, [handle]);

  useDocumentTitle(handle, data, pathname.startsWith('/projects'));

  return (
    <div className="app">
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <Suspense fallback={null}>
        <CanvasHost search={LAUNCH_SEARCH} />
      </Suspense>
      <Header site={data.site} />
      <main id="contenu" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <ContentNotice count={data.problems.length + (home?.problems.length ?? 0)} />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </div>
  );
}
