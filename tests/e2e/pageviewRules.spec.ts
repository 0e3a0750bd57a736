// Issue 18's proofs, against the real server and a real SQLite file: real visits are all counted, bots,
// unknown paths and floods are not, X-Forwarded-For is not believed, a crash loses no acknowledged view,
// and `npm run stats` prints stored escape sequences as visible text.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import {
  type AnalyticsServer,
  DESKTOP_CHROME,
  scriptClient,
  startAnalyticsServer,
} from './analyticsServer.ts';
import { expect, ready, test } from './fixtures.ts';

/** The stated bound: a burst of 60 from one address, then 30 a minute (one every 2 s). */
const BURST = 60;
const REFILL_MS = 2000;

test.describe('page views that count', () => {
  test.describe.configure({ mode: 'serial' });
  let server: AnalyticsServer;
  test.beforeAll(async () => {
    server = await startAnalyticsServer();
  });
  test.afterAll(() => server.stop());
  const pages = () => server.rows().filter((r) => r.kind === 'page');

  test('ten ordinary visits from a desktop Chrome are all counted', async ({ browser }) => {
    test.setTimeout(180_000);
    // Arrivals only (loads, links, back and forward, a reload): a view under any rule of what a view is.
    // /projects is left out: it may move on to a work's address by itself.
    const context = await browser.newContext({ userAgent: DESKTOP_CHROME, serviceWorkers: 'block' });
    const page = await context.newPage();
    const nav = (p: Page, name: string) =>
      p.getByRole('navigation', { name: 'Menu principal', exact: true }).getByRole('link', { name }).click();
    const seen: string[] = [];
    const arrive = async (path: string, go: () => Promise<unknown>) => {
      await go();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
      await ready(page);
      seen.push(path);
      await expect.poll(() => pages().length, { timeout: 15_000 }).toBe(seen.length);
    };
    await arrive('/', () => page.goto(`${server.origin}/`));
    await arrive('/profil', () => nav(page, 'Profil'));
    await arrive('/contact', () => nav(page, 'Contact'));
    await arrive('/profil', () => page.goBack());
    await arrive('/', () => page.goBack());
    await arrive('/profil', () => page.goForward());
    await arrive('/contact', () => page.goto(`${server.origin}/contact`));
    await arrive('/profil', () => nav(page, 'Profil'));
    await arrive('/contact', () => page.goBack());
    await arrive('/contact', () => page.reload());
    expect(pages().map((r) => r.path)).toEqual(seen);
    await context.close();
  });

  test('a headless Chromium that says so is answered 204 and not counted', async ({ page }) => {
    const before = server.rows().length;
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/pageviews'));
    await page.goto(`${server.origin}/profil`);
    expect(await page.evaluate(() => navigator.userAgent)).toContain('HeadlessChrome');
    expect((await answer).status()).toBe(204);
    expect(server.rows().length).toBe(before);
  });

  test('bot user agents and paths the site does not have store nothing', async () => {
    const before = server.rows().length;
    const post = await scriptClient(server.origin);
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'curl/8.5.0',
      'Wget/1.21',
      'python-requests/2.32.3',
    ])
      expect((await post({ path: '/', viewport: 'desktop' }, { 'user-agent': ua })).status, ua).toBe(204);
    for (const path of ['/wp-admin', '/projects/999999', '/.env', '/\u001b[2J', '/projects/12/x']) {
      const res = await post({ path, viewport: 'desktop' });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'bad_request' });
    }
    expect(server.rows().length).toBe(before);
  });
});

