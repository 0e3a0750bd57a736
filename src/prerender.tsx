// Build-time rendering of a route to HTML from the content file (see scripts/prerender.ts).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PortfolioDocument } from '../content/schema.ts';
import { toHomeData, toPortfolioData } from './data/readAnswers.ts';
import { createRoutes } from './router.tsx';

export async function renderRoute(path: string, doc: PortfolioDocument): Promise<string> {
  const routes = createRoutes({
    portfolio: async () => toPortfolioData(doc, []),
    home: async () => toHomeData(doc.actus, []),
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
