import { describe, expect, it } from 'vitest';
import type { Work } from '../../content/schema.ts';
import { sortWorks } from '../../scenes/contract/sortWorks.ts';

const work = (id: number, date: string, client_id: string, type_id: string): Work => ({
  id,
  date,
  client_id,
  type_id,
  length: 4,
  title: `Projet ${id}`,
  description: 'Description',
  comment: '',
  subtitle: '',
});

const works = [
  work(1, '2015-05-01', 'nova', 'vitrine'),
  work(2, '2021-01-10', 'hublot', 'webgl'),
  work(3, '2019-07-20', 'nova', 'webgl'),
  work(4, '2021-01-10', 'atelier', 'vitrine'),
  work(5, '2008-02-02', 'hublot', 'app'),
];

describe('sortWorks', () => {
  it('sorts by date, newest first (ties by id)', () => {
    expect(sortWorks(works, 'date').map((w) => w.id)).toEqual([2, 4, 3, 1, 5]);
  });

  it('sorts by client ascending, then date descending', () => {
    expect(sortWorks(works, 'client_id').map((w) => w.id)).toEqual([4, 2, 5, 3, 1]);
  });

  it('sorts by type ascending, then date descending', () => {
    expect(sortWorks(works, 'type_id').map((w) => w.id)).toEqual([5, 4, 1, 2, 3]);
  });

  it('does not mutate its input', () => {
    const copy = [...works];
    sortWorks(works, 'client_id');
    expect(works).toEqual(copy);
  });
});
