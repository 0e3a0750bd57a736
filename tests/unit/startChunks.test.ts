import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BundleChunk } from '../../scripts/chunkGraph.ts';
import {
  SCREEN_MODULES,
  SHARED_START_MODULES,
  startChunkFiles,
  startModules,
  withStartChunks,
} from '../../scripts/startChunks.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], entry = false) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  imports,
  ...(entry ? { isEntry: true, name: 'index' } : {}),
});
const bundleOf = (...items: BundleChunk[]) => Object.fromEntries(items.map((item) => [item.fileName, item]));

const BUNDLE = bundleOf(
  chunk('assets/index-a.js', '/p/src/main.tsx', ['assets/runtime-r.js', 'assets/helper-h.js'], true),
  chunk('assets/runtime-r.js', null),
  chunk('assets/helper-h.js', null),
  chunk('assets/Layout-l.js', '/p/src/shell/Layout.tsx', ['assets/store-s.js', 'assets/runtime-r.js']),
  chunk('assets/store-s.js', null, ['assets/runtime-r.js']),
  chunk('assets/readAnswers-d.js', 'C:\\p\\src\\data\\readAnswers.ts', ['assets/typo-t.js']),
  chunk('assets/typo-t.js', null),
  chunk('assets/UpdatePrompt-u.js', '/p/src/shell/UpdatePrompt.tsx', ['assets/runtime-r.js']),
  chunk('assets/HomeRoute-o.js', '/p/src/routes/HomeRoute.tsx', ['assets/gsap-g.js', 'assets/store-s.js']),
  chunk('assets/gsap-g.js', null),
  chunk('assets/ProfilRoute-p.js', '/p/src/routes/ProfilRoute.tsx', ['assets/typo-t.js']),
  { type: 'asset', fileName: 'assets/index-c.css' },
);

describe('startModules', () => {
  it("names the shell, the data reader and the path's screen", () => {
    expect(startModules('/')).toEqual([...SHARED_START_MODULES, 'src/routes/HomeRoute.tsx']);
    expect(startModules('/profil')).toContain('src/routes/ProfilRoute.tsx');
    expect(startModules('/projects/12')).toContain('src/routes/ProjectsRoute.tsx');
    expect(startModules('/ailleurs')).toBeNull();
  });

  it('lists modules the app really imports lazily (the router, the data, the shell)', () => {
    const lazy = ['src/router.tsx', 'src/data/portfolioData.ts', 'src/shell/Layout.tsx']
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const imported = [...lazy.matchAll(/import\('\.\/([^']+)'\)/g)].map((m) => m[1]);
    for (const module of [...SHARED_START_MODULES, ...Object.values(SCREEN_MODULES)]) {
      expect(imported.some((path) => module.endsWith(`/${path}`))).toBe(true);
    }
  });
});

describe('startChunkFiles', () => {
  it("gives the modules' chunks and their imports, importers first, without the entry's own", () => {
    expect(startChunkFiles(BUNDLE, startModules('/') ?? [])).toEqual([
      'assets/Layout-l.js',
      'assets/store-s.js',
      'assets/readAnswers-d.js',
      'assets/typo-t.js',
      'assets/UpdatePrompt-u.js',
      'assets/HomeRoute-o.js',
      'assets/gsap-g.js',
    ]);
  });

  it('lists a chunk shared by two modules once', () => {
    const files = startChunkFiles(BUNDLE, startModules('/profil') ?? []);
    expect(files.filter((file) => file === 'assets/typo-t.js')).toHaveLength(1);
    expect(files).not.toContain('assets/gsap-g.js');
  });

  it('fails the build when a listed module has no chunk (the list is out of date)', () => {
    expect(() => startChunkFiles(BUNDLE, ['src/routes/ContactRoute.tsx'])).toThrow(/ContactRoute/);
  });
});

describe('withStartChunks', () => {
  const HTML =
    '<link rel="modulepreload" crossorigin href="/assets/runtime-r.js">\n<script type="module" crossorigin src="/assets/boot-b.js" data-app="/assets/index-a.js"></script>';

  it("names the files on boot's script, beside the entry, under the site's base", () => {
    expect(withStartChunks(HTML, ['assets/Layout-l.js', 'assets/gsap-g.js'], '/')).toContain(
      '<script type="module" crossorigin src="/assets/boot-b.js" data-app="/assets/index-a.js" data-start="/assets/Layout-l.js /assets/gsap-g.js"></script>',
    );
  });

  it('refuses a page without boot naming the entry', () => {
    expect(() => withStartChunks('<head></head>', ['assets/x.js'], '/')).toThrow(/script\[data-app\]/);
  });
});
