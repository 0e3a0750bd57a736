// `npm run stats`: page views per route and per work over the last 7 and 30 days, from the SQLite file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadPortfolioFile } from '../content/load.ts';
import { AnalyticsDb } from '../server/analyticsDb.ts';

const dataDir = process.env.DATA_DIR ?? 'data';
if (!existsSync(join(dataDir, 'analytics.sqlite'))) {
  console.log(`No page views yet (${join(dataDir, 'analytics.sqlite')} does not exist).`);
  process.exit(0);
}
const db = new AnalyticsDb(dataDir);
const titles = new Map(loadPortfolioFile().works.map((w) => [String(w.id), w.title]));
const DAY = 24 * 60 * 60 * 1000;

for (const days of [7, 30]) {
  const since = Date.now() - days * DAY;
  console.log(`\nLast ${days} days`);
  console.log('  per route');
  const routes = db.viewsPerRoute(since);
  if (routes.length === 0) console.log('    (none)');
  for (const { key, views } of routes) console.log(`    ${String(views).padStart(6)}  ${key}`);
  console.log('  per work');
  const works = db.viewsPerWork(since);
  if (works.length === 0) console.log('    (none)');
  for (const { key, views } of works)
    console.log(`    ${String(views).padStart(6)}  #${key} ${titles.get(key) ?? '(removed work)'}`);
}
console.log(`\n${db.count()} page views stored in all.`);
db.close();
