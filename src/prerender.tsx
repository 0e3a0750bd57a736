// Build-time rendering of a route to HTML from the content file (see scripts/prerender.ts).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PortfolioDocument } from '../content/schema.ts';
import { toHomeData, toPortfolioData } from './data/readAnswers.ts';
import { createRoutes } from './router.tsx';
import { appStore } from './store/index.ts';

// React renders on the server from the store's server snapshot, which zustand takes from the initial
// state: here it follows the live state, so the viewport set before each render below is the one rendered.
appStore.getInitialState = appStore.getState;

export interface Viewport {
  width: number;
  height: number;
}

/** The route's HTML as the app first renders it at each viewport (the layout classes follow the width). */
export async function renderRoute<K extends string>(
  path: string,
  doc: PortfolioDocument,
  viewports: Record<K, Viewport>,
): Promise<Record<K, string>> {
  const routes = createRoutes({
    portfolio: async () => toPortfolioData(doc, []),
    home: async () => toHomeData(doc.actus, []),
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = {} as Record<K, string>;
  for (const [name, { width, height }] of Object.entries(viewports) as [K, Viewport][]) {
    // Synchronous from here to the string: no other render sees this viewport.
    appStore.getState().setViewport(width, height);
    html[name] = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  }
  return html;
}
