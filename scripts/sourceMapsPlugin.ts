// Vite plugin: moves the build's source maps out of the output directory (a static host serves whatever
// dist/ holds) into a sibling directory, `<outDir>-sourcemaps/`, with the same relative paths.
import { mkdirSync, readdirSync, renameSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the maps of a build into `outDir` go: next to it, never inside it. */
export const sourceMapsDir = (outDir: string): string => `${outDir.replace(/[/\\]+$/, '')}-sourcemaps`;

/** Every `.map` file under `dir`, as paths relative to it. */
export function listMaps(dir: string, base = dir): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listMaps(path, base));
    else if (entry.name.endsWith('.map')) found.push(relative(base, path));
  }
  return found;
}

export function sourceMapsOutside(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'portfolio-source-maps-outside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        if (ssr) return;
        const target = sourceMapsDir(outDir);
        for (const file of listMaps(outDir)) {
          mkdirSync(dirname(join(target, file)), { recursive: true });
          renameSync(join(outDir, file), join(target, file));
        }
      },
    },
  };
}
