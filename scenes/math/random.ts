// Seeded pseudo-random numbers (mulberry32): the same mesh on every visit, in tests and in benches.

export type Random = () => number;

/** A generator of floats in [0, 1) fully determined by `seed`. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInRange(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}
