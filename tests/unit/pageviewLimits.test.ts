// The bounds of /api/pageviews: a per-client token bucket (429 + Retry-After), a global hourly ceiling,
// refusals counted in memory, retention roll-up and the size cap of the SQLite file.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPortfolioDocument } from '../../content/parse.ts';
import { AnalyticsDb } from '../../server/analyticsDb.ts';
import { buildServer, parseTrustProxy } from '../../server/app.ts';
import type { PageViewLimits } from '../../server/pageviews.ts';
import { REFUSALS_FLUSH_MS } from '../../server/refusals.ts';
import { PAGEVIEW_HEADERS, sampleDocument } from './fixtures.ts';

const headers = PAGEVIEW_HEADERS;
const opened: { app: FastifyInstance; db: AnalyticsDb }[] = [];

async function server(
  limits: Omit<PageViewLimits, 'refusalDelayMs'> & { refusalDelayMs?: number },
  trustProxy: ReturnType<typeof parseTrustProxy> = false,
) {
  const db = new AnalyticsDb(mkdtempSync(join(tmpdir(), 'limits-')));
  const app = await buildServer({
    content: checkPortfolioDocument(sampleDocument()),
    analytics: db,
    pageViewLimits: { refusalDelayMs: 0, ...limits },
    trustProxy,
  });
  opened.push({ app, db });
  const post = (extra: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: '/api/pageviews',
      headers: { ...headers, ...extra },
      remoteAddress,
      payload: JSON.stringify({ path: '/projects', viewport: 'desktop' }),
    });
  return { app, db, post };
}

afterEach(async () => {
  vi.useRealTimers();
  for (const { app, db } of opened.splice(0)) {
    await app.close();
    db.close();
  }
});

describe('per-client rate limit', () => {
  it('lets a burst through, then answers 429 with Retry-After and stores nothing more', async () => {
    const { db, post } = await server({ burst: 5, perMinute: 30, perHour: 1000 });
    const codes = [];
    for (let i = 0; i < 12; i++) codes.push((await post()).statusCode);
    expect(codes).toEqual([...Array(5).fill(204), ...Array(7).fill(429)]);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(2);
    expect(db.count()).toBe(5);
    // Another address has its own bucket.
    expect((await post({}, '198.51.100.2')).statusCode).toBe(204);
  });

  it('does not limit a server that stores nothing (ANALYTICS=off): no 429 for the browser to log', async () => {
    const app = await buildServer({
      content: checkPortfolioDocument(sampleDocument()),
      analytics: null,
      pageViewLimits: { burst: 2, perMinute: 1, perHour: 1000, refusalDelayMs: 0 },
    });
    try {
      const codes = [];
      for (let i = 0; i < 6; i++) {
        const reply = await app.inject({
          method: 'POST',
          url: '/api/pageviews',
          headers,
          payload: JSON.stringify({ path: '/projects', viewport: 'desktop' }),
        });
        codes.push(reply.statusCode);
      }
      expect(codes).toEqual(Array(6).fill(204));
    } finally {
      await app.close();
    }
  });

  it('holds each 429 back for refusalDelayMs, so a kept-alive flood gets few answers a second', async () => {
    const { post } = await server({ burst: 1, perMinute: 1, perHour: 1000, refusalDelayMs: 500 });
    expect((await post()).statusCode).toBe(204);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let answered = false;
    const pending = post().then((res) => {
      answered = true;
      return res;
    });
    await vi.advanceTimersByTimeAsync(450);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect((await pending).statusCode).toBe(429);
  });

  it('refills one view every 60/perMinute seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { post } = await server({ burst: 2, perMinute: 30, perHour: 1000 });
    expect((await post()).statusCode).toBe(204);
    expect((await post()).statusCode).toBe(204);
    expect((await post()).statusCode).toBe(429);
    vi.advanceTimersByTime(2000);
    expect((await post()).statusCode).toBe(204);
    expect((await post()).statusCode).toBe(429);
  });

  it('keys on the connection, not on X-Forwarded-For, unless TRUST_PROXY names the proxy', async () => {
    const plain = await server({ burst: 2, perMinute: 1, perHour: 1000 });
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await plain.post({ 'x-forwarded-for': `192.0.2.${i}` }, '127.0.0.1')).statusCode);
    expect(codes).toEqual([204, 204, 429, 429]);

    const proxied = await server({ burst: 2, perMinute: 1, perHour: 1000 }, parseTrustProxy('127.0.0.1'));
    for (let i = 0; i < 4; i++)
      expect((await proxied.post({ 'x-forwarded-for': `192.0.2.${i}` }, '127.0.0.1')).statusCode).toBe(204);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });
});

