// The route table: every route waits for the shared document; home also resolves its project list.
import { createBrowserRouter, type RouteObject, redirect } from 'react-router-dom';
import { type HomeData, loadHome, loadPortfolio, type PortfolioData } from './data/portfolioData.ts';
import { RouteError } from './routes/RouteError.tsx';
import type { RouteHandle } from './shell/routeHandle.ts';

const handle = (title: string, documentTitle: string): RouteHandle => ({ title, documentTitle });

/**
 * A chunk gone after a deploy resolves to undefined once reloadOnStaleChunks has taken over: the page is
 * reloading, so keep the current screen until it does rather than flash the error screen.
 */
async function chunk<T>(load: Promise<T>): Promise<T> {
  return ((await load) as T | undefined) ?? new Promise<T>(() => {});
}

// The shell and each screen are chunks of their own, fetched in parallel with the route's data:
// the entry stays a small bootstrap (the prerendered page is on screen meanwhile).
const screens = {
  shell: async () => ({ Component: (await chunk(import('./shell/Layout.tsx'))).Layout }),
  home: async () => ({ Component: (await chunk(import('./routes/HomeRoute.tsx'))).HomeRoute }),
  profil: async () => ({ Component: (await chunk(import('./routes/ProfilRoute.tsx'))).ProfilRoute }),
  contact: async () => ({ Component: (await chunk(import('./routes/ContactRoute.tsx'))).ContactRoute }),
  projects: async () => ({ Component: (await chunk(import('./routes/ProjectsRoute.tsx'))).ProjectsRoute }),
};

export interface Loaders {
  portfolio: () => Promise<PortfolioData>;
  home: () => Promise<HomeData>;
}

/** The routes, with their data source injected: the API in the browser, the content file when prerendering. */
export function createRoutes(loaders: Loaders): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: () => loaders.portfolio(),
      lazy: screens.shell,
      errorElement: <RouteError />,
      hydrateFallbackElement: <div className="hydrate-fallback" />,
      children: [
        {
          id: 'home',
          index: true,
          loader: () => loaders.home(),
          lazy: screens.home,
          // The home list failing keeps the shell, its menu and the shared document on screen.
          errorElement: <RouteError inline />,
          handle: handle('projets récents', 'Projets récents'),
        },
        { path: 'profil', lazy: screens.profil, handle: handle('profil', 'Profil') },
        { path: 'contact', lazy: screens.contact, handle: handle('contact', 'Contact') },
        {
          path: 'projects',
          handle: handle('projets', 'Projets'),
          children: [
            { index: true, lazy: screens.projects },
            { path: ':pid', lazy: screens.projects },
          ],
        },
        { path: '*', loader: () => redirect('/') },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(createRoutes({ portfolio: loadPortfolio, home: loadHome }));
}
