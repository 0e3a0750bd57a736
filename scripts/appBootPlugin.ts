// Vite plugin (production builds): index.html loads src/boot.ts as its only script, and preloads the app's
// entry chunk at low priority for it. Boot starts the app once the prerendered page has painted, so the
// first paint waits for the styles alone, neither for the app's 100 kB nor for React's evaluation.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const BOOT_MODULE = 'src/boot.ts';

interface BundleItem {
  type: string;
  fileName: string;
  facadeModuleId?: string | null;
}

/** The entry script tag Vite writes for index.html's module, turned into boot's script and a preload for it. */
export function bootHtml(html: string, bootSrc: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no entry module script to start after the first paint');
  const preload = `<link rel="modulepreload" crossorigin fetchpriority="low" href="${entry[1]}" data-app>`;
  return html.replace(
    entry[0],
    `${preload}\n    <script type="module" crossorigin src="${bootSrc}"></script>`,
  );
}

export function bootChunkFile(bundle: Record<string, BundleItem>): string {
  const boot = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${BOOT_MODULE}`),
  );
  if (!boot) throw new Error(`No chunk for ${BOOT_MODULE}`);
  return boot.fileName;
}

export function appBootPlugin(): Plugin {
  let base = '/';
  return {
    name: 'portfolio-app-boot',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    config: (config) => ({
      build: {
        rolldownOptions: {
          input: {
            index: resolve(config.root ?? '.', 'index.html'),
            boot: resolve(config.root ?? '.', BOOT_MODULE),
          },
        },
      },
    }),
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        return bootHtml(html, `${base}${bootChunkFile(ctx.bundle)}`);
      },
    },
  };
}