describe('global hourly ceiling', () => {
  it('stores at most perHour views an hour, all clients together, and counts the rest as refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    const { db, post } = await server({ burst: 100, perMinute: 100, perHour: 3 });
    for (let i = 0; i < 6; i++) expect((await post({}, `198.51.100.${i}`)).statusCode).toBe(204);
    expect(db.count()).toBe(3);
    vi.setSystemTime(new Date('2026-03-02T11:00:00Z'));
    expect((await post({}, '198.51.100.9')).statusCode).toBe(204);
    expect(db.count()).toBe(4);
  });
});

describe('refused views', () => {
  it('are counted in memory and written at most once a minute, never per request', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    const { db, post } = await server({ burst: 1, perMinute: 1, perHour: 1000 });
    const writes = vi.spyOn(db, 'addRefused');
    await post();
    for (let i = 0; i < 20; i++) await post();
    for (let i = 0; i < 10; i++) await post({ 'user-agent': 'curl/8.5.0' }, `198.51.100.${i}`);
    expect(writes).not.toHaveBeenCalled();
    expect(db.refusedSince(0)).toEqual([]);
    vi.advanceTimersByTime(REFUSALS_FLUSH_MS);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(db.refusedSince(0)).toEqual([
      { day: '2026-03-02', reason: 'bot', count: 10 },
      { day: '2026-03-02', reason: 'rate-limited', count: 20 },
    ]);
    vi.advanceTimersByTime(REFUSALS_FLUSH_MS);
    expect(writes).toHaveBeenCalledTimes(1);
  });
});

describe('storage that stays small', () => {
  const view = (at: number, path = '/projects/3') => ({
    path,
    kind: 'work' as const,
    workId: 3,
    referrerHost: 'www.qwant.com',
    viewport: 'mobile' as const,
    at,
  });
  const DAY = 86_400_000;

  it('rolls raw views past the retention period into daily counts, keeping the totals', () => {
    const db = new AnalyticsDb(mkdtempSync(join(tmpdir(), 'rollup-')), { retentionDays: 90 });
    const now = Date.parse('2026-06-01T12:00:00Z');
    db.add(view(now - 100 * DAY));
    db.add(view(now - 100 * DAY + 1000));
    db.add(view(now - 95 * DAY));
    db.add(view(now - DAY));
    expect(db.rollUp(now)).toBe(3);
    expect(db.rollUp(now)).toBe(0);
    expect(db.count()).toBe(4);
    expect(db.viewsPerWork(now - 200 * DAY)).toEqual([{ key: '3', views: 4 }]);
    expect(db.viewsPerWork(now - 2 * DAY)).toEqual([{ key: '3', views: 1 }]);
    db.close();
  });

  it('past the size cap, says so once and counts new views only as daily totals', () => {
    const lines: string[] = [];
    const db = new AnalyticsDb(mkdtempSync(join(tmpdir(), 'cap-')), {
      maxBytes: 1,
      log: (l) => lines.push(l),
    });
    const now = Date.now();
    for (let i = 0; i < 50; i++) db.add(view(now + i));
    expect(lines).toEqual([expect.stringMatching(/size cap .*ANALYTICS_MAX_MB.*daily totals/)]);
    expect(db.count()).toBe(50);
    expect(db.viewsPerWork(now - DAY)).toEqual([{ key: '3', views: 50 }]);
    db.close();
  });
});
