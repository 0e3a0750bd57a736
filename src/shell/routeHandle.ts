// What each route tells the shell (src/router.tsx sets it): the header's title and the document's.
import { useMatches } from 'react-router-dom';

export interface RouteHandle {
  /** The header's section title, as the spec writes it. */
  title: string;
  /** The document title's first part. */
  documentTitle: string;
}

/** The innermost matched route's handle. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}
