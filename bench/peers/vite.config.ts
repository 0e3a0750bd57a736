// Builds the peer pages (bench/peers/*.html) as one multi-page Vite app, apart from the site's build.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const pages = Object.fromEntries(
  readdirSync(root)
    .filter((file) => file.endsWith('.html'))
    .map((file) => [file.replace(/\.html$/, ''), `${root}${file}`]),
);

export default defineConfig({
  root,
  base: './',
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: process.env.BENCH_PEERS_DIR ?? '/tmp/dist-bench-peers',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: { input: pages },
  },
});
