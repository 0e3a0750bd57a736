// The ring's DOM side: a listbox of the works laid over the ring, for keyboard and assistive tech, that
// also takes the pointer (the wheel: ringPageInput.ts); the Pixi ring is drawn underneath by RingChart.
import type { KeyboardEvent, RefObject } from 'react';
import type { Client, Work, WorkType } from '../../content/schema.ts';
import { useStageScene } from '../canvas/useStageScene.ts';
import { year } from '../lib/frenchDates.ts';
import { plainText } from '../lib/linkMarkers.ts';
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
  useStageScene(
    () =>
      import('./ringSurface.ts').then(({ RingSurface }) => (bridge) => {
        const element = surface.current;
        if (!element) throw new Error('The ring surface is not in the page');
        return new RingSurface(bridge, element, {
          works,
          typeColors: [...typeColors],
          ...(BENCH_SPIN === undefined ? {} : { spin: BENCH_SPIN }),
        });
      }),
    works,
  );

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
          className="visually-hidden"
          onClick={() => chooseWork(work.id)}
        >
          {workName(work, clientById, typeById)}
        </div>
      ))}
    </div>
  );
}
