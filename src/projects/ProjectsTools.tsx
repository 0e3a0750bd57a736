// The legend of the types that have works, and the sorter: the footer under the details, and the bar
// above the list on narrow screens.
import type { Work, WorkType } from '../../content/schema.ts';
import type { SortKey } from '../lib/sortWorks.ts';
import { appStore, useAppStore } from '../store/index.ts';
import { TypeBadge } from './TypeBadge.tsx';

/** The sorter's items, in the spec's order; Date is the default. */
const SORT_OPTIONS: readonly { id: SortKey; label: string }[] = [
  { id: 'date', label: 'Date' },
  { id: 'client_id', label: 'Client' },
  { id: 'type_id', label: 'Type' },
];

export function ProjectsTools({ types, works }: { types: readonly WorkType[]; works: readonly Work[] }) {
  const sort = useAppStore((s) => s.sort);
  const used = new Set(works.map((work) => work.type_id));
  const legend = types.filter((type) => used.has(type.id));
  return (
    <>
      <ul className="type-legend" aria-label="Types de projets">
        {legend.map((type) => (
          <li key={type.id}>
            <TypeBadge type={type} />
          </li>
        ))}
      </ul>
      <fieldset className="sorter">
        <legend className="sorter-title">Trié par&nbsp;:</legend>
        {SORT_OPTIONS.map((option) => (
          <label key={option.id} className="sorter-option">
            <input
              type="radio"
              name="projects-sort"
              value={option.id}
              checked={sort === option.id}
              onChange={() => appStore.getState().setSort(option.id)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
