// A corpus of broken portfolio documents, generated from the sample: the strict reading (content:check,
// server start-up) names the exact field of each; the browser's lenient reading keeps the valid rest.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loadPortfolioFile } from '../../content/load.ts';
import { ContentError, parseApiActus, parseApiPortfolio, parseHomeGraphs } from '../../content/parse.ts';
import { WorkSchema } from '../../content/schema.ts';
import { toPortfolioData } from '../../src/data/readAnswers.ts';
import { sampleDocument } from './fixtures.ts';

type Doc = ReturnType<typeof sampleDocument>;
type Item = Record<string, unknown>;

interface BrokenCase {
  name: string;
  /** The file's text as the owner saved it. */
  text: string;
  /** Each must appear in the strict problems: `path: message`, or a path followed by any message. */
  expected: (string | RegExp)[];
  /** Sections that must survive the lenient reading with this many items (the rest is left out). */
  keeps?: { works?: number; actus?: number };
}

const sample = sampleDocument();
const WORKS = sample.works.length;
const ACTUS = sample.actus.length;

/** The path itself (`works[3].date: …`) or a field inside it (`contact.email: …`). */
const path = (p: string) => new RegExp(`^${p.replace(/[[\].]/g, '\\$&')}(: |\\.|\\[)`);

function broken(name: string, change: (doc: Doc) => void, expected: BrokenCase['expected'], keeps = {}) {
  const doc = sampleDocument();
  change(doc);
  return { name, text: JSON.stringify(doc), expected, keeps };
}

const item = (list: Item[], index: number): Item => {
  const found = list[index];
  if (!found) throw new Error(`no item ${index}`);
  return found;
};

const REQUIRED: Record<'works' | 'types' | 'clients' | 'actus', string[]> = {
  works: ['id', 'type_id', 'client_id', 'date', 'length', 'title', 'description', 'comment', 'subtitle'],
  types: ['id', 'value', 'color'],
  clients: ['id', 'name'],
  actus: ['id', 'title', 'description', 'comment', 'subtitle', 'home_graphs'],
};
const NUMERIC = new Set(['works.id', 'works.length', 'actus.id']);
const LONG_TEXT = new Set(['title', 'description', 'comment', 'subtitle', 'value', 'name', 'home_graphs']);

/** How many works disappear with a broken type or client (they reference it). */
const worksOf = (key: 'type_id' | 'client_id', id: unknown) =>
  sample.works.filter((w) => w[key] === id).length;

