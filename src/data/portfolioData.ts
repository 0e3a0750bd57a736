// Loads the shared data document and the home list once, validates them, and caches them for every route.
import type { ContentProblem, parseHomeGraphs } from '../../content/parse.ts';
import type { Actu, Client, Donut, Portfolio, PortfolioDocument, WorkType } from '../../content/schema.ts';
import { apiBase } from '../lib/apiBase.ts';
import { request } from '../lib/request.ts';

export interface PortfolioData extends Portfolio {
  typeById: ReadonlyMap<string, WorkType>;
  clientById: ReadonlyMap<string, Client>;
  /** Parts of the answer that were invalid and left out. */
  problems: ContentProblem[];
}

export interface HomeProject extends Actu {
  donuts: Donut[];
}

export interface HomeData {
  projects: HomeProject[];
  problems: ContentProblem[];
}

/**
 * A load that has not finished after this long fails (and shows the French message with its retry): a
 * stalled connection must never leave the visitor on a page that waits forever.
 */
export const LOAD_TIMEOUT_MS = 8000;

let portfolioPromise: Promise<PortfolioData> | undefined;
let actusPromise: Promise<HomeData> | undefined;

function warnProblems(what: string, problems: ContentProblem[]) {
  if (problems.length === 0) return;
  console.warn(
    `${what}: ${problems.length} invalid part(s) left out\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
  );
}

/** The validated document with its lookup tables. */
export function toPortfolioData(doc: PortfolioDocument, problems: ContentProblem[]): PortfolioData {
  const { actus: _actus, $schema: _schema, ...portfolio } = doc;
  return {
    ...portfolio,
    typeById: new Map(doc.types.map((t) => [t.id, t])),
    clientById: new Map(doc.clients.map((c) => [c.id, c])),
    problems,
  };
}

// The validator (valibot) is its own chunk, fetched while the data is on its way: the entry stays small.
const loadParser = () => import('../../content/parse.ts');

async function fetchPortfolio(): Promise<PortfolioData> {
  const parser = loadParser();
  const raw = await request(`${apiBase(window.location)}/portfolio`, {
    signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
  });
  const { doc, problems } = (await parser).parseApiPortfolio(raw);
  warnProblems('GET /api/portfolio', problems);
  return toPortfolioData(doc, problems);
}

/** The home list with each project's donuts read from its home_graphs. */
export function toHomeData(
  actus: Actu[],
  problems: ContentProblem[],
  readGraphs: typeof parseHomeGraphs,
): HomeData {
  const all = [...problems];
  const projects = actus.map((actu, index) => {
    const { donuts, problem } = readGraphs(actu.home_graphs);
    if (problem) {
      console.warn(`actus[${index}].home_graphs: ${problem}; no donut shown for "${actu.title}"`);
      // The project stays, its donuts are left out: the notice counts them too.
      all.push({ path: `actus[${index}].home_graphs`, message: problem });
    }
    return { ...actu, donuts };
  });
  return { projects, problems: all };
}

async function fetchActus(): Promise<HomeData> {
  const parser = loadParser();
  const raw = await request(`${apiBase(window.location)}/actus`, {
    signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
  });
  const { parseApiActus, parseHomeGraphs } = await parser;
  const { actus, problems } = parseApiActus(raw);
  warnProblems('GET /api/actus', problems);
  return toHomeData(actus, problems, parseHomeGraphs);
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
