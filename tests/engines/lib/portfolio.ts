// The served document, and the works in the spec's orders (written out again here, as the Chromium suite
// does, rather than imported from the code under test).
import type { Portfolio, Work } from '../../../content/schema.ts';

export type SortKey = 'date' | 'client_id' | 'type_id';

export async function fetchPortfolio(origin: string): Promise<Portfolio> {
  const response = await fetch(`${origin}/api/portfolio`);
  if (!response.ok) throw new Error(`/api/portfolio answered ${response.status}`);
  return (await response.json()) as Portfolio;
}

const newestFirst = (a: Work, b: Work) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id - b.id);

/** Date descending; by client or type, ascending by that key, then date descending. */
export function specOrder(works: readonly Work[], key: SortKey): Work[] {
  if (key === 'date') return [...works].sort(newestFirst);
  return [...works].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : newestFirst(a, b)));
}

/** The work at 1-based `position` of `order`; an error when there is none. */
export function at(order: readonly Work[], position: number): Work {
  const work = order[position - 1];
  if (!work) throw new Error(`no work #${position} in a list of ${order.length}`);
  return work;
}
