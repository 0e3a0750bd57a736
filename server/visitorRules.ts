// Who and what /api/pageviews counts: real browsers (not bots, not announced headless browsers), on
// the site's own pages only.
import { isbot } from 'isbot';
import type { PortfolioDocument } from '../content/schema.ts';

/** A browser sends `Mozilla/5.0 (…)`; scripts and tools rarely bother, and isbot knows those that do. */
export function isBrowserVisit(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length > 512) return false;
  if (!/^Mozilla\/5\.0 \(/.test(userAgent)) return false;
  return !isbot(userAgent) && !/headless|lighthouse|puppeteer|playwright|phantomjs|electron/i.test(userAgent);
}

/** The paths a view may name: the four pages, and each existing work's page. */
export function sitePaths(content: Pick<PortfolioDocument, 'works'>): ReadonlySet<string> {
  return new Set(['/', '/projects', '/profil', '/contact', ...content.works.map((w) => `/projects/${w.id}`)]);
}

/** The stored form of a path, or null when the site has no such page (one trailing slash is forgiven). */
export function sitePath(paths: ReadonlySet<string>, path: string): string | null {
  const clean = /^\/.*[^/]\/$/.test(path) ? path.slice(0, -1) : path;
  return paths.has(clean) ? clean : null;
}
