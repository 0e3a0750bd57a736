import { readFileSync } from 'node:fs';
import { toJsonSchema } from '@valibot/to-json-schema';
import { describe, expect, it } from 'vitest';
import { actuWorkWarnings } from '../../content/consistency.ts';
import {
  ContentError,
  checkPortfolioDocument,
  parseApiActus,
  parseApiPortfolio,
  parseHomeGraphs,
  parsePortfolioDocument,
} from '../../content/parse.ts';
import { PortfolioDocumentSchema } from '../../content/schema.ts';
import { sampleDocument } from './fixtures.ts';

function problemsOf(doc: unknown): string[] {
  try {
    checkPortfolioDocument(doc);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map((p) => `${p.path}: ${p.message}`);
  }
}

describe('the sample content', () => {
  it('is valid and realistic in size', () => {
    const doc = checkPortfolioDocument(sampleDocument());
    expect(doc.works.length).toBeGreaterThanOrEqual(30);
    expect(doc.clients.length).toBeGreaterThanOrEqual(10);
    expect(doc.types.length).toBeGreaterThanOrEqual(5);
    expect(doc.types.length).toBeLessThanOrEqual(7);
    expect(doc.actus.length).toBeGreaterThanOrEqual(5);
    const years = doc.works.map((w) => Number(w.date.slice(0, 4)));
    expect(Math.min(...years)).toBe(2007);
    expect(Math.max(...years)).toBe(2026);
  });

  it('has actus with donuts, some with an empty title, and comments with separators', () => {
    const doc = checkPortfolioDocument(sampleDocument());
    const donuts = doc.actus.map((a) => parseHomeGraphs(a.home_graphs).donuts);
    expect(donuts.every((list) => list.length > 0)).toBe(true);
    expect(donuts.flat().some((d) => d.title === '')).toBe(true);
    expect(doc.works.some((w) => w.comment.includes(' | '))).toBe(true);
    expect(JSON.stringify(doc)).toContain('[[https://');
  });

  it('ships a JSON Schema that matches the valibot schema', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../content/portfolio.schema.json', import.meta.url), 'utf8'),
    );
    const { title: _t, description: _d, ...rest } = committed;
    expect(rest).toEqual(toJsonSchema(PortfolioDocumentSchema, { errorMode: 'ignore' }));
  });
});

describe('invalid documents name the exact field', () => {
  it('rejects a date that is not YYYY-MM-DD', () => {
    const doc = sampleDocument();
    (doc.works[12] as Record<string, unknown>).date = '12/03/2019';
    expect(problemsOf(doc)).toContain('works[12].date: expected YYYY-MM-DD');
  });

  it('rejects a date that does not exist', () => {
    const doc = sampleDocument();
    (doc.works[3] as Record<string, unknown>).date = '2019-02-30';
    expect(problemsOf(doc)).toContain('works[3].date: expected a real calendar date');
  });

  it('rejects unknown type and client references', () => {
    const doc = sampleDocument();
    (doc.works[0] as Record<string, unknown>).type_id = 'peinture';
    (doc.works[1] as Record<string, unknown>).client_id = 'inconnu';
    const problems = problemsOf(doc);
    expect(problems).toContain('works[0].type_id: unknown type "peinture"');
    expect(problems).toContain('works[1].client_id: unknown client "inconnu"');
  });

  it('rejects duplicate ids', () => {
    const doc = sampleDocument();
    (doc.works[5] as Record<string, unknown>).id = (doc.works[2] as Record<string, unknown>).id;
    expect(problemsOf(doc).some((p) => p.startsWith('works[5].id: duplicate id'))).toBe(true);
  });

  it('rejects wrong types and missing fields', () => {
    const doc = sampleDocument();
    (doc.works[7] as Record<string, unknown>).length = 'six';
    delete (doc.works[8] as Record<string, unknown>).title;
    const problems = problemsOf(doc);
    expect(problems).toContain('works[7].length: expected a number');
    expect(problems.some((p) => p.startsWith('works[8].title'))).toBe(true);
  });

  it('rejects home_graphs that is not JSON or has values outside 0..1', () => {
    const doc = sampleDocument();
    (doc.actus[0] as Record<string, unknown>).home_graphs = '[{title: Perf}';
    (doc.actus[1] as Record<string, unknown>).home_graphs = '[{"title":"SEO","value":1.4}]';
    const problems = problemsOf(doc);
    expect(problems.some((p) => p.startsWith('actus[0].home_graphs: expected a JSON list'))).toBe(true);
    expect(problems).toContain('actus[1].home_graphs: [0].value: expected a value from 0 to 1');
  });

  it('accepts a recent project that names an existing work, and refuses an unknown one by its path', () => {
    const doc = sampleDocument();
    const workId = (doc.works[10] as Record<string, unknown>).id;
    (doc.actus[0] as Record<string, unknown>).work_id = workId;
    delete (doc.actus[1] as Record<string, unknown>).work_id;
    expect(problemsOf(doc)).toEqual([]);
    expect(checkPortfolioDocument(doc).actus[0]?.work_id).toBe(workId);
    (doc.actus[2] as Record<string, unknown>).work_id = 99;
    (doc.actus[3] as Record<string, unknown>).work_id = '12';
    expect(problemsOf(doc)).toEqual([
      'actus[3].work_id: expected a number',
      'actus[2].work_id: unknown work "99"',
    ]);
    // Read leniently, the project stays, without a link to a work that is not there.
    const { doc: lenient } = parsePortfolioDocument(doc);
    expect(lenient.actus.find((a) => a.id === (doc.actus[2] as { id: number }).id)?.work_id).toBeUndefined();
  });

  it('rejects huge strings, a bad colour, a bad e-mail', () => {
    const doc = sampleDocument();
    (doc.works[0] as Record<string, unknown>).description = 'x'.repeat(100_000);
    (doc.types[0] as Record<string, unknown>).color = 'orange';
    doc.contact.email = 'pas-un-email';
    expect(() => parsePortfolioDocument(doc)).toThrow(ContentError);
    const problems = (() => {
      try {
        parsePortfolioDocument(doc);
      } catch (e) {
        return (e as ContentError).problems.map((p) => p.path);
      }
      return [];
    })();
    expect(problems).toEqual(
      expect.arrayContaining(['contact.email', 'types[0].color', 'works[0].description']),
    );
  });

  it('rejects an empty works list and a document that is not an object', () => {
    const doc = sampleDocument();
    doc.works = [];
    expect(problemsOf(doc)).toContain('works: expected at least one valid work');
    expect(problemsOf([])).toEqual(['(document): expected a JSON object']);
    expect(problemsOf(null)).toEqual(['(document): expected a JSON object']);
  });
});

