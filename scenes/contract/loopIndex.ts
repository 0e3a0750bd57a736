// Index maths for things that loop: the showcase cycle and the carousel wrap at both ends.

/** `index` brought into 0..count−1, whichever way it overflowed (−1 → count−1, count → 0). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/**
 * Where slide `index` sits relative to a (possibly fractional) carousel `position`, the short way round
 * the loop: in [−count/2, count/2). 0 is the slide in view, 1 the one to its right, −1 the one to its left.
 */
export function loopOffset(index: number, position: number, count: number): number {
  if (count <= 0) return 0;
  const half = count / 2;
  let offset = (index - position) % count;
  if (offset < -half) offset += count;
  else if (offset >= half) offset -= count;
  return offset;
}

/** The position to animate to so that the carousel reaches `index` by the short way round. */
export function nearestLoopPosition(position: number, index: number, count: number): number {
  return position + loopOffset(index, position, count);
}
