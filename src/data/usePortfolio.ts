// The shared document from the root loader, for any route below it.
import { useRouteLoaderData } from 'react-router-dom';
import type { PortfolioData } from './portfolioData.ts';

export function usePortfolio(): PortfolioData {
  const data = useRouteLoaderData('root') as PortfolioData | undefined;
  if (!data) throw new Error('usePortfolio() used outside the root route');
  return data;
}
