// Page views in a SQLite file: path, kind, work, referrer host, viewport class and time. No IP, no cookie, no id.
// Raw views older than the retention period become daily counts; past the size cap only daily counts grow.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';

export interface PageView {
  path: string;
  kind: 'page' | 'work';
  workId: number | null;
  referrerHost: string | null;
  viewport: 'mobile' | 'tablet' | 'desktop';
  at: number;
}

export interface ViewCount {
  key: string;
  views: number;
}

export interface RefusedCount {
  day: string;
  reason: string;
  count: number;
}

export interface AnalyticsLimits {
  /** Raw views older than this are rolled up into daily counts. */
  retentionDays: number;
  /** Past this file size, new views are counted only in the daily roll-up. */
  maxBytes: number;
  /** Where the cap's one-time notice goes. */
  log: (line: string) => void;
}

export const DEFAULT_LIMITS: AnalyticsLimits = {
  retentionDays: 90,
  maxBytes: 200 * 1024 * 1024,
  log: (line) => console.warn(line),
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** The cap is a file size, read at most this often (a pragma, cheap, but not per view). */
const SIZE_CHECK_MS = 10_000;

export const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

export class AnalyticsDb {
  private readonly db: Database.Database;
  private readonly insertView: Database.Statement;
  private readonly upsertDaily: Database.Statement;
  private readonly limits: AnalyticsLimits;
  private nextSizeCheck = 0;
  private capped = false;

  constructor(dataDir: string, limits: Partial<AnalyticsLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    this.db = new Database(join(dir, 'analytics.sqlite'));
    // WAL for concurrent readers (`npm run stats`), FULL so an acknowledged view survives a crash.
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS pageviews (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        path TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('page', 'work')),
        work_id INTEGER,
        referrer_host TEXT,
        viewport TEXT NOT NULL CHECK (viewport IN ('mobile', 'tablet', 'desktop'))
      );
      CREATE INDEX IF NOT EXISTS pageviews_at ON pageviews (at);
      CREATE TABLE IF NOT EXISTS daily_views (
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        kind TEXT NOT NULL,
        work_id INTEGER NOT NULL DEFAULT 0,
        viewport TEXT NOT NULL,
        referrer_host TEXT NOT NULL DEFAULT '',
        views INTEGER NOT NULL,
        PRIMARY KEY (day, path, kind, work_id, viewport, referrer_host)
      );
      CREATE TABLE IF NOT EXISTS refused (
        day TEXT NOT NULL,
        reason TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (day, reason)
      );
    `);
    this.insertView = this.db.prepare(
      'INSERT INTO pageviews (at, path, kind, work_id, referrer_host, viewport) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.upsertDaily = this.db.prepare(
      `INSERT INTO daily_views (day, path, kind, work_id, viewport, referrer_host, views) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT DO UPDATE SET views = views + excluded.views`,
    );
  }

  add(view: PageView): void {
    if (this.isCapped()) {
      // Without the referrer host, the roll-up has a bounded number of rows per day.
      this.upsertDaily.run(dayOf(view.at), view.path, view.kind, view.workId ?? 0, view.viewport, '', 1);
      return;
    }
    this.insertView.run(view.at, view.path, view.kind, view.workId, view.referrerHost, view.viewport);
  }

  /** The file's size in bytes, as SQLite sees it (pages in use and free). */
  sizeBytes(): number {
    const pages = this.db.pragma('page_count', { simple: true }) as number;
    const pageSize = this.db.pragma('page_size', { simple: true }) as number;
    return pages * pageSize;
  }

  private isCapped(): boolean {
    const now = Date.now();
    if (now < this.nextSizeCheck) return this.capped;
    this.nextSizeCheck = now + SIZE_CHECK_MS;
    const capped = this.sizeBytes() >= this.limits.maxBytes;
    if (capped && !this.capped) {
      this.limits.log(
        `analytics: the database reached its size cap (${Math.round(this.limits.maxBytes / 1024 / 1024)} MB, ANALYTICS_MAX_MB); new views are now counted only as daily totals`,
      );
    }
    this.capped = capped;
    return capped;
  }

  /** Moves raw views older than the retention period into daily counts, in one transaction. */
  rollUp(now = Date.now()): number {
    const cutoff = now - this.limits.retentionDays * DAY_MS;
    return this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO daily_views (day, path, kind, work_id, viewport, referrer_host, views)
           SELECT date(at / 1000, 'unixepoch'), path, kind, COALESCE(work_id, 0), viewport, COALESCE(referrer_host, ''), COUNT(*)
           FROM pageviews WHERE at < ? GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1
           ON CONFLICT DO UPDATE SET views = views + excluded.views`,
        )
        .run(cutoff);
      return this.db.prepare('DELETE FROM pageviews WHERE at < ?').run(cutoff).changes;
    })();
  }

  /** Adds refusal counts (written by the server at most once a minute). */
  addRefused(counts: readonly RefusedCount[]): void {
    const upsert = this.db.prepare(
      'INSERT INTO refused (day, reason, count) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET count = count + excluded.count',
    );
    this.db.transaction(() => {
      for (const c of counts) upsert.run(c.day, c.reason, c.count);
    })();
  }

  refusedSince(since: number): RefusedCount[] {
    return this.db
      .prepare('SELECT day, reason, count FROM refused WHERE day >= ? ORDER BY day, reason')
      .all(dayOf(since)) as RefusedCount[];
  }

  /** Raw views plus the rolled-up ones. */
  count(): number {
    const raw = (this.db.prepare('SELECT COUNT(*) AS n FROM pageviews').get() as { n: number }).n;
    const daily = (
      this.db.prepare('SELECT COALESCE(SUM(views), 0) AS n FROM daily_views').get() as { n: number }
    ).n;
    return raw + daily;
  }

  /** Page views per route (the path's first segment) since a time; daily counts from their day on. */
  viewsPerRoute(since: number): ViewCount[] {
    const route = `CASE WHEN path = '/' THEN '/' ELSE '/' || substr(path, 2, instr(substr(path, 2) || '/', '/') - 1) END`;
    return this.db
      .prepare(
        `SELECT key, SUM(views) AS views FROM (
           SELECT ${route} AS key, COUNT(*) AS views FROM pageviews WHERE at >= ? AND kind = 'page' GROUP BY key
           UNION ALL
           SELECT ${route} AS key, SUM(views) AS views FROM daily_views WHERE day >= ? AND kind = 'page' GROUP BY key
         ) GROUP BY key ORDER BY views DESC, key`,
      )
      .all(since, dayOf(since)) as ViewCount[];
  }

  /** Views of each work (deep links and selections on the ring) since a time. */
  viewsPerWork(since: number): ViewCount[] {
    return this.db
      .prepare(
        `SELECT CAST(work_id AS TEXT) AS key, SUM(views) AS views FROM (
           SELECT work_id, COUNT(*) AS views FROM pageviews WHERE at >= ? AND work_id IS NOT NULL GROUP BY work_id
           UNION ALL
           SELECT work_id, SUM(views) AS views FROM daily_views WHERE day >= ? AND work_id != 0 GROUP BY work_id
         ) GROUP BY work_id ORDER BY views DESC, work_id`,
      )
      .all(since, dayOf(since)) as ViewCount[];
  }

  close(): void {
    this.db.close();
  }
}
