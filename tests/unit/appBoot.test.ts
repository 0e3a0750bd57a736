import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootChunkFile, bootHtml, fontPreloadTags } from '../../scripts/appBootPlugin.ts';
import { RELOADED_KEY } from '../../src/app/staleChunks.ts';

const VITE_HTML = `<head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>`;

describe('bootHtml', () => {
  it("turns the entry's script into boot's, which names the entry without fetching it", () => {
    const html = bootHtml(VITE_HTML, '/assets/boot-d4.js');
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual([
      '<script type="module" crossorigin src="/assets/boot-d4.js" data-app="/assets/index-a1.js">',
    ]);
    // Nothing fetches the entry before boot does, after the first paint.
    expect(html.match(/index-a1\.js/g)).toHaveLength(1);
    // The rest of what Vite wrote stays: the stylesheet still blocks the first paint, as it must.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    expect(html).toContain('rolldown-runtime-b2.js');
  });

  it('refuses a page without the entry script rather than ship a page that never starts', () => {
    expect(() => bootHtml('<head></head>', '/assets/boot.js')).toThrow(/no entry module script/);
  });
});

const chunk = (fileName: string, facadeModuleId: string) => ({ type: 'chunk', fileName, facadeModuleId });
const asset = (fileName: string) => ({ type: 'asset', fileName });
const bundleOf = <T extends { fileName: string }>(...items: T[]) =>
  Object.fromEntries(items.map((item) => [item.fileName, item]));

describe('bootChunkFile', () => {
  it("finds src/boot.ts's chunk, whatever the path separators", () => {
    const bundle = bundleOf(
      chunk('assets/index-a1.js', '/p/src/main.tsx'),
      chunk('assets/boot-d4.js', 'C:\\p\\src\\boot.ts'),
      asset('assets/x.css'),
    );
    expect(bootChunkFile(bundle)).toBe('assets/boot-d4.js');
    expect(() => bootChunkFile({})).toThrow(/No chunk for src\/boot\.ts/);
  });
});

describe('fontPreloadTags', () => {
  it('preloads the text face under its hashed name, as the stylesheet asks for it (crossorigin)', () => {
    const bundle = bundleOf(
      asset('assets/inter-latin-400-normal-C38fXH4l.woff2'),
      asset('assets/inter-latin-600-normal-LgqL8muc.woff2'),
    );
    expect(fontPreloadTags(bundle, '/')).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          crossorigin: true,
          href: '/assets/inter-latin-400-normal-C38fXH4l.woff2',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('fails the build when the face is gone (a renamed or dropped font package)', () => {
    expect(() => fontPreloadTags({}, '/')).toThrow(/preload list is out of date/);
  });
});

describe('src/boot.ts', () => {
  const source = readFileSync(join(import.meta.dirname, '../../src/boot.ts'), 'utf8');

  it('imports nothing, so the entry chunk does not load before the first paint', () => {
    expect(source).not.toMatch(/^import\b|^export .* from\b/m);
  });

  it('reloads for a stale chunk under the same key as the entry, so one version reloads once', () => {
    expect(source).toContain(`const RELOADED_KEY = '${RELOADED_KEY}';`);
  });
});
