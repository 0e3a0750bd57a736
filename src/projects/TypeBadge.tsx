// A work type as the legend, the details and the list show it: its colour (the ring's) and its name.
import type { CSSProperties } from 'react';
import type { WorkType } from '../../content/schema.ts';

export function TypeBadge({ type }: { type: WorkType }) {
  return (
    <span className="type-badge">
      <span
        className="type-swatch"
        // The stylesheet's colour for the prerendered page, which has no style attributes (the CSP).
        data-type={type.id}
        style={{ '--type-color': type.color } as CSSProperties}
        aria-hidden="true"
      />
      {type.value}
    </span>
  );
}
