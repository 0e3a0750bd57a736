import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPortfolioDocument } from '../../content/parse.ts';
import { AnalyticsDb } from '../../server/analyticsDb.ts';
import { buildServer } from '../../server/app.ts';
import { referrerHost, workIdOf } from '../../server/pageviews.ts';
import { trackingAllowed } from '../../src/app/analytics.ts';
import { PAGEVIEW_HEADERS, sampleDocument } from './fixtures.ts';

const headers = PAGEVIEW_HEADERS;
let app: FastifyInstance;
let db: AnalyticsDb;

beforeAll(async () => {
  db = new AnalyticsDb(mkdtempSync(join(tmpdir(), 'analytics-')));
  app = await buildServer({ content: checkPortfolioDocument(sampleDocument()), analytics: db });
});
afterAll(async () => {
  await app.close();
  db.close();
});

const post = (body: unknown, extra: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/pageviews',
    headers: { ...headers, ...extra },
    payload: JSON.stringify(body),
  });

describe('POST /api/pageviews', () => {
  it('stores a page view and a work view', async () => {
    const before = db.count();
    expect(
      (await post({ path: '/profil', viewport: 'desktop', referrer: 'https://www.qwant.com/?q=dev' }))
        .statusCode,
    ).toBe(204);
    expect((await post({ path: '/projects/12', kind: 'work', viewport: 'mobile' })).statusCode).toBe(204);
    expect(db.count()).toBe(before + 2);
    const since = Date.now() - 60_000;
    expect(db.viewsPerRoute(since)).toContainEqual({ key: '/profil', views: 1 });
    expect(db.viewsPerWork(since)).toContainEqual({ key: '12', views: 1 });
  });

  it('stores nothing under Do Not Track or Global Privacy Control', async () => {
    const before = db.count();
    expect((await post({ path: '/', viewport: 'desktop' }, { dnt: '1' })).statusCode).toBe(204);
    expect((await post({ path: '/', viewport: 'desktop' }, { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect(db.count()).toBe(before);
  });

  it('refuses a call without the anti-forgery header, and bad bodies', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pageviews',
      payload: { path: '/', viewport: 'desktop' },
    });
    expect(res.statusCode).toBe(403);
    expect((await post({ path: 'profil', viewport: 'desktop' })).statusCode).toBe(400);
    expect((await post({ path: '/', viewport: 'tv' })).statusCode).toBe(400);
    expect((await post({ path: `/${'a'.repeat(400)}`, viewport: 'desktop' })).statusCode).toBe(400);
  });

  it('stores only the site’s own pages: anything else is a 400 and nothing is written', async () => {
    const before = db.count();
    for (const path of [
      '/wp-admin',
      '/projects/99999',
      '/projects/12/x',
      '/\x1b[31mrouge',
      '/profil?x=1',
      '//',
    ]) {
      const res = await post({ path, viewport: 'desktop' });
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toEqual({ error: 'bad_request', message: 'invalid page view' });
    }
    expect((await post({ path: '/contact', kind: 'work', viewport: 'desktop' })).statusCode).toBe(400);
    expect(db.count()).toBe(before);
    expect((await post({ path: '/profil/', viewport: 'desktop' })).statusCode).toBe(204);
    expect(db.count()).toBe(before + 1);
  });

  it('answers bots, announced headless browsers and non-browsers with 204, storing nothing', async () => {
    const before = db.count();
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.32',
      '',
    ]) {
      expect((await post({ path: '/', viewport: 'desktop' }, { 'user-agent': ua })).statusCode, ua).toBe(204);
    }
    expect(db.count()).toBe(before);
  });
});

describe('what is kept of a visit', () => {
  it('keeps only a foreign referrer host', () => {
    expect(referrerHost('https://www.qwant.com/?q=d%C3%A9veloppeur', 'bastien-roussel.fr')).toBe(
      'www.qwant.com',
    );
    expect(referrerHost('https://bastien-roussel.fr/profil', 'bastien-roussel.fr')).toBeNull();
    expect(referrerHost('pas une url', 'x')).toBeNull();
    expect(referrerHost('', 'x')).toBeNull();
  });
  it('reads the work id of a project path', () => {
    expect(workIdOf('/projects/12')).toBe(12);
    expect(workIdOf('/projects')).toBeNull();
    expect(workIdOf('/projects/12/x')).toBeNull();
  });
  it('honours DNT and GPC in the browser too', () => {
    expect(trackingAllowed({ doNotTrack: '1' })).toBe(false);
    expect(trackingAllowed({ globalPrivacyControl: true })).toBe(false);
    expect(trackingAllowed({ doNotTrack: null, globalPrivacyControl: false })).toBe(true);
  });
});
