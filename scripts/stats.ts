// `npm run stats [-- --json]`: page views per route and per work over the last 7 and 30 days, and the
// views refused per day, from the SQLite file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadPortfolioFile } from '../content/load.ts';
import { AnalyticsDb } from '../server/analyticsDb.ts';
import { renderStats, type StatsReport, statsJson } from './statsReport.ts';

const json = process.argv.includes('--json');
const dataDir = process.env.DATA_DIR ?? 'data';
const file = join(dataDir, 'analytics.sqlite');
if (!existsSync(file)) {
  if (json) console.log(statsJson({ periods: [], refused: [], total: 0 }));
  else console.log(`No page views yet (${file} does not exist).`);
  process.exit(0);
}
const db = new AnalyticsDb(dataDir);
const titles = new Map(loadPortfolioFile().works.map((w) => [String(w.id), w.title]));
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

const report: StatsReport = {
  periods: [7, 30].map((days) => ({
    days,
    routes: db.viewsPerRoute(now - days * DAY),
    works: db.viewsPerWork(now - days * DAY).map((w) => ({ ...w, title: titles.get(w.key) ?? null })),
  })),
  refused: db.refusedSince(now - 30 * DAY),
  total: db.count(),
};
db.close();
console.log(json ? statsJson(report) : renderStats(report));
