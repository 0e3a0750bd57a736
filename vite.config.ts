import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { loadPortfolioFile } from './content/load.ts';
import { appBootPlugin } from './scripts/appBootPlugin.ts';
import { devXsrfPlugin } from './scripts/devXsrfPlugin.ts';
import { fallbackChunksPlugin } from './scripts/fallbackChunks.ts';
import { pixiLazyBlendProbe } from './scripts/pixiLazyBlendProbe.ts';
import { postBuildPlugin } from './scripts/postBuildPlugin.ts';
import { pwaOptions } from './scripts/pwaOptions.ts';
import { ringPlacementPlugin } from './scripts/ringPlacementPlugin.ts';
import { siteHtmlPlugin } from './scripts/siteHtmlPlugin.ts';
import { sourceMapsOutside } from './scripts/sourceMapsPlugin.ts';
import { typeColorsPlugin } from './scripts/typeColorsPlugin.ts';

/**
 * React Router 7's package exports only its development build, dev warnings and checks included
 * (remix-run/react-router#12532, #14102). Production builds take the production files it also ships:
 * 0.6 kB gzip less in the entry, and no development warning in a visitor's console.
 */
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({ find, replacement: join(reactRouterDir, 'dist/production', file) }));

export default defineConfig(({ command, mode }) => {
  const { site } = loadPortfolioFile();
  // The page fallback's copies of the scene chunks: the worker build has its own, precached instead.
  const fallbackOnly = new Set<string>();
  return {
    resolve: { alias: command === 'build' && mode === 'production' ? reactRouterProduction : [] },
    plugins: [
      react(),
      devXsrfPlugin(),
      pixiLazyBlendProbe(),
      siteHtmlPlugin(),
      typeColorsPlugin(),
      ringPlacementPlugin(),
      appBootPlugin(),
      postBuildPlugin(),
      fallbackChunksPlugin(fallbackOnly),
      VitePWA(pwaOptions(site, fallbackOnly)),
      sourceMapsOutside(),
    ],
    // The scene runtime's worker is a module worker, so three.js and the route scenes stay chunks of their
    // own inside it, loaded when needed.
    worker: { format: 'es', plugins: () => [pixiLazyBlendProbe()] },
    // In development the page is on :5173; page views go through this proxy so they stay same-origin.
    server: { port: 5173, strictPort: true, proxy: { '/api/pageviews': 'http://localhost:8000' } },
    build: {
      target: 'es2022',
      // DIST_DIR lets parallel test runs build side by side.
      outDir: process.env.DIST_DIR ?? 'dist',
      emptyOutDir: true,
      // Written for debugging, then moved out of the served directory (scripts/sourceMapsPlugin.ts); the
      // files carry no sourceMappingURL, so no browser asks a host for a map it does not serve.
      sourcemap: 'hidden',
      assetsInlineLimit: 0,
      // Every browser the es2022 target runs in preloads modules natively, but Safari 15 and 16, which
      // then fetch each chunk when it is imported: the polyfill would cost every visitor 0.4 kB of entry.
      modulePreload: { polyfill: false },
    },
  };
});
