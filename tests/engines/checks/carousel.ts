// / at the narrow size: a swipe (a touch pointer where the driver has one, else a mouse drag: the
// carousel's gestures take both) moves the carousel exactly one slide, each way.
import { expect } from 'vitest';
import type { EnginePage } from '../drivers/enginePage.ts';
import { clickElement, count, rects } from '../lib/pageReads.ts';
import { poll } from '../lib/poll.ts';

const slideIndex = (page: EnginePage) =>
  page.evaluate(() => Number(document.querySelector('.carousel')?.getAttribute('data-index')), null);

/** Waits for the carousel's scene (its own gestures attached), then pauses the cycle with its button. */
export async function holdCarousel(page: EnginePage): Promise<void> {
  await poll(
    () => page.evaluate(() => document.querySelector('.carousel')?.getAttribute('data-scene'), null),
    (state) => state === 'ready',
    { what: 'the carousel scene ready (its own gestures attached)', timeout: 45_000 },
  );
  // The automatic cycle would change slides too: pause it with its button first.
  await clickElement(page, '.showcase-toggle');
  await poll(
    () => page.evaluate(() => document.querySelector('.showcase')?.getAttribute('data-cycle'), null),
    (cycle) => cycle !== 'running',
    { what: 'the showcase cycle paused', timeout: 10_000 },
  );
}

export async function checkSwipe(page: EnginePage): Promise<void> {
  await holdCarousel(page);
  const slides = await count(page, '.carousel [data-slide]');
  expect(slides, 'slides in the carousel').toBeGreaterThan(1);
  const [carousel] = await rects(page, '.carousel');
  if (!carousel) throw new Error('no .carousel on the page');
  const y = carousel.y + Math.min(carousel.height / 2, 150);
  const start = await slideIndex(page);
  // Which pointer the page sees: the swipe must arrive as the input the driver says it sends.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as { __swipePointers?: string[] }).__swipePointers = seen;
    const carousel = document.querySelector<HTMLElement>('.carousel');
    carousel?.addEventListener('pointerdown', (event) => seen.push(event.pointerType));
  }, null);

  // Finger from right to left over half the width: the next slide.
  await page.swipe(carousel.x + carousel.width * 0.75, y, -carousel.width / 2);
  const next = (start + 1) % slides;
  await poll(
    () => slideIndex(page),
    (index) => index === next,
    {
      what: `slide ${next} after a swipe to the left from slide ${start} (${page.swipeInput})`,
      timeout: 10_000,
    },
  );
  const pointers = await page.evaluate(
    () => (window as { __swipePointers?: string[] }).__swipePointers,
    null,
  );
  expect(pointers, 'the pointers the carousel saw').toEqual([page.swipeInput]);
  // And back.
  await page.swipe(carousel.x + carousel.width * 0.25, y, carousel.width / 2);
  await poll(
    () => slideIndex(page),
    (index) => index === start,
    {
      what: `slide ${start} after a swipe to the right (${page.swipeInput})`,
      timeout: 10_000,
    },
  );
}
