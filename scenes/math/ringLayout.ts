// The Projects ring's geometry: section angles from the works' weights, the rotation that centres a
// selection (the short way round), bullets that fit, sort-group boundaries and pointer hit-testing.
// Angles are radians, clockwise on screen (y points down), measured from the ring's +x axis.

export const MIN_SECTION_WEIGHT = 4;
export const ROTATION_SECONDS = 0.85;

const TAU = Math.PI * 2;

/** A work's angular weight: its length, or the spec's minimum when the length is smaller. */
export function sectionWeight(length: number): number {
  return Number.isFinite(length) ? Math.max(MIN_SECTION_WEIGHT, length) : MIN_SECTION_WEIGHT;
}

export interface RingLayout {
  readonly count: number;
  /** Where each section starts; section 0 starts at 0 and the others follow clockwise. */
  readonly starts: Float64Array;
  /** Each section's angular size; together they make a full turn. */
  readonly sweeps: Float64Array;
}

/** Splits the full turn between the works in proportion to their weights (in the given order). */
export function layoutRing(lengths: readonly number[]): RingLayout {
  const count = lengths.length;
  const starts = new Float64Array(count);
  const sweeps = new Float64Array(count);
  let total = 0;
  for (const length of lengths) total += sectionWeight(length);
  let angle = 0;
  for (let i = 0; i < count; i++) {
    const sweep = (sectionWeight(lengths[i] ?? 0) / total) * TAU;
    starts[i] = angle;
    sweeps[i] = sweep;
    angle += sweep;
  }
  return { count, starts, sweeps };
}

export function midAngle(layout: RingLayout, index: number): number {
  return (layout.starts[index] ?? 0) + (layout.sweeps[index] ?? 0) / 2;
}

/** The same direction as `angle`, in [0, 2π). */
export function normalizeAngle(angle: number): number {
  const turned = angle % TAU;
  return turned < 0 ? turned + TAU : turned;
}

/** The ring rotation, in [0, 2π), that puts the middle of section `index` at `pointAngle`. */
export function rotationToCentre(layout: RingLayout, index: number, pointAngle: number): number {
  return normalizeAngle(pointAngle - midAngle(layout, index));
}

/**
 * The rotation equivalent to `target` (modulo a full turn) that is nearest to `from`, so a tween from
 * `from` goes the short way round; half a turn exactly goes clockwise.
 */
export function shortestRotation(from: number, target: number): number {
  let delta = normalizeAngle(target - from);
  if (delta > Math.PI) delta -= TAU;
  return from + delta;
}

/** The section under a ring-local angle (sections cover the whole turn, gaps included). */
export function sectionAtAngle(layout: RingLayout, angle: number): number {
  if (layout.count === 0) return -1;
  const a = normalizeAngle(angle);
  // The last section whose start is at or before the angle: binary search, for 500 works on every move.
  let low = 0;
  let high = layout.count - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((layout.starts[middle] ?? 0) <= a) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The section under a point given relative to the ring's centre, in ring units (already divided by the
 * ring's on-screen scale), with the ring turned by `rotation`; -1 outside the band inner..outer.
 */
export function hitTestRing(
  layout: RingLayout,
  x: number,
  y: number,
  rotation: number,
  inner: number,
  outer: number,
): number {
  const distanceSquared = x * x + y * y;
  if (distanceSquared < inner * inner || distanceSquared > outer * outer) return -1;
  return sectionAtAngle(layout, Math.atan2(y, x) - rotation);
}

/**
 * Which sections get a bullet on a circle of `radius`: walking clockwise, a section gets one when its
 * middle is at least `spacing` away (along the circle) from the previous bullet and from the first,
 * so bullets never overlap however tiny the sections get.
 */
export function bulletSections(layout: RingLayout, radius: number, spacing: number): number[] {
  const minAngle = spacing / radius;
  const chosen: number[] = [];
  let first = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < layout.count; i++) {
    const mid = midAngle(layout, i);
    if (mid - last < minAngle) continue;
    if (chosen.length > 0 && first + TAU - mid < minAngle) continue;
    if (chosen.length === 0) first = mid;
    chosen.push(i);
    last = mid;
  }
  return chosen;
}

/**
 * Indices where a sort group begins (a new year, client or type) going clockwise round the ring: section 0
 * too when the last section belongs to another group, since the ring closes on itself. None for one group.
 */
export function groupStarts(keys: readonly string[]): number[] {
  const starts: number[] = [];
  for (let i = 0; i < keys.length; i++) {
    const previous = keys[i === 0 ? keys.length - 1 : i - 1];
    if (keys[i] !== previous) starts.push(i);
  }
  return starts;
}

/** A sort group on the ring: a run of consecutive sections with the same key (a year, a client, a type). */
export interface RingGroup {
  key: string;
  /** Its sections, in ring order (a group that wraps past section 0 lists the last sections first). */
  sections: number[];
  /** Where it starts (ring-local, may be negative when it wraps past section 0) and its angular size. */
  start: number;
  sweep: number;
  /** The middle of its arc, in [0, 2π): where its label goes. */
  mid: number;
}

/**
 * The ring's groups: runs of consecutive sections whose keys are equal. The ring closes on itself, so a run
 * at the end with the first run's key is part of that first group (one group of everything otherwise).
 */
export function ringGroups(keys: readonly string[], layout: RingLayout): RingGroup[] {
  const count = Math.min(keys.length, layout.count);
  const groups: RingGroup[] = [];
  for (let i = 0; i < count; i++) {
    const key = keys[i] ?? '';
    const sweep = layout.sweeps[i] ?? 0;
    const last = groups.at(-1);
    if (last && last.key === key) {
      last.sections.push(i);
      last.sweep += sweep;
    } else groups.push({ key, sections: [i], start: layout.starts[i] ?? 0, sweep, mid: 0 });
  }
  const first = groups[0];
  const tail = groups.at(-1);
  if (groups.length > 1 && first && tail && first.key === tail.key) {
    groups.pop();
    first.sections = [...tail.sections, ...first.sections];
    first.start = tail.start - TAU;
    first.sweep += tail.sweep;
  }
  for (const group of groups) group.mid = normalizeAngle(group.start + group.sweep / 2);
  return groups;
}
