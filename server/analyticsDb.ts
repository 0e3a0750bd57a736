// Page views in a SQLite file: path, kind, work, referrer host, viewport class and time. No IP, no cookie, no id.
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

export class AnalyticsDb {
  private readonly db: Database.Database;
  private readonly insertView: Database.Statement;

  constructor(dataDir: string) {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    this.db = new Database(join(dir, 'analytics.sqlite'));
    this.db.pragma('journal_mode = WAL');
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
    `);
    this.insertView = this.db.prepare(
      'INSERT INTO pageviews (at, path, kind, work_id, referrer_host, viewport) VALUES (?, ?, ?, ?, ?, ?)',
    );
  }

  add(view: PageView): void {
    this.insertView.run(view.at, view.path, view.kind, view.workId, view.referrerHost, view.viewport);
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM pageviews').get() as { n: number }).n;
  }

  /** Page views per route (the path's first segment) since a time. */
  viewsPerRoute(since: number): ViewCount[] {
    return this.db
      .prepare(
        `SELECT CASE WHEN path = '/' THEN '/' ELSE '/' || substr(path, 2, instr(substr(path, 2) || '/', '/') - 1) END AS key,
                COUNT(*) AS views
         FROM pageviews WHERE at >= ? AND kind = 'page' GROUP BY key ORDER BY views DESC, key`,
      )
      .all(since) as ViewCount[];
  }

  /** Views of each work (deep links and selections on the ring) since a time. */
  viewsPerWork(since: number): ViewCount[] {
    return this.db
      .prepare(
        `SELECT CAST(work_id AS TEXT) AS key, COUNT(*) AS views FROM pageviews
         WHERE at >= ? AND work_id IS NOT NULL GROUP BY work_id ORDER BY views DESC, work_id`,
      )
      .all(since) as ViewCount[];
  }

  close(): void {
    this.db.close();
  }
}
