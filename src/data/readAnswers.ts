// Reads the API's answers into the screens' data: validation (valibot), lookup tables and donuts. Loaded with
// the validator while the data is on its way, so none of it weighs on the entry.
import {
  type ContentProblem,
  formatProblems,
  parseApiActus,
  parseApiPortfolio,
  parseHomeGraphs,
} from '../../content/parse.ts';
import type { Actu, PortfolioDocument } from '../../content/schema.ts';
import { typesetContent } from '../lib/frenchTypography.ts';
import type { HomeData, PortfolioData } from './dataTypes.ts';

function warnProblems(what: string, problems: ContentProblem[]) {
  if (problems.length === 0) return;
  console.warn(`${what}: ${problems.length} invalid part(s) left out\n${formatProblems(problems)}`);
}

/**
 * The validated document with its lookup tables. Its text is typeset the French way here, once, for every
 * screen and scene that shows it (the prerendered pages go through here too).
 */
export function toPortfolioData(source: PortfolioDocument, problems: ContentProblem[]): PortfolioData {
  const doc = typesetContent(source);
  const { actus: _actus, $schema: _schema, ...portfolio } = doc;
  return {
    ...portfolio,
    typeById: new Map(doc.types.map((t) => [t.id, t])),
    clientById: new Map(doc.clients.map((c) => [c.id, c])),
    problems,
  };
}

/** The home list with each project's donuts read from its home_graphs. */
export function toHomeData(actus: Actu[], problems: ContentProblem[]): HomeData {
  const all = [...problems];
  const projects = typesetContent(actus).map((actu, index) => {
    const { donuts, problem } = parseHomeGraphs(actu.home_graphs);
    if (problem) {
      console.warn(`actus[${index}].home_graphs: ${problem}; no donut shown for "${actu.title}"`);
      // The project stays, its donuts are left out: the notice counts them too.
      all.push({ path: `actus[${index}].home_graphs`, message: problem });
    }
    return { ...actu, donuts };
  });
  return { projects, problems: all };
}

/** GET /api/portfolio's answer: the valid part of the document, and what was left out. */
export function readPortfolioAnswer(raw: unknown): PortfolioData {
  const { doc, problems } = parseApiPortfolio(raw);
  warnProblems('GET /api/portfolio', problems);
  return toPortfolioData(doc, problems);
}

/** GET /api/actus's answer: the valid projects with their donuts, and what was left out. */
export function readActusAnswer(raw: unknown): HomeData {
  const { actus, problems } = parseApiActus(raw);
  warnProblems('GET /api/actus', problems);
  return toHomeData(actus, problems);
}
