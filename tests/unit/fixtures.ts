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