function buildCorpus(): BrokenCase[] {
  const corpus: BrokenCase[] = [];
  const good = JSON.stringify(sample);

  // Not JSON at all, or not an object.
  for (const text of [
    '',
    '{',
    '{"works": [',
    good.slice(0, -1),
    `${good},`,
    "{'site': 1}",
    '{"a":1} {}',
    'NaN',
  ])
    corpus.push({
      name: `malformed JSON ${JSON.stringify(text.slice(0, 8))}…${JSON.stringify(text.slice(-8))}`,
      text,
      expected: [path('\\(document\\)')],
    });
  for (const text of ['null', '[]', '42', '"portfolio"', 'true'])
    corpus.push({ name: `not an object: ${text}`, text, expected: ['(document): expected a JSON object'] });

  // Whole sections missing or of the wrong type.
  for (const key of ['site', 'profile', 'contact', 'works', 'types', 'clients', 'actus'] as const) {
    corpus.push(broken(`missing ${key}`, (d) => delete (d as Item)[key], [path(key)]));
    for (const value of ['x', 42, null, {}])
      corpus.push(
        broken(`${key} is ${JSON.stringify(value)}`, (d) => ((d as Item)[key] = value), [path(key)]),
      );
  }

  // Every required field of every list, missing or of the wrong type, in a different item each time.
  for (const [list, keys] of Object.entries(REQUIRED) as [keyof typeof REQUIRED, string[]][]) {
    keys.forEach((key, k) => {
      const index = (k * 5 + 3) % sample[list].length;
      const at = `${list}[${index}].${key}`;
      const original = item(sample[list], index);
      const keeps =
        list === 'works'
          ? { works: WORKS - 1 }
          : list === 'actus'
            ? { actus: ACTUS - 1 }
            : { works: WORKS - worksOf(list === 'types' ? 'type_id' : 'client_id', original.id) };
      corpus.push(broken(`${at} missing`, (d) => delete item(d[list], index)[key], [path(at)], keeps));
      const wrong = NUMERIC.has(`${list}.${key}`) ? ['7', null, true, [], {}] : [42, null, true, [], {}];
      for (const value of wrong)
        corpus.push(
          broken(
            `${at} = ${JSON.stringify(value)}`,
            (d) => (item(d[list], index)[key] = value),
            [path(at)],
            keeps,
          ),
        );
      if (LONG_TEXT.has(key))
        corpus.push(
          broken(
            `${at} is 100 kB`,
            (d) => (item(d[list], index)[key] = 'é'.repeat(100_000)),
            [new RegExp(`^${at.replace(/[[\].]/g, '\\$&')}: expected at most \\d+ characters`)],
            keeps,
          ),
        );
    });
  }

  // Numbers and slugs out of their range.
  for (const [value, message] of [
    [0, 'expected an id ≥ 1'],
    [-4, 'expected an id ≥ 1'],
    [2.5, 'expected an integer'],
  ] as const)
    corpus.push(
      broken(`works[6].id = ${value}`, (d) => (item(d.works, 6).id = value), [`works[6].id: ${message}`]),
    );
  for (const value of [-1, 1001])
    corpus.push(
      broken(`works[9].length = ${value}`, (d) => (item(d.works, 9).length = value), [
        path('works[9].length'),
      ]),
    );
  for (const value of ['Agence Nova', 'agence_nova', '-nova', ''])
    corpus.push(
      broken(`clients[2].id = "${value}"`, (d) => (item(d.clients, 2).id = value), [path('clients[2].id')]),
    );

  // Dates that do not parse, or do not exist.
  const badDates = [
    '12/03/2019',
    '2019-13-01',
    '2019-00-10',
    '2019-02-30',
    '2019-02-29',
    '2019-2-3',
    '',
    ' 2019-01-01',
  ];
  badDates.push('2019-01-01T00:00:00Z', '+002019-01-01', 'hier', '2019-04-31', '0000-00-00');
  badDates.forEach((date, i) => {
    const index = (i * 7) % WORKS;
    corpus.push(
      broken(
        `works[${index}].date = "${date}"`,
        (d) => (item(d.works, index).date = date),
        [path(`works[${index}].date`)],
        { works: WORKS - 1 },
      ),
    );
  });
  for (const value of ['2019-13', '2019', '19-01', 'janvier 2019'])
    corpus.push(
      broken(
        `experience start "${value}"`,
        (d) => (((d.profile as { experience: Item[] }).experience[0] as Item).start = value),
        ['profile.experience[0].start: expected YYYY-MM'],
      ),
    );

  // References to types and clients that do not exist.
  for (const index of [0, 17, WORKS - 1]) {
    corpus.push(
      broken(
        `works[${index}] unknown type`,
        (d) => (item(d.works, index).type_id = 'sculpture'),
        [`works[${index}].type_id: unknown type "sculpture"`],
        { works: WORKS - 1 },
      ),
    );
    corpus.push(
      broken(
        `works[${index}] unknown client`,
        (d) => (item(d.works, index).client_id = 'inconnu'),
        [`works[${index}].client_id: unknown client "inconnu"`],
        { works: WORKS - 1 },
      ),
    );
  }

  // Duplicate ids: the later item is named, the first one kept.
  for (const [list, from, to] of [
    ['works', 2, 30],
    ['works', 0, 1],
    ['types', 0, 4],
    ['clients', 3, 11],
    ['actus', 1, 5],
  ] as const) {
    const keeps = list === 'works' ? { works: WORKS - 1 } : list === 'actus' ? { actus: ACTUS - 1 } : {};
    corpus.push(
      broken(
        `${list}[${to}] repeats ${list}[${from}].id`,
        (d) => (item(d[list], to).id = item(d[list], from).id),
        [path(`${list}[${to}].id`)],
        keeps,
      ),
    );
  }

  // Each problem at its own item, even when several items share an id.
  corpus.push(
    broken(
      'three works repeat works[1].id',
      (d) => {
        for (const index of [4, 10, 20]) item(d.works, index).id = item(d.works, 1).id;
      },
      ['works[4].id', 'works[10].id', 'works[20].id'].map(path),
      { works: WORKS - 3 },
    ),
  );
  corpus.push(
    broken(
      'an invalid work and a work of unknown type share an id',
      (d) => {
        Object.assign(item(d.works, 3), { id: 500, date: 'hier' });
        Object.assign(item(d.works, 9), { id: 500, type_id: 'sculpture' });
      },
      ['works[3].date: expected YYYY-MM-DD', 'works[9].type_id: unknown type "sculpture"'],
      { works: WORKS - 2 },
    ),
  );
  corpus.push(
    broken(
      'an invalid work repeats an id after its valid twin',
      (d) => {
        Object.assign(item(d.works, 12), { id: item(d.works, 2).id, title: '' });
        item(d.works, 15).id = item(d.works, 2).id;
      },
      [path('works[12].title'), path('works[15].id')],
      { works: WORKS - 2 },
    ),
  );

  // No work at all, or none valid.
  corpus.push(
    broken('empty works', (d) => (d.works = []), ['works: expected at least one valid work'], { works: 0 }),
  );
  corpus.push(
    broken(
      'every work invalid',
      (d) => {
        for (const w of d.works) w.date = 'bientôt';
      },
      ['works: expected at least one valid work', `works[${WORKS - 1}].date: expected YYYY-MM-DD`],
      { works: 0 },
    ),
  );

  // 5,000 works, one of them broken far down the list.
  corpus.push(
    broken(
      '5,000 works, one bad date',
      (d) => {
        d.works = Array.from({ length: 5000 }, (_, i) => ({ ...item(sample.works, i % WORKS), id: i + 1 }));
        item(d.works, 4321).date = '2019-02-30';
      },
      ['works[4321].date: expected a real calendar date'],
      { works: 4999 },
    ),
  );

  // home_graphs that is not JSON, not a list of donuts, or has values outside 0..1.
  const badGraphs = [
    '[{title: Perf}',
    '{',
    'null',
    '42',
    '{"title":"SEO","value":0.5}',
    '[1,2]',
    '[{"title":"SEO"}]',
  ];
  badGraphs.push(
    '[{"title":"SEO","value":"0.5"}]',
    '[{"title":"SEO","value":1.01}]',
    '[{"title":"SEO","value":-0.1}]',
  );
  badGraphs.push('[{"title":"SEO","value":1e999}]', `[{"title":"${'x'.repeat(41)}","value":0.5}]`);
  badGraphs.forEach((graphs, i) => {
    const index = i % ACTUS;
    corpus.push(
      broken(
        `actus[${index}].home_graphs = ${graphs.slice(0, 30)}`,
        (d) => (item(d.actus, index).home_graphs = graphs),
        [path(`actus[${index}].home_graphs`)],
      ),
    );
  });

  // Sections the site cannot do without.
  corpus.push(
    broken('site.url in http', (d) => (d.site.url = 'http://bastien-roussel.fr'), [
      'site.url: expected an https URL',
    ]),
  );
  corpus.push(
    broken('bad e-mail', (d) => (d.contact.email = 'bonjour@'), [
      'contact.email: expected an e-mail address',
    ]),
  );
  corpus.push(broken('bad phone', (d) => (d.contact.phone = '06 52 87 41 39'), [path('contact.phone')]));
  corpus.push(broken('bad colour', (d) => (item(d.types, 1).color = 'orange'), [path('types[1].color')]));
  return corpus;
}

