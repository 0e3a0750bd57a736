// Starts the server: validates the content first, then serves /api and dist/ on PORT (8000).
import { fileURLToPath } from 'node:url';
import { loadPortfolioFile } from '../content/load.ts';
import { ContentError } from '../content/parse.ts';
import { AnalyticsDb } from './analyticsDb.ts';
import { buildServer } from './app.ts';

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

// ANALYTICS=off keeps page views out of the database (tests, local runs that should not count).
const analytics = process.env.ANALYTICS === 'off' ? null : new AnalyticsDb(process.env.DATA_DIR ?? 'data');
const app = await buildServer({
  content,
  dev,
  analytics,
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
