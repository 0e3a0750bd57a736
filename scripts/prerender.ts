// After `vite build`: renders every route's HTML from the content, with its French title, description,
// Open Graph and canonical tags, so search engines and link previews see real pages and the first paint is
// text. Also writes sitemap.xml and robots.txt. The browser app then takes over the rendered page.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { loadPortfolioFile } from '../content/load.ts';
import type { PortfolioDocument } from '../content/schema.ts';
import { frenchTypography, lowerInitial, typesetContent } from '../src/lib/frenchTypography.ts';
import { plainText } from '../src/lib/linkMarkers.ts';
import type { BundleChunk } from './chunkGraph.ts';
import { escapeHtml } from './html.ts';
import { startChunkFiles, startModules, withStartChunks } from './startChunks.ts';
import { mergeViewportVariants, PRERENDER_VIEWPORTS } from './viewportVariants.ts';

interface Page {
  path: string;
  title: string;
  description: string;
}

const clip = (text: string, max = 160) => {
  // Collapses line breaks and runs of spaces, not the no-break spaces French typography put there.
  const plain = plainText(text)
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

export function pagesOf(source: PortfolioDocument): Page[] {
  // The same typeset text as the screens show (toPortfolioData), and the types' names as written.
  const content = typesetContent(source);
  const owner = `${content.site.owner}, ${lowerInitial(content.site.role)}`;
  const pages: Page[] = [
    { path: '/', title: `Projets récents · ${owner}`, description: content.site.description },
    {
      path: '/projects',
      title: `Projets · ${owner}`,
      description: clip(
        `${content.works.length} projets réalisés depuis ${Math.min(...content.works.map((w) => Number(w.date.slice(0, 4))))} : ${content.types.map((t) => t.value).join(', ')}.`,
      ),
    },
    {
      path: '/profil',
      title: `Profil · ${owner}`,
      description: clip(content.profile.intro[0] ?? content.site.description),
    },
    {
      path: '/contact',
      title: `Contact · ${owner}`,
      description: `Contacter ${content.site.owner}, ${lowerInitial(content.site.role)} à ${content.site.city} : e-mail et téléphone.`,
    },
    ...content.works.map((work) => ({
      path: `/projects/${work.id}`,
      title: `${clip(work.title, 70)} · Projets · ${owner}`,
      description: clip(work.description),
    })),
  ];
  return pages.map((page) => ({ ...page, description: frenchTypography(page.description) }));
}

function headTags(site: PortfolioDocument['site'], page: Page): string {
  const url = `${site.url.replace(/\/$/, '')}${page.path}`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.owner)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${site.url.replace(/\/$/, '')}/icons/icon-512.png`)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
}

export interface ClientBuild {
  /** The client bundle, for the chunks each page's app imports at once. */
  bundle: Record<string, BundleChunk>;
  base: string;
}

/** Renders every page into `dist` (run after the client build, before the service worker is generated). */
export async function prerender(dist: string, client: ClientBuild): Promise<void> {
  const doc = loadPortfolioFile();
  const { site } = doc;
  // Inside the project, so the bundle's external imports (react-dom...) resolve from node_modules.
  const ssrDir = resolve('node_modules/.cache/portfolio-ssr', String(process.pid));
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // Packages whose Node entry is CommonJS without named exports are bundled instead.
    ssr: { noExternal: ['workbox-window', 'hammerjs'] },
    build: { ssr: resolve('src/prerender.tsx'), outDir: ssrDir, emptyOutDir: true, target: 'node20' },
  });
  const { renderRoute } = (await import(
    pathToFileURL(join(ssrDir, 'prerender.js')).href
  )) as typeof import('../src/prerender.tsx');
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  // The bare app shell: the fallback for paths that have no page of their own (and for the service worker).
  writeFileSync(join(dist, 'shell.html'), template);
  // The same shell as 404.html: static hosts that know the name (Netlify, Cloudflare Pages, GitHub Pages)
  // answer a path that is no page with it and the 404 status; the app then shows the home.
  writeFileSync(join(dist, '404.html'), template);
  const pages = pagesOf(doc);
  for (const page of pages) {
    // Style attributes in HTML would break the strict CSP (style-src 'self'); the app sets them
    // through the CSSOM, which the policy allows, when it takes over.
    const { wide, narrow } = await renderRoute(page.path, doc, PRERENDER_VIEWPORTS);
    const body = mergeViewportVariants(wide, narrow).replace(/ style="[^"]*"/g, '');
    const start = startModules(page.path);
    const preloaded = start
      ? withStartChunks(template, startChunkFiles(client.bundle, start), client.base)
      : template;
    const html = preloaded
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(page.description)}" />\n    ${headTags(site, page)}`,
      )
      // The page has its text: the overlay is only the veil over the background, without the spinner.
      .replace(/<span class="loading-mark"[^>]*><\/span>/, '')
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${escapeHtml(page.path)}">${body}</div>`,
      );
    const dir = join(dist, page.path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), html);
  }
  const base = site.url.replace(/\/$/, '');
  const today = new Date().toISOString().slice(0, 10);
  writeFileSync(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages
      .map((p) => `  <url><loc>${escapeHtml(base + p.path)}</loc><lastmod>${today}</lastmod></url>`)
      .join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`,
  );
  rmSync(ssrDir, { recursive: true, force: true });
  console.log(`prerendered ${pages.length} pages, sitemap.xml and robots.txt into ${dist}`);
}
