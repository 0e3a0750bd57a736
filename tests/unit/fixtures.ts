// Test fixtures: the sample content, and a deep copy helper to break it in one place.
import { readFileSync } from 'node:fs';

export function sampleDocument(): Record<string, unknown> & {
  works: Record<string, unknown>[];
  types: Record<string, unknown>[];
  clients: Record<string, unknown>[];
  actus: Record<string, unknown>[];
  site: Record<string, unknown>;
  contact: Record<string, unknown>;
} {
  return JSON.parse(readFileSync(new URL('../../content/portfolio.json', import.meta.url), 'utf8'));
}

/** A desktop Chrome's user agent: what the page-view filter counts (a headless one it refuses). */
export const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const XSRF_TOKEN = 'T'.repeat(32);
/** A browser's page-view POST: the anti-forgery cookie and header pair, JSON, a desktop Chrome. */
export const PAGEVIEW_HEADERS = {
  cookie: `XSRF-TOKEN=${XSRF_TOKEN}`,
  'x-xsrf-token': XSRF_TOKEN,
  'content-type': 'application/json',
  'user-agent': DESKTOP_CHROME,
};