const corpus = buildCorpus();
const dir = mkdtempSync(join(tmpdir(), 'corpus-'));

function strictProblems(text: string, name: string): string[] {
  const file = join(dir, `${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.json`);
  writeFileSync(file, text);
  try {
    loadPortfolioFile(file);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((p) => `${p.path}: ${p.message}`);
    throw error;
  }
  return [];
}

describe('a corpus of broken documents', () => {
  it('is large and varied', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    expect(new Set(corpus.map((c) => c.name)).size).toBe(corpus.length);
  });

  it.each(corpus)('$name: the strict reading names the exact field', ({ name, text, expected }) => {
    const problems = strictProblems(text, name);
    expect(problems.length).toBeGreaterThan(0);
    for (const want of expected) {
      if (typeof want === 'string') expect(problems).toContain(want);
      else
        expect(
          problems.some((p) => want.test(p)),
          `${want} in\n${problems.join('\n')}`,
        ).toBe(true);
    }
  });

  it.each(corpus)(
    '$name: the browser keeps the valid part or fails with a ContentError',
    ({ text, keeps }) => {
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        return; // the browser's request helper turns this into a RequestError: see apiAndRequest.test.ts
      }
      const { actus: rawActus, $schema: _s, ...api } = (raw ?? {}) as Item;
      const home = parseApiActus({ actus: rawActus });
      const donuts = home.actus.flatMap((actu) => parseHomeGraphs(actu.home_graphs).donuts);
      expect(donuts.every((d) => d.value >= 0 && d.value <= 1)).toBe(true);
      if (keeps?.actus !== undefined) expect(home.actus).toHaveLength(keeps.actus);
      let parsed: ReturnType<typeof parseApiPortfolio>;
      try {
        parsed = parseApiPortfolio(Array.isArray(raw) || typeof raw !== 'object' ? raw : api);
      } catch (error) {
        expect(error).toBeInstanceOf(ContentError);
        expect(keeps?.works, 'a case that keeps works must not fail as a whole').toBeUndefined();
        return;
      }
      const portfolio = toPortfolioData(parsed.doc, parsed.problems);
      for (const work of portfolio.works) {
        expect(v.is(WorkSchema, work)).toBe(true);
        expect(portfolio.typeById.has(work.type_id) && portfolio.clientById.has(work.client_id)).toBe(true);
      }
      expect(new Set(portfolio.works.map((w) => w.id)).size).toBe(portfolio.works.length);
      if (keeps?.works !== undefined) expect(portfolio.works).toHaveLength(keeps.works);
    },
  );
});

