import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteHtmlPlugin } from './scripts/siteHtmlPlugin.ts';

export default defineConfig({
  plugins: [react(), siteHtmlPlugin()],
  server: { port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
  },
});
