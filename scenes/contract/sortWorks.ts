// The Projects sort orders: date descending; by client or type, ascending by that key, then date descending.
import type { Work } from '../../content/schema.ts';

export type SortKey = 'date' | 'client_id' | 'type_id';

export const SORT_KEYS: readonly SortKey[] = ['date', 'client_id', 'type_id'];

const byDateDesc = (a: Work, b: Work) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id - b.id);

export function sortWorks(works: readonly Work[], key: SortKey): Work[] {
  const sorted = [...works];
  if (key === 'date') return sorted.sort(byDateDesc);
  return sorted.sort((a, b) => {
    const left = a[key];
    const right = b[key];
    return left < right ? -1 : left > right ? 1 : byDateDesc(a, b);
  });
}
