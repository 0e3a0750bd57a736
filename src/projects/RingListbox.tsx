// The ring's DOM side: a listbox of the works laid over the ring, for keyboard and assistive tech, that
// also takes the pointer (the wheel: ringPageInput.ts); the Pixi ring is drawn underneath by the Ring scene (scenes/ring/Ring.tsx).
// Beside it, the layer where the ring's page half writes the hover card and the groups' names: what they
// show, each option says too (its name: title, client, year, type; its description: its group).
import { type KeyboardEvent, type RefObject, useRef } from 'react';
import type { Client, Work, WorkType } from '../../content/schema.ts';
import type { SortKey } from '../../scenes/contract/sortWorks.ts';
import { useStageScene } from '../canvas/useStageScene.ts';
import { year } from '../lib/frenchDates.ts';
import { plainText } from '../lib/linkMarkers.ts';
import { useAppStore } from '../store/index.ts';
import { ARROW_STEPS, chooseWork, stepSelection } from './selection.ts';

interface RingListboxProps {
  /** All works in their original order: the scene sorts them itself, as the store says. */
  works: readonly Work[];
  /** The works in the current sort order. */
  sorted: readonly Work[];
  /** Index of the selected work in `sorted`. */
  selected: number;
  typeById: ReadonlyMap<string, WorkType>;
  clientById: ReadonlyMap<string, Client>;
  typeColors: ReadonlyMap<string, string>;
  /** The listbox element, which the page's wheel and focus handling also use. */
  surface: RefObject<HTMLDivElement | null>;
}

export const optionId = (work: Work) => `projet-${work.id}`;

/** What a screen reader says for a work: title, client, year, type. */
export function workName(
  work: Work,
  clientById: ReadonlyMap<string, Client>,
  typeById: ReadonlyMap<string, WorkType>,
) {
  return [
    plainText(work.title),
    clientById.get(work.client_id)?.name,
    year(work.date),
    typeById.get(work.type_id)?.value,
  ]
    .filter(Boolean)
    .join(', ');
}

/** What each sort groups by, as a description says it: « Client Acme, projet 2 sur 3 ». */
const GROUP_KINDS: Readonly<Record<SortKey, string>> = {
  date: 'Année',
  client_id: 'Client',
  type_id: 'Type',
};

/**
 * Each work's group in `sorted` (consecutive works of one year, client or type, as the ring names them),
 * said as its option's description: the group's name and the work's place in it.
 */
export function groupDescriptions(
  sorted: readonly Work[],
  sort: SortKey,
  clientById: ReadonlyMap<string, Client>,
  typeById: ReadonlyMap<string, WorkType>,
): string[] {
  const key = (work: Work) => (sort === 'date' ? year(work.date) : work[sort]);
  const name = (work: Work) =>
    sort === 'client_id'
      ? (clientById.get(work.client_id)?.name ?? work.client_id)
      : sort === 'type_id'
        ? (typeById.get(work.type_id)?.value ?? work.type_id)
        : year(work.date);
  const descriptions: string[] = [];
  for (let start = 0; start < sorted.length; ) {
    const first = sorted[start] as Work;
    let end = start + 1;
    while (end < sorted.length && key(sorted[end] as Work) === key(first)) end++;
    for (let i = start; i < end; i++)
      descriptions.push(`${GROUP_KINDS[sort]} ${name(first)}, projet ${i - start + 1} sur ${end - start}`);
    start = end;
  }
  return descriptions;
}

/**
 * Bench hook, ?bench=ring&spin=<rad/s>: the ring turns continuously at that speed, as the bench's peer
 * rings do (bench/peers). Read once: the bench loads the page with it.
 */
const BENCH_SPIN = typeof window === 'undefined' ? undefined : benchSpin(window.location.search);

function benchSpin(search: string): number | undefined {
  const query = new URLSearchParams(search);
  const spin = Number(query.get('spin'));
  return query.get('bench') === 'ring' && Number.isFinite(spin) && spin !== 0 ? spin : undefined;
}

export function RingListbox({
  works,
  sorted,
  selected,
  typeById,
  clientById,
  typeColors,
  surface,
}: RingListboxProps) {
  const sort = useAppStore((s) => s.sort);
  const layer = useRef<HTMLDivElement>(null);
  useStageScene(
    () =>
      import('./ringSurface.ts').then(({ RingSurface }) => (bridge) => {
        const element = surface.current;
        const overlay = layer.current;
        if (!element || !overlay) return null;
        return new RingSurface(
          bridge,
          element,
          overlay,
          {
            works,
            typeColors: [...typeColors],
            ...(BENCH_SPIN === undefined ? {} : { spin: BENCH_SPIN }),
          },
          { works, clientById, typeById },
        );
      }),
    works,
  );
  const descriptions = groupDescriptions(sorted, sort, clientById, typeById);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const delta = ARROW_STEPS[event.key];
    if (delta) stepSelection(works, delta);
    else if (event.key === 'Home') chooseWork(sorted[0]?.id);
    else if (event.key === 'End') chooseWork(sorted.at(-1)?.id);
    else return;
    event.preventDefault();
  };

  const current = sorted[selected];
  return (
    <>
      <div
        ref={surface}
        className="ring-surface"
        role="listbox"
        tabIndex={0}
        aria-label="Anneau des projets"
        aria-activedescendant={current ? optionId(current) : undefined}
        onKeyDown={onKeyDown}
      >
        {sorted.map((work, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox owns the keys (aria-activedescendant)
          <div
            key={work.id}
            id={optionId(work)}
            role="option"
            tabIndex={-1}
            aria-selected={index === selected}
            aria-description={descriptions[index]}
            data-work={work.id}
            className="visually-hidden"
            onClick={() => chooseWork(work.id)}
          >
            {workName(work, clientById, typeById)}
          </div>
        ))}
      </div>
      {/* The hover card and the groups' names (ringOverlay.ts): what the options above say already. */}
      <div ref={layer} className="ring-overlay" aria-hidden="true" />
    </>
  );
}
