// Serving at CDN speed: the build's .br/.gz copies go out as they are, with Vary, Content-Encoding and a
// tag per representation; nothing existing at build time is compressed per request; the pinned cookie
// and content-disposition versions (Node 20) still do their work.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import semver from 'semver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureBundle } from '../../bench/load/bundle.ts';
import { checkPortfolioDocument } from '../../content/parse.ts';
import { isCompressible, precompress } from '../../scripts/precompress.ts';
import { buildServer } from '../../server/app.ts';
import { staticHeadersFile } from '../../server/securityPolicy.ts';
import { sampleDocument } from './fixtures.ts';

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const text = (label: string) => `/* ${label} */ ${'const portfolio = "Bastien Roussel";\n'.repeat(200)}`;
let app: FastifyInstance;
let dist: string;
let cacheDir: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'precompressed-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'profil'));
  mkdirSync(join(dist, 'api'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Accueil</title>${text('home')}`);
  writeFileSync(join(dist, 'profil', 'index.html'), `<!doctype html><title>Profil</title>${text('profil')}`);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), text('entry'));
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), text('css'));
  writeFileSync(join(dist, 'manifest.webmanifest'), `{"name":"${'x'.repeat(3000)}"}`);
  writeFileSync(join(dist, 'api', 'portfolio'), `{"works":"${'y'.repeat(3000)}"}`);
  writeFileSync(join(dist, 'tiny.svg'), '<svg/>');
  writeFileSync(join(dist, 'photo.png'), Buffer.alloc(4000, 7));
  cacheDir = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
  await precompress(dist, { cacheDir });
  app = await buildServer({ content: checkPortfolioDocument(sampleDocument()), distDir: dist });
});

afterAll(async () => {
  await app.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('the build’s precompressed copies', () => {
  it('are written beside every compressible file, at the highest levels, and decode to the original', () => {
    for (const file of [
      'index.html',
      'profil/index.html',
      'assets/index-abc123.js',
      'manifest.webmanifest',
    ]) {
      const original = readFileSync(join(dist, file));
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`)))).toEqual(original);
    }
    expect(isCompressible('api/portfolio')).toBe(true);
    expect(isCompressible('photo.png')).toBe(false);
    expect(isCompressible('assets/font.woff2')).toBe(false);
    // A copy that would be larger than the file is not written.
    expect(() => readFileSync(join(dist, 'tiny.svg.br'))).toThrow();
  });

  it('gzip with zopfli: smaller than zlib at its highest level', () => {
    const original = readFileSync(join(dist, 'assets/index-abc123.js'));
    const zopfli = readFileSync(join(dist, 'assets/index-abc123.js.gz'));
    expect(zopfli.length).toBeLessThan(gzipSync(original, { level: 9, memLevel: 9 }).length);
  });

  it('come from the cache when a file is unchanged, and are made anew when it changed', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'precompressed-again-'));
    try {
      writeFileSync(join(copy, 'index.html'), readFileSync(join(dist, 'index.html')));
      writeFileSync(join(copy, 'edited.html'), `<!doctype html><title>Modifié</title>${text('edited')}`);
      const summary = await precompress(copy, { cacheDir });
      expect(summary).toMatchObject({ files: 2, cached: 1 });
      expect(readFileSync(join(copy, 'index.html.gz'))).toEqual(readFileSync(join(dist, 'index.html.gz')));
      expect(gunzipSync(readFileSync(join(copy, 'edited.html.gz'))).toString()).toContain('Modifié');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('are what the bench counts: the sizes the server sends', () => {
    const js = measureBundle(dist).chunks.find((c) => c.file === 'assets/index-abc123.js');
    expect(js).toMatchObject({
      gzip: readFileSync(join(dist, 'assets/index-abc123.js.gz')).length,
      brotli: readFileSync(join(dist, 'assets/index-abc123.js.br')).length,
    });
  });
});

