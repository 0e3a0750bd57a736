// A donut as a static figure for print: its ring as SVG strokes (they print without background graphics,
// which browsers leave out by default), its percentage inside, its title below.
import type { Donut } from '../../content/schema.ts';
import { donutPercent, formatPercent } from '../../scenes/contract/donutLayout.ts';

const SIZE = 48;
const STROKE = 4;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function PrintDonut({ donut }: { donut: Donut }) {
  const percent = donutPercent(donut.value);
  return (
    <li className="print-donut">
      <span className="print-donut-figure">
        <svg
          className="print-donut-ring"
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          width={SIZE}
          height={SIZE}
          aria-hidden="true"
          focusable="false"
        >
          <circle className="print-donut-track" cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} strokeWidth={STROKE} />
          {percent > 0 && (
            <circle
              className="print-donut-arc"
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              strokeWidth={STROKE}
              strokeDasharray={`${((CIRCUMFERENCE * percent) / 100).toFixed(2)} ${CIRCUMFERENCE.toFixed(2)}`}
              transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
            />
          )}
        </svg>
        <span className="print-donut-value">{formatPercent(percent)}</span>
      </span>
      <span className="print-donut-title">{donut.title}</span>
    </li>
  );
}
