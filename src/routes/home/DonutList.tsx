// A project's donuts in the DOM: the boxes the Pixi scene draws the rings in, the figures it counts up,
// the visible titles, and each title with its percentage for screen readers. Untitled donuts keep their
// box, hidden from them.
import { useRef } from 'react';
import type { Donut } from '../../../content/schema.ts';
import {
  type DonutSpec,
  donutPercent,
  formatPercent,
  isDonutShown,
} from '../../../scenes/contract/donutLayout.ts';
import { useCssVariables } from './useCssVariables.ts';

interface DonutListProps {
  donuts: readonly Donut[];
  projectId: number;
  spec: Readonly<DonutSpec>;
}

export function DonutList({ donuts, projectId, spec }: DonutListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useCssVariables(listRef, {
    '--donut-size': `${spec.size}px`,
    '--donut-width': `${spec.width}px`,
    '--donut-weight': `${spec.weight}px`,
  });
  if (donuts.length === 0) return null;
  return (
    <ul ref={listRef} className="donuts" data-donut-project={projectId}>
      {donuts.map((donut, index) =>
        isDonutShown(donut) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: donuts have no identity beyond their order
          <li key={index} className="donut" data-donut-slot={index}>
            <span className="donut-figure" aria-hidden="true">
              <span className="donut-value">{formatPercent(donutPercent(donut.value))}</span>
            </span>
            <span className="donut-title">{donut.title}</span>
            <span className="visually-hidden">{`\u00a0: ${formatPercent(donutPercent(donut.value))}`}</span>
          </li>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <li key={index} className="donut is-untitled" data-donut-slot={index} aria-hidden="true">
            <span className="donut-figure" />
          </li>
        ),
      )}
    </ul>
  );
}
