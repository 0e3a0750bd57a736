// Starts the server: validates the content first, then serves /api and dist/ on PORT (8000).
import { fileURLToPath } from 'node:url';
import { loadPortfolioFile } from '../content/load.ts';
import { ContentError } from '../content/parse.ts';
import { AnalyticsDb, DEFAULT_LIMITS } from './analyticsDb.ts';
import { buildServer, parseTrustProxy } from './app.ts';
import { DEFAULT_PAGEVIEW_LIMITS } from './pageviews.ts';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8000);
const host = process.env.HOST ?? (dev ? 'localhost' : '0.0.0.0');

let content: ReturnType<typeof loadPortfolioFile>;
try {
  content = loadPortfolioFile();
} catch (error) {
  if (error instanceof ContentError) {
    console.error(`Server not started: the content is invalid.\n${error.message}`);
    process.exit(1);
  }
  throw error;
}

/** A positive number from the environment, or the default (a typo must not lift a limit). */
function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (Number.isFinite(value) && value > 0) return value;
  console.warn(`${name}=${raw} is not a positive number: using ${fallback}`);
  return fallback;
}

// ANALYTICS=off keeps page views out of the database (tests, local runs that should not count).
const analytics =
  process.env.ANALYTICS === 'off'
    ? null
    : new AnalyticsDb(process.env.DATA_DIR ?? 'data', {
        retentionDays: envNumber('ANALYTICS_RETENTION_DAYS', DEFAULT_LIMITS.retentionDays),
        maxBytes: envNumber('ANALYTICS_MAX_MB', DEFAULT_LIMITS.maxBytes / 1024 / 1024) * 1024 * 1024,
      });
if (analytics) {
  analytics.rollUp();
  setInterval(() => analytics.rollUp(), 60 * 60 * 1000).unref();
}
const app = await buildServer({
  content,
  dev,
  analytics,
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  pageViewLimits: {
    burst: envNumber('PAGEVIEWS_BURST', DEFAULT_PAGEVIEW_LIMITS.burst),
    perMinute: envNumber('PAGEVIEWS_PER_MINUTE', DEFAULT_PAGEVIEW_LIMITS.perMinute),
    perHour: envNumber('PAGEVIEWS_PER_HOUR', DEFAULT_PAGEVIEW_LIMITS.perHour),
    refusalDelayMs: DEFAULT_PAGEVIEW_LIMITS.refusalDelayMs,
  },
  distDir: dev ? undefined : (process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url))),
});
try {
  await app.listen({ port, host });
  console.log(`Portfolio served on http://localhost:${port}${dev ? ' (API only, development mode)' : ''}`);
} catch (error) {
  console.error(error);
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => {
      analytics?.close();
      process.exit(0);
    });
  });
}
