// The route table: every route waits for the shared document; home also resolves its project list.
import { createBrowserRouter, type RouteObject, redirect } from 'react-router-dom';
import { type HomeData, loadHome, loadPortfolio, type PortfolioData } from './data/portfolioData.ts';
import { ContactRoute } from './routes/ContactRoute.tsx';
import { HomeRoute } from './routes/HomeRoute.tsx';
import { ProfilRoute } from './routes/ProfilRoute.tsx';
import { ProjectsRoute } from './routes/ProjectsRoute.tsx';
import { RouteError } from './routes/RouteError.tsx';
import { Layout } from './shell/Layout.tsx';

export interface RouteHandle {
  /** The header's section title, as the spec writes it. */
  title: string;
  /** The document title's first part. */
  documentTitle: string;
}

const handle = (title: string, documentTitle: string): RouteHandle => ({ title, documentTitle });

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
      element: <Layout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <div className="hydrate-fallback" />,
      children: [
        {
          index: true,
          loader: () => loaders.home(),
          element: <HomeRoute />,
          handle: handle('projets récents', 'Projets récents'),
        },
        { path: 'profil', element: <ProfilRoute />, handle: handle('profil', 'Profil') },
        { path: 'contact', element: <ContactRoute />, handle: handle('contact', 'Contact') },
        {
          path: 'projects',
          handle: handle('projets', 'Projets'),
          children: [
            { index: true, element: <ProjectsRoute /> },
            { path: ':pid', element: <ProjectsRoute /> },
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
