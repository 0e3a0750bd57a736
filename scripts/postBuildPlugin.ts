// Vite plugin: after the client build, writes the static API copy, the static hosts' _headers and the
// prerendered pages, before
// vite-plugin-pwa generates the service worker (so its precache manifest sees the final files).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { staticHeadersFile } from '../server/securityPolicy.ts';
import type { BundleChunk } from './chunkGraph.ts';
import { prerender } from './prerender.ts';
import { writeStaticApi } from './staticApi.ts';

export function postBuildPlugin(): Plugin {
  let outDir = 'dist';
  let base = '/';
  let ssr = false;
  // The client bundle's chunk graph, for each prerendered page's start chunks.
  let bundle: Record<string, BundleChunk> = {};
  return {
    name: 'portfolio-post-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
      base = config.base;
    },
    writeBundle(_options, output) {
      bundle = output;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (ssr) return;
        writeStaticApi(outDir);
        writeFileSync(join(outDir, '_headers'), staticHeadersFile());
        await prerender(outDir, { bundle, base });
      },
    },
  };
}
