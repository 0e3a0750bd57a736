// Donut chart geometry: the spec's size/width/weight turned into radii, arc angles and the shown percentage.

export interface DonutSpec {
  /** The square box the donut is drawn in (px). */
  size: number;
  /** The ring's outer diameter (px). */
  width: number;
  /** The ring's stroke weight (px). */
  weight: number;
}

/** The spec's constants: desktop size 84, width 74, stroke 6; under 768 px size 72, width 60, weight 4. */
export const DESKTOP_DONUT: Readonly<DonutSpec> = { size: 84, width: 74, weight: 6 };
export const MOBILE_DONUT: Readonly<DonutSpec> = { size: 72, width: 60, weight: 4 };

/** Where the ring starts: twelve o'clock, then clockwise. */
export const START_ANGLE = -Math.PI / 2;
const FULL_TURN = Math.PI * 2;

export interface DonutGeometry {
  /** Centre of the ring inside its box (px from the box's top-left corner, on both axes). */
  center: number;
  /** Radius of the stroke's centre line: where the arc is drawn. */
  radius: number;
  innerRadius: number;
  outerRadius: number;
  weight: number;
}

export function donutGeometry({ size, width, weight }: DonutSpec): DonutGeometry {
  if (!(weight > 0) || !(width > 0) || !(size > 0)) throw new RangeError('Donut sizes must be positive');
  if (width > size) throw new RangeError(`Donut width ${width} does not fit in its box of ${size}`);
  if (weight * 2 > width) throw new RangeError(`Donut weight ${weight} is too thick for width ${width}`);
  const outerRadius = width / 2;
  return {
    center: size / 2,
    radius: outerRadius - weight / 2,
    innerRadius: outerRadius - weight,
    outerRadius,
    weight,
  };
}

export interface DonutArc {
  start: number;
  end: number;
  /** The arc's angle (radians), 0 to 2π. */
  sweep: number;
}

/** The value arc at animation `progress` (0..1): the donut grows from 0 to its value. */
export function donutArc(value: number, progress = 1): DonutArc {
  const sweep = FULL_TURN * clamp01(value) * clamp01(progress);
  return { start: START_ANGLE, end: START_ANGLE + sweep, sweep };
}

/** The whole percentage shown at animation `progress`. */
export function donutPercent(value: number, progress = 1): number {
  return Math.round(clamp01(value) * clamp01(progress) * 100);
}

/** French style: a narrow no-break space before the percent sign ("97 %"). */
export function formatPercent(percent: number): string {
  return `${percent}\u202f%`;
}

/** A donut with an empty title is not shown: it fades out and is hidden. */
export function isDonutShown(donut: { title: string }): boolean {
  return donut.title.trim() !== '';
}

function clamp01(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}