describe('recent projects and their works', () => {
  it('tell one story in the sample', () => {
    const doc = checkPortfolioDocument(sampleDocument());
    expect(doc.actus.every((actu) => actu.work_id !== undefined)).toBe(true);
    expect(actuWorkWarnings(doc)).toEqual([]);
    // Newest first.
    const dates = doc.actus.map((actu) => doc.works.find((w) => w.id === actu.work_id)?.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('warn when a recent project is named or dated otherwise than its work', () => {
    const doc = checkPortfolioDocument(sampleDocument());
    const work = doc.works.find((w) => w.id === doc.actus[1]?.work_id);
    const [first, second, third] = doc.actus;
    if (!first || !second || !third || !work) throw new Error('sample too short');
    second.title = 'Maison d’hôtes Les Tamaris';
    third.subtitle = 'Cave des Coteaux · décembre 2025';
    first.subtitle = 'Atelier Hublot · 2025 – 2026';
    expect(actuWorkWarnings(doc).map((w) => `${w.path}: ${w.message}`)).toEqual([
      'actus[0].subtitle: "Atelier Hublot · 2025 – 2026" is dated otherwise than work 38 (2026-05-18)',
      `actus[1].title: "Maison d’hôtes Les Tamaris" differs from the title of work ${work.id}, "${work.title}"`,
      'actus[2].subtitle: "Cave des Coteaux · décembre 2025" is dated otherwise than work 36 (2025-11-03)',
    ]);
  });

  it("do not warn for a subtitle with no date or with the work's year only", () => {
    const doc = checkPortfolioDocument(sampleDocument());
    const [first, second] = doc.actus;
    if (!first || !second) throw new Error('sample too short');
    first.subtitle = 'Atelier Hublot';
    second.subtitle = 'Marée Haute · 2026';
    expect(actuWorkWarnings(doc)).toEqual([]);
  });
});

describe('lenient reading in the browser', () => {
  it('keeps every valid work and reports the invalid one', () => {
    const doc = sampleDocument();
    const total = doc.works.length;
    (doc.works[4] as Record<string, unknown>).date = 'hier';
    const { actus: _a, ...api } = doc;
    const { doc: parsed, problems } = parseApiPortfolio(api);
    expect(parsed.works).toHaveLength(total - 1);
    expect(problems.map((p) => p.path)).toEqual(['works[4].date']);
  });

  it('keeps valid actus', () => {
    const doc = sampleDocument();
    (doc.actus[2] as Record<string, unknown>).title = 42;
    const { actus, problems } = parseApiActus({ actus: doc.actus });
    expect(actus).toHaveLength(doc.actus.length - 1);
    expect(problems[0]?.path).toBe('actus[2].title');
  });

  it('reads home_graphs', () => {
    expect(parseHomeGraphs('[{"title":"SEO","value":0.5},{"title":"","value":1}]').donuts).toEqual([
      { title: 'SEO', value: 0.5 },
      { title: '', value: 1 },
    ]);
    expect(parseHomeGraphs('').donuts).toEqual([]);
    expect(parseHomeGraphs('{"title":"SEO"}').problem).toBeDefined();
    expect(parseHomeGraphs('not json').problem).toMatch(/JSON/);
  });
});
