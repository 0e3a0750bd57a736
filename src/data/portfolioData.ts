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

let portfolioPromise: Promise<PortfolioData> | undefined;
let actusPromise: Promise<HomeData> | undefined;

// The validator (valibot) and what reads the answers with it are a chunk of their own, fetched while the
// data is on its way: the entry stays small.
const loadReader = () => import('./readAnswers.ts');

async function fetchPortfolio(): Promise<PortfolioData> {
  const reader = loadReader();
  const raw = await request(`${apiBase(window.location)}/portfolio`, {
    signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
  });
  return (await reader).readPortfolioAnswer(raw);
}

async function fetchActus(): Promise<HomeData> {
  const reader = loadReader();
  const raw = await request(`${apiBase(window.location)}/actus`, {
    signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
  });
  return (await reader).readActusAnswer(raw);
}

/** Caches the promise; a failure clears it so that a retry fetches again. */
function cached<T>(
  get: () => Promise<T> | undefined,
  set: (p: Promise<T> | undefined) => void,
  load: () => Promise<T>,
) {
  const existing = get();
  if (existing) return existing;
  const promise = load();
  set(promise);
  promise.catch(() => {
    if (get() === promise) set(undefined);
  });
  return promise;
}

export function loadPortfolio(): Promise<PortfolioData> {
  return cached(
    () => portfolioPromise,
    (p) => {
      portfolioPromise = p;
    },
    fetchPortfolio,
  );
}

export function loadHome(): Promise<HomeData> {
  return cached(
    () => actusPromise,
    (p) => {
      actusPromise = p;
    },
    fetchActus,
  );
}
