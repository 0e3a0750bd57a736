// Vite plugin (production builds): index.html loads src/boot.ts as its only script, which names the app's
// entry chunk (`data-app`). Boot fetches and starts the app once the prerendered page has painted, so the
// first paint waits for the styles and the text face alone: neither the app's 100 kB (a preload, even at
// low priority, shared the connection with the styles and fonts the first paint needs) nor React's
// evaluation. It also preloads the text face, so the first paint of the page's text is its last.
import { basename, resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { type BundleChunk, chunkOfModule } from './chunkGraph.ts';

const BOOT_MODULE = 'src/boot.ts';

/**
 * Inter 400, the face of every paragraph. Found by the CSS alone, it arrived after the first paint, and
 * the text then painted again in it a little larger (font-display: swap): a page's largest paint came
 * when the font did, not when the text did. The display faces (titles, figures) are smaller on screen and
 * keep their swap.
 */
const PRELOADED_FONTS = [/^inter-latin-400-normal-[\w-]+\.woff2$/];

/**
 * The entry script tag Vite writes for index.html's module, turned into boot's script, which names the entry
 * (`data-app`) without fetching it. Vite's preloads of the entry's own imports (its runtime and preload
 * helper, a few kB) stay.
 */
export function bootHtml(html: string, bootSrc: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('index.html has no entry module script to start after the first paint');
  return html.replace(
    entry[0],
    `<script type="module" crossorigin src="${bootSrc}" data-app="${entry[1]}"></script>`,
  );
}

export function bootChunkFile(bundle: Record<string, BundleChunk>): string {
  const boot = chunkOfModule(bundle, BOOT_MODULE);
  if (!boot) throw new Error(`No chunk for ${BOOT_MODULE}`);
  return boot.fileName;
}

/** Preload tags for PRELOADED_FONTS, each of which must be in the bundle. */
export function fontPreloadTags(bundle: Record<string, BundleChunk>, base: string): HtmlTagDescriptor[] {
  return PRELOADED_FONTS.map((pattern) => {
    const font = Object.values(bundle).find(
      (item) => item.type === 'asset' && pattern.test(basename(item.fileName)),
    );
    if (!font) throw new Error(`No font file matches ${pattern}: the preload list is out of date`);
    return {
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        crossorigin: true,
        href: `${base}${font.fileName}`,
      },
      injectTo: 'head',
    };
  });
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
        return {
          html: bootHtml(html, `${base}${bootChunkFile(ctx.bundle)}`),
          tags: fontPreloadTags(ctx.bundle, base),
        };
      },
    },
  };
}
