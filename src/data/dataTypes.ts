// The data the screens read: the content document and the home list, validated and typeset.
import type { ContentProblem } from '../../content/parse.ts';
import type { Actu, Client, Donut, Portfolio, WorkType } from '../../content/schema.ts';

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
