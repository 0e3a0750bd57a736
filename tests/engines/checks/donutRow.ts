// / at the narrow size (issue 32, point 3): the phone card's donut row keeps one height on every slide,
// all its rings on one line, through every project.
import { expect } from 'vitest';
import type { EnginePage } from '../drivers/enginePage.ts';
import { count } from '../lib/pageReads.ts';
import { poll } from '../lib/poll.ts';
import { holdCarousel } from './carousel.ts';

interface ShownRow {
  index: number;
  /** The row's top relative to its card's, and each titled ring's top, in CSS px. */
  row: number | null;
  rings: number[];
}

/** The slide in view, at rest: its row and rings measured from its card (the card stays put). */
const shownRow = (page: EnginePage) =>
  page.evaluate((): ShownRow | null => {
    const root = document.querySelector('.carousel');
    const index = Number(root?.getAttribute('data-index'));
    const slide = root?.querySelector(`[data-slide="${index}"]`);
    if (!slide || getComputedStyle(slide).transform !== 'none') return null;
    // At rest once the stage draws it again: no slide still carries its moving picture.
    for (const picture of document.querySelectorAll<HTMLElement>('[data-slide-snapshot]'))
      if (getComputedStyle(picture).visibility !== 'hidden' && picture.offsetParent !== null) return null;
    const card = slide.querySelector('.slide-card')?.getBoundingClientRect();
    const row = slide.querySelector('.donuts')?.getBoundingClientRect();
    if (!card) return null;
    const rings: number[] = [];
    for (const figure of slide.querySelectorAll('.donut:not(.is-untitled) .donut-figure'))
      rings.push(figure.getBoundingClientRect().top - card.top);
    return { index, row: row ? row.top - card.top : null, rings };
  }, null);

export async function checkDonutRow(page: EnginePage): Promise<void> {
  await holdCarousel(page);
  const slides = await count(page, '.carousel [data-slide]');
  const seen: ShownRow[] = [];
  for (let step = 0; step < slides; step++) {
    const shown = await poll(
      () => shownRow(page),
      (row): row is ShownRow => row !== null && !seen.some((before) => before.index === row.index),
      { what: `slide ${step + 1} of ${slides} at rest`, timeout: 15_000 },
    );
    if (shown) seen.push(shown);
    // The list below brings a project's slide into the carousel when its details open: every slide is
    // reached the same way in every engine (the swipes themselves are carousel.ts's check).
    if (step < slides - 1) {
      const next = ((shown?.index ?? 0) + 1) % slides;
      await page.evaluate((position) => {
        document.querySelectorAll<HTMLElement>('.project-item-toggle')[position]?.click();
      }, next);
    }
  }
  const withRings = seen.filter((shown) => shown.rings.length > 0);
  expect(withRings.length, 'slides with donuts').toBeGreaterThan(1);
  const first = withRings[0]?.rings[0] ?? 0;
  for (const shown of withRings) {
    // One line: every ring at the same top, and that top the same on every slide.
    for (const top of shown.rings)
      expect(Math.abs(top - first), `slide ${shown.index}`).toBeLessThanOrEqual(1);
  }
}
