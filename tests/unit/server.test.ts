import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPortfolioDocument } from '../../content/parse.ts';
import { buildServer } from '../../server/app.ts';
import { sampleDocument } from './fixtures.ts';

let app: FastifyInstance;
const content = checkPortfolioDocument(sampleDocument());

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'portfolio-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'api'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portfolio</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(dist, 'api', 'portfolio'), '{"stale":true}');
  app = await buildServer({ content, distDir: dist });
});

afterAll(() => app.close());

const token = 'A'.repeat(32);

describe('the API', () => {
  it('answers the shared document without the home list', async () => {
    const res = await app.inject('/api/portfolio');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['clients', 'contact', 'profile', 'site', 'types', 'works']);
    expect(body.works).toHaveLength(content.works.length);
  });

  it('answers the home list', async () => {
    const res = await app.inject('/api/actus');
    expect(res.json().actus).toHaveLength(content.actus.length);
  });

  it('supports ETag / 304, HEAD and compression', async () => {
    const first = await app.inject('/api/portfolio');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ url: '/api/portfolio', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await app.inject({ method: 'HEAD', url: '/api/portfolio' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const gz = await app.inject({ url: '/api/portfolio', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  it('refuses unsafe methods without a matching XSRF header', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await app.inject({ method, url: '/api/portfolio' });
      expect(res.statusCode).toBe(403);
    }
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/portfolio',
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': 'B'.repeat(32) },
    });
    expect(mismatch.statusCode).toBe(403);
    const matching = await app.inject({
      method: 'POST',
      url: '/api/portfolio',
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    });
    expect(matching.statusCode).toBe(404);
  });

  it('hands out an XSRF cookie with pages and API reads', async () => {
    const res = await app.inject('/api/actus');
    expect(String(res.headers['set-cookie'])).toMatch(
      /^XSRF-TOKEN=[A-Za-z0-9_-]{32}; Path=\/; SameSite=Strict/,
    );
    const withCookie = await app.inject({ url: '/api/actus', headers: { cookie: `XSRF-TOKEN=${token}` } });
    expect(withCookie.headers['set-cookie']).toBeUndefined();
  });

  it('serves the API from the content, not from the static copy', async () => {
    const res = await app.inject('/api/portfolio');
    expect(res.json().stale).toBeUndefined();
  });
});

describe('the site', () => {
  it('serves index.html for deep links, uncached', async () => {
    for (const url of ['/', '/projects/12', '/projects/999', '/profil', '/contact/', '/projects']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a path that is no route with the app and 404, never 304', async () => {
    for (const url of ['/nimporte/quoi', '/nimportequoi', '/profil/x', '/projects/12/x']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
      const again = await app.inject({ url, headers: { 'if-none-match': String(res.headers.etag ?? '*') } });
      expect(again.statusCode, url).toBe(404);
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers missing files with 404, not the app', async () => {
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('never serves files outside the build', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/..%5cpackage.json',
    ]) {
      const res = await app.inject(url);
      expect(res.body, url).not.toContain('"dependencies"');
    }
  });

  it('sends the security headers', async () => {
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });
});
