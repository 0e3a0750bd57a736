// A seeded set of works of any size, shaped like the content's: the same 30 or 300 works for our ring
// and for the peers, on every machine and every run.
import type { Client, Work, WorkType } from '../../content/schema.ts';
import { createRandom } from '../../scenes/math/random.ts';

/** Fixed so that every run, ours and the peers', draws the same ring. */
export const BENCH_SEED = 20070101;

/** The mesh's seeded generator (mulberry32): the same sequence everywhere. */
export const seededRandom = createRandom;

const pick = <T>(items: readonly T[], random: () => number): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('benchWorks: empty list');
  return item;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `count` works spread over 2007–2025, with the given types and clients, lengths from 1 to 40 weeks
 * (some below the ring's minimum weight of 4, as in real content).
 */
export function benchWorks(
  count: number,
  types: readonly Pick<WorkType, 'id'>[],
  clients: readonly Pick<Client, 'id' | 'name'>[],
  seed = BENCH_SEED,
): Work[] {
  const random = seededRandom(seed);
  const works: Work[] = [];
  for (let i = 0; i < count; i++) {
    const client = pick(clients, random);
    const year = 2007 + Math.floor(random() * 19);
    const date = `${year}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`;
    works.push({
      id: i + 1,
      type_id: pick(types, random).id,
      client_id: client.id,
      date,
      length: 1 + Math.floor(random() * 40),
      title: `Projet d’essai n° ${i + 1}`,
      description: `Projet généré pour les mesures de performance (${count} projets, graine ${seed}).`,
      comment: 'TypeScript | Pixi.js | mesure',
      subtitle: `${client.name} · ${year}`,
    });
  }
  return works;
}

/** The works count asked for by `?works=N` (1–1000), or undefined. */
export function benchWorksCount(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('works');
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const count = Number(raw);
  return count >= 1 && count <= 1000 ? count : undefined;
}
