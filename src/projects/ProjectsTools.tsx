// The legend of the types that have works, and the sorter: the footer under the details, and the bar
// above the list on narrow screens.
import type { Work, WorkType } from '../../content/schema.ts';
import { SORT_KEYS, type SortKey } from '../../scenes/contract/sortWorks.ts';
import { useAppStore } from '../store/index.ts';
import { chooseSort } from './selection.ts';
import { TypeBadge } from './TypeBadge.tsx';

/** The sorter's labels; its items come in SORT_KEYS' order, Date (the default) first. */
const SORT_LABELS: Readonly<Record<SortKey, string>> = { date: 'Date', client_id: 'Client', type_id: 'Type' };

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
        {/* The legend names the group; the line shows a copy of it. WebKit never floats a legend nor lays
            it out as a flex item: a shown legend there is a line of its own, above the pills. */}
        <legend className="visually-hidden">Trié par&nbsp;:</legend>
        <span className="sorter-title" aria-hidden="true">
          Trié par&nbsp;:
        </span>
        {SORT_KEYS.map((key) => (
          <label key={key} className="sorter-option">
            <input
              type="radio"
              name="projects-sort"
              value={key}
              checked={sort === key}
              onChange={() => chooseSort(works, key)}
            />
            <span>{SORT_LABELS[key]}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
