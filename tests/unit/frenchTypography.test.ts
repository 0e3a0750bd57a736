// French typography of the content's text: where a line may not break, and what is never touched.
import { describe, expect, it } from 'vitest';
import { isPastDated, mentionedMonth } from '../../src/lib/frenchDates.ts';
import {
  frenchTypography,
  lowerInitial,
  NB_HYPHEN,
  NBSP,
  NNBSP,
  typesetContent,
} from '../../src/lib/frenchTypography.ts';

describe('frenchTypography', () => {
  it('puts a narrow no-break space before « : ; ! ? » in place of a plain one', () => {
    expect(frenchTypography('Trié par : date ; client ! vraiment ?')).toBe(
      `Trié par${NNBSP}: date${NNBSP}; client${NNBSP}! vraiment${NNBSP}?`,
    );
  });

  it('leaves colons without a space alone: addresses and hours', () => {
    expect(frenchTypography('voir https://exemple.fr à 12:30')).toBe('voir https://exemple.fr à 12:30');
  });

  it('keeps a number with its unit or the word it counts', () => {
    expect(frenchTypography('livré en 5 jours, 0 Ko de plus, sous 40 Ko et 3 Mo, +35 % de ventes')).toBe(
      `livré en 5${NBSP}jours, 0${NBSP}Ko de plus, sous 40${NBSP}Ko et 3${NBSP}Mo, +35${NBSP}% de ventes`,
    );
    expect(frenchTypography('1,5 Mo')).toBe(`1,5${NBSP}Mo`);
  });

  it('lets a year break from the next word, and groups thousands with a narrow no-break space', () => {
    expect(frenchTypography('depuis 2007 pour des agences')).toBe('depuis 2007 pour des agences');
    expect(frenchTypography('1 100 coffrets')).toBe(`1${NNBSP}100${NBSP}coffrets`);
  });

  it('never breaks « front-end » or « back-end » at the hyphen, whatever the case', () => {
    expect(frenchTypography('Développeur front-end, Back-end aussi')).toBe(
      `Développeur front${NB_HYPHEN}end, Back${NB_HYPHEN}end aussi`,
    );
  });

  it('keeps a « · » separator at the end of its line, never at the start of the next', () => {
    expect(frenchTypography('Studio Kinetik · animateur Flash · 2007')).toBe(
      `Studio Kinetik${NBSP}· animateur Flash${NBSP}· 2007`,
    );
  });

  it('sets guillemets with narrow no-break spaces', () => {
    expect(frenchTypography('le mot « vitrine »')).toBe(`le mot «${NNBSP}vitrine${NNBSP}»`);
  });

  it('never changes a link marker’s address, only its label', () => {
    expect(
      frenchTypography('[[https://front-end.fr/a : b]] et [[https://x.fr/front-end|le front-end : 5 Ko]]'),
    ).toBe(
      `[[https://front-end.fr/a : b]] et [[https://x.fr/front-end|le front${NB_HYPHEN}end${NNBSP}: 5${NBSP}Ko]]`,
    );
  });

  it('is idempotent: text typeset twice is typeset once', () => {
    const once = frenchTypography('En 3 semaines : 12 formats · front-end « net » !');
    expect(frenchTypography(once)).toBe(once);
  });
});

describe('typesetContent', () => {
  it('typesets every prose string, nested, and leaves ids, dates, addresses and data as written', () => {
    const work = {
      id: 1,
      type_id: 'front-end',
      client_id: 'studio-kinetik',
      date: '2007-11-12',
      title: 'Site front-end',
      comment: 'Flash 8 | 40 Ko maximum',
      tags: ['5 jours', 'a · b'],
      contact: { email: 'front-end@exemple.fr', phone: '+33 6', url: 'https://front-end.fr' },
      home_graphs: '[{"title":"Front-end : 1","value":1}]',
    };
    expect(typesetContent(work)).toEqual({
      ...work,
      title: `Site front${NB_HYPHEN}end`,
      comment: `Flash 8 | 40${NBSP}Ko maximum`,
      tags: [`5${NBSP}jours`, `a${NBSP}· b`],
    });
  });
});

describe('lowerInitial', () => {
  it('lowers the first letter after a dash, keeps names in capitals', () => {
    expect(lowerInitial('Développeur front-end freelance')).toBe('développeur front-end freelance');
    expect(lowerInitial('UX designer')).toBe('UX designer');
  });
});

describe('dated sentences', () => {
  it('finds the month a sentence names and says whether it is past', () => {
    const text = 'Disponible pour de nouvelles missions à partir de septembre 2026.';
    expect(mentionedMonth(text)).toBe('2026-09');
    expect(isPastDated(text, new Date(2026, 10, 24))).toBe(true);
    expect(isPastDated(text, new Date(2026, 8, 1))).toBe(false);
    expect(isPastDated('Disponible dès maintenant.', new Date(2030, 0, 1))).toBe(false);
  });
});