describe('static files', () => {
  it('go out precompressed as they are, with Vary, Content-Encoding and their own tag', async () => {
    const br = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload).toEqual(readFileSync(join(dist, 'assets/index-abc123.js.br')));
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(readFileSync(join(dist, 'assets/index-abc123.js.gz')));
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    const again = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('pages keep their no-cache rule when a .br copy answers', async () => {
    for (const url of ['/', '/profil']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': BROWSER_ENCODINGS } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('<title>');
    }
  });

  it('are never compressed at request time', async () => {
    const png = await app.inject({ url: '/photo.png', headers: { 'accept-encoding': BROWSER_ENCODINGS } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4000);
    const svg = await app.inject({ url: '/tiny.svg', headers: { 'accept-encoding': BROWSER_ENCODINGS } });
    expect(svg.headers['content-encoding']).toBeUndefined();
  });
});

describe('a deploy under a running server', () => {
  it('removes a hashed asset from what is served, and serves a replaced one as it now is', async () => {
    for (const suffix of ['', '.br', '.gz']) rmSync(join(dist, `assets/index-abc123.css${suffix}`));
    expect((await app.inject({ url: '/assets/index-abc123.css' })).statusCode).toBe(404);
    const replaced = text('replaced');
    writeFileSync(join(dist, 'assets/index-abc123.js'), replaced);
    await precompress(dist, { cacheDir });
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(replaced);
  });
});

describe('API answers', () => {
  it('are compressed once and served from memory, each encoding with its tag, revalidating', async () => {
    const plain = await app.inject('/api/portfolio');
    const br = await app.inject({ url: '/api/portfolio', headers: { 'accept-encoding': BROWSER_ENCODINGS } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const gz = await app.inject({
      url: '/api/portfolio',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const again = await app.inject({
      url: '/api/portfolio',
      headers: { 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(br.headers.etag);
  });
});

describe('Node 20 pins (package.json overrides)', () => {
  it('content-disposition 2 still names a downloaded file for @fastify/static', async () => {
    const peer = Fastify();
    await peer.register(fastifyStatic, { root: dist });
    peer.get('/download', (_request, reply) => reply.download('manifest.webmanifest', 'dossier été.json'));
    const res = await peer.inject('/download');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="dossier ?t?.json"; filename*=UTF-8''dossier%20%C3%A9t%C3%A9.json`,
    );
    await peer.close();
  });

  it('cookie 1.1 still carries light-my-request’s cookies (inject)', async () => {
    const res = await app.inject({ url: '/api/actus', cookies: { 'XSRF-TOKEN': 'Q'.repeat(32) } });
    // A valid token came in through the cookie option: the server does not hand out a new one.
    expect(res.headers['set-cookie']).toBeUndefined();
    const fresh = await app.inject({ url: '/api/actus' });
    expect(fresh.headers['set-cookie']).toMatch(/^XSRF-TOKEN=/);
  });

  it('no installed package asks for a newer Node than the README’s 20.19', () => {
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, { engines?: { node?: string }; optional?: boolean }>;
    };
    const tooNew = Object.entries(lock.packages)
      .filter(([, p]) => !p.optional && p.engines?.node && !semver.satisfies('20.19.0', p.engines.node))
      .map(([name, p]) => `${name} ${p.engines?.node}`);
    expect(tooNew).toEqual([]);
  });
});

/** The Cache-Control a `_headers` file gives a path: the last matching block wins, as on Netlify. */
function staticHostCacheControl(file: string, path: string): string | undefined {
  let value: string | undefined;
  for (const block of file.split('\n\n')) {
    const [pattern = '', ...lines] = block.split('\n');
    const regex = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`);
    const rule = lines.find((l) => l.trim().startsWith('Cache-Control:'));
    if (rule && regex.test(path)) value = rule.split(': ')[1];
  }
  return value;
}

describe('dist/_headers', () => {
  it('gives static hosts the cache rules the Node server sends', async () => {
    const file = staticHeadersFile();
    for (const [path, served] of [
      ['/', '/'],
      ['/profil', '/profil'],
      ['/assets/index-abc123.js', '/assets/index-abc123.js'],
      ['/api/portfolio', '/api/portfolio'],
    ] as const) {
      const res = await app.inject({ url: served, headers: { 'accept-encoding': BROWSER_ENCODINGS } });
      expect(staticHostCacheControl(file, path), path).toBe(res.headers['cache-control']);
    }
    for (const path of ['/projects', '/projects/12', '/contact', '/sw.js', '/workbox-abc.js'])
      expect(staticHostCacheControl(file, path), path).toBe('no-cache');
  });
});
