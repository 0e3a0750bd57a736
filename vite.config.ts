import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { loadPortfolioFile } from './content/load.ts';
import { devXsrfPlugin } from './scripts/devXsrfPlugin.ts';
import { postBuildPlugin } from './scripts/postBuildPlugin.ts';
import { pwaOptions } from './scripts/pwaOptions.ts';
import { siteHtmlPlugin } from './scripts/siteHtmlPlugin.ts';

export default defineConfig(() => {
  const { site } = loadPortfolioFile();
  return {
    plugins: [react(), devXsrfPlugin(), siteHtmlPlugin(), postBuildPlugin(), VitePWA(pwaOptions(site))],
    // In development the page is on :5173; page views go through this proxy so they stay same-origin.
    server: { port: 5173, strictPort: true, proxy: { '/api/pageviews': 'http://localhost:8000' } },
    build: {
      target: 'es2022',
      // DIST_DIR lets parallel test runs build side by side.
      outDir: process.env.DIST_DIR ?? 'dist',
      emptyOutDir: true,
      sourcemap: true,
      assetsInlineLimit: 0,
    },
  };
});
