// The order runs happen in: every scenario once per round, alternating direction (A B C, C B A, …),
// so that a slow drift of the machine's load weighs on every scenario alike.

export interface Run<T> {
  round: number;
  item: T;
}

export function interleave<T>(items: readonly T[], rounds: number): Run<T>[] {
  const runs: Run<T>[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? items : [...items].reverse();
    for (const item of order) runs.push({ round, item });
  }
  return runs;
}
