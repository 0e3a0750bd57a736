// Loads the shared data document and the home list once, validates them, and caches them for every route.
import { apiBase } from '../lib/apiBase.ts';
import { request } from '../lib/request.ts';
import type { HomeData, PortfolioData } from './dataTypes.ts';

export type { HomeData, HomeProject, PortfolioData } from './dataTypes.ts';

/**
 * A load that has not finished after this long fails (and shows the French message with its retry): a
 * stalled connection must never leave the visitor on a page that waits forever.
 */
export const LOAD_TIMEOUT_MS = 8000;

// The validator (valibot) and what reads the answers with it are a chunk of their own, fetched while the
// data is on its way: the entry stays small.
const loadReader = () => import('./readAnswers.ts');
type Reader = Awaited<ReturnType<typeof loadReader>>;

/** Each answer's load, while it runs and once it succeeded; a failure forgets it, so a retry fetches again. */
const loads = new Map<string, Promise<unknown>>();

function load<T>(path: 'portfolio' | 'actus', read: (reader: Reader, raw: unknown) => T): Promise<T> {
  const existing = loads.get(path);
  if (existing) return existing as Promise<T>;
  const reader = loadReader();
  const promise = request(`${apiBase(window.location)}/${path}`, {
    signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
  }).then(async (raw) => read(await reader, raw));
  loads.set(path, promise);
  promise.catch(() => {
    if (loads.get(path) === promise) loads.delete(path);
  });
  return promise;
}

export function loadPortfolio(): Promise<PortfolioData> {
  return load('portfolio', (reader, raw) => reader.readPortfolioAnswer(raw));
}

export function loadHome(): Promise<HomeData> {
  return load('actus', (reader, raw) => reader.readActusAnswer(raw));
}
