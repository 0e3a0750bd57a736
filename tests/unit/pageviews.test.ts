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
import { sampleDocument } from './fixtures.ts';

const token = 'T'.repeat(32);
const headers = { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'content-type': 'application/json' };
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
