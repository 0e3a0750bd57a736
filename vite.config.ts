import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteHtmlPlugin } from './scripts/siteHtmlPlugin.ts';

export default defineConfig({
  plugins: [react(), siteHtmlPlugin()],
  server: { port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    // DIST_DIR lets parallel test runs build side by side.
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: 0,
  },
});
