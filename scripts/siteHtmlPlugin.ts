// Vite plugin: fills index.html's title, description and monogram favicon from the owner's content file.
import type { Plugin } from 'vite';
import { loadPortfolioFile } from '../content/load.ts';
import { frenchTypography, lowerInitial } from '../src/lib/frenchTypography.ts';
import { escapeHtml } from './html.ts';

export function faviconSvg(initials: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="#090b14"/><circle cx="24" cy="24" r="17" fill="none" stroke="#e9ecf5" stroke-width="2"/><path d="M24 7a17 17 0 0 1 17 17" fill="none" stroke="#ff8a4c" stroke-width="3" stroke-linecap="round"/><text x="24" y="29" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="14" fill="#e9ecf5">${escapeHtml(initials)}</text></svg>`;
}

export function siteHtmlPlugin(): Plugin {
  return {
    name: 'portfolio-site-html',
    transformIndexHtml(html) {
      const { site } = loadPortfolioFile();
      const title = `${site.owner}, ${lowerInitial(frenchTypography(site.role))}`;
      const icon = `data:image/svg+xml,${encodeURIComponent(faviconSvg(site.initials))}`;
      return html
        .replaceAll('%SITE_TITLE%', escapeHtml(title))
        .replaceAll('%SITE_DESCRIPTION%', escapeHtml(frenchTypography(site.description)))
        .replaceAll('%SITE_ICON%', icon);
    },
  };
}