test.describe('a flood', () => {
  test('from one client stores at most the stated bound; the rest is refused with 429 and Retry-After', async () => {
    test.setTimeout(120_000);
    const server = await startAnalyticsServer();
    try {
      const post = await scriptClient(server.origin);
      const statuses = new Map<number, number>();
      let retryAfter = '';
      const started = Date.now();
      let sent = 0;
      // Bounded in count (3,000) and in time (60 s), 50 requests in flight (each 429 comes after 0.5 s).
      const worker = async () => {
        while (sent < 3000 && Date.now() - started < 60_000) {
          sent += 1;
          const res = await post({ path: '/projects', viewport: 'desktop' });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 429) retryAfter = res.headers.get('retry-after') ?? '';
        }
      };
      await Promise.all(Array.from({ length: 50 }, worker));
      const bound = BURST + Math.ceil((Date.now() - started) / REFILL_MS);
      const stored = server.rows().length;
      expect(sent).toBeGreaterThanOrEqual(1000);
      expect(stored).toBe(statuses.get(204));
      expect(stored).toBeLessThanOrEqual(bound);
      expect(stored).toBeGreaterThanOrEqual(BURST);
      expect(statuses.get(429)).toBe(sent - stored);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    } finally {
      await server.stop();
    }
  });

  test('a visitor who meets the limit gets a working page; the tracker takes the 429 quietly', async ({
    browser,
  }) => {
    // One view per address and no refill within the test: the page's own view is the one refused.
    const server = await startAnalyticsServer({ PAGEVIEWS_BURST: '1', PAGEVIEWS_PER_MINUTE: '0.001' });
    try {
      expect((await (await scriptClient(server.origin))({ path: '/', viewport: 'desktop' })).status).toBe(
        204,
      );
      const stored = server.rows().length;
      const context = await browser.newContext({ userAgent: DESKTOP_CHROME, serviceWorkers: 'block' });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(String(error)));
      page.on('console', (m) => {
        // Chromium itself logs every failed fetch; the page adds nothing to it.
        if (m.type() === 'error' && !/status of 429/.test(m.text())) problems.push(m.text());
      });
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/pageviews'));
      await page.goto(`${server.origin}/contact`);
      await ready(page);
      expect((await answer).status()).toBe(429);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems).toEqual([]);
      expect(server.rows().length).toBe(stored);
      await context.close();
    } finally {
      await server.stop();
    }
  });

  test('without TRUST_PROXY, X-Forwarded-For does not make new clients', async () => {
    const server = await startAnalyticsServer();
    try {
      const post = await scriptClient(server.origin);
      const statuses: number[] = [];
      for (let i = 0; i < BURST + 5; i++)
        statuses.push(
          (await post({ path: '/contact', viewport: 'mobile' }, { 'x-forwarded-for': `198.51.100.${i}` }))
            .status,
        );
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
      expect(server.rows().length).toBeLessThanOrEqual(BURST + 1);
    } finally {
      await server.stop();
    }
  });

  test('a crash in the middle of a burst loses no acknowledged view and leaves a sound database', async () => {
    test.setTimeout(120_000);
    const limits = { PAGEVIEWS_BURST: '100000', PAGEVIEWS_PER_MINUTE: '100000' };
    const server = await startAnalyticsServer(limits);
    const post = await scriptClient(server.origin);
    let acknowledged = 0;
    let sent = 0;
    const worker = async () => {
      while (sent < 2000) {
        sent += 1;
        try {
          if ((await post({ path: '/', viewport: 'tablet' })).status === 204) acknowledged += 1;
        } catch {
          return; // the server is gone
        }
      }
    };
    const burst = Promise.all(Array.from({ length: 16 }, worker));
    await expect.poll(() => acknowledged, { timeout: 60_000 }).toBeGreaterThanOrEqual(150);
    server.child.kill('SIGKILL');
    await burst;
    const db = new Database(join(server.dataDir, 'analytics.sqlite'));
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = (db.prepare('SELECT COUNT(*) AS n FROM pageviews').get() as { n: number }).n;
    db.close();
    expect(stored).toBeGreaterThanOrEqual(acknowledged);
    expect(stored).toBeLessThanOrEqual(sent);
    // The server starts again on the same file and goes on counting.
    const again = await startAnalyticsServer(limits, server.dataDir);
    try {
      expect((await (await scriptClient(again.origin))({ path: '/', viewport: 'tablet' })).status).toBe(204);
      expect(again.rows().length).toBe(stored + 1);
    } finally {
      await again.stop();
    }
  });
});

test('npm run stats prints an escape sequence stored by an older server as visible text', async () => {
  const server = await startAnalyticsServer();
  await server.stop();
  const db = new Database(join(server.dataDir, 'analytics.sqlite'));
  const insert = db.prepare(
    "INSERT INTO pageviews (at, path, kind, work_id, referrer_host, viewport) VALUES (?, ?, 'page', NULL, NULL, 'desktop')",
  );
  insert.run(Date.now(), '/\u001b[2J\u001b]0;pris\u0007');
  insert.run(Date.now(), '/profil');
  db.close();
  const stats = (args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/stats.ts', ...args], {
      env: { ...process.env, DATA_DIR: server.dataDir },
      encoding: 'utf8',
    });
  const text = stats([]);
  expect(text).toContain('/\\x1b[2J\\x1b]0;pris\\x07');
  expect(text.split('\n').filter((line) => /\p{Cc}/u.test(line))).toEqual([]);
  const json = stats(['--json']);
  expect(json).not.toContain('\u001b');
  expect(JSON.parse(json).periods[0].routes).toContainEqual({
    key: '/\u001b[2J\u001b]0;pris\u0007',
    views: 1,
  });
});