describe('a file saved with a byte-order mark', () => {
  it('is read as the same document (Windows editors add one)', () => {
    const file = join(dir, 'bom.json');
    writeFileSync(file, `\uFEFF${JSON.stringify(sample)}`);
    expect(loadPortfolioFile(file).works).toHaveLength(WORKS);
  });
});

describe('content:check and the server on broken files', () => {
  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', ...args], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
      timeout: 30_000,
    });

  it('content:check lists every problem of a many-fault document, each by its path', () => {
    const doc = sampleDocument();
    item(doc.works, 3).date = '2019-02-30';
    item(doc.works, 5).id = item(doc.works, 4).id;
    item(doc.works, 8).type_id = 'sculpture';
    item(doc.actus, 2).home_graphs = '[{"title":"SEO","value":1.4}]';
    item(doc.clients, 0).name = 'x'.repeat(100_000);
    const file = join(dir, 'many.json');
    writeFileSync(file, JSON.stringify(doc));
    const res = run(['scripts/content-check.ts', file]);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('works[3].date: expected a real calendar date');
    expect(res.stderr).toContain('works[5].id: duplicate id');
    expect(res.stderr).toContain('works[8].type_id: unknown type "sculpture"');
    expect(res.stderr).toContain('actus[2].home_graphs: [0].value: expected a value from 0 to 1');
    expect(res.stderr).toContain('clients[0].name: expected at most 80 characters');
  });

  it('the server refuses to start on malformed JSON and says where', () => {
    const file = join(dir, 'truncated.json');
    writeFileSync(file, JSON.stringify(sample).slice(0, 500));
    const res = run(['server/main.ts'], { PORTFOLIO_CONTENT: file, PORT: '0', ANALYTICS: 'off' });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Server not started: the content is invalid.');
    expect(res.stderr).toMatch(/^\s+\(document\): malformed JSON/m);
  });
});
