// The phone carousel from its first paint (issue 21): before the scene and its gesture code have arrived, a
// swipe already changes the slide, a vertical move still scrolls the page, and the scene then starts on the
// slide the visitor chose.
import type { Page } from '@playwright/test';
import { expect, pageFrames, ready, test } from './fixtures.ts';
import { swipe } from './stress.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Holds the files `pattern` matches (a slow network, a busy phone) until the returned call. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the carousel's motion and gesture code until the returned call. */
const holdCarouselCode = (page: Page) => hold(page, /\/assets\/carouselMotion-[^/]+\.js$/);

async function heldCarousel(page: Page) {
  await page.goto('/');
  await ready(page);
  // The cycle held, so only the finger moves the slides.
  await page.getByRole('button', { name: 'Pause du défilement des projets' }).tap();
  await expect(page.locator('.showcase-mobile')).toHaveAttribute('data-cycle', 'held');
  const carousel = page.locator('.carousel');
  const box = await carousel.boundingBox();
  if (!box) throw new Error('no carousel');
  const index = Number(await carousel.getAttribute('data-index'));
  const count = await page.locator('[data-slide]').count();
  return { carousel, box, index, count, cdp: await page.context().newCDPSession(page) };
}

test('a swipe as soon as the page shows moves to the next project, and the scene starts there', async ({
  page,
}) => {
  const release = await holdCarouselCode(page);
  const { carousel, box, index, count, cdp } = await heldCarousel(page);
  await expect(carousel, 'the scene has not taken over').not.toHaveAttribute('data-scene', 'ready');

  const next = String((index + 1) % count);
  await swipe(cdp, page, box.x + box.width * 0.8, box.y + box.height / 2, -200, 0);
  await expect(carousel).toHaveAttribute('data-index', next);
  await expect(page.locator(`[data-slide="${next}"]`)).toHaveAttribute('aria-hidden', 'false');
  await expect(page.locator(`[data-slide="${next}"] .slide-title`)).toBeInViewport();
  // And back: a swipe to the right shows the previous one.
  await swipe(cdp, page, box.x + box.width * 0.2, box.y + box.height / 2, 200, 0);
  await expect(carousel).toHaveAttribute('data-index', String(index));
  await swipe(cdp, page, box.x + box.width * 0.8, box.y + box.height / 2, -200, 0);
  await expect(carousel).toHaveAttribute('data-index', next);

  release();
  await expect(carousel).toHaveAttribute('data-scene', 'ready', { timeout: 60_000 });
  await expect(carousel).toHaveAttribute('data-index', next);
  await expect(page.locator(`[data-slide="${next}"]`)).toHaveAttribute('aria-hidden', 'false');
  // The scene's own gestures now: one more swipe, counted once.
  const after = String((index + 2) % count);
  await swipe(cdp, page, box.x + box.width * 0.8, box.y + box.height / 2, -200, 0);
  await expect(carousel).toHaveAttribute('data-index', after);
  await pageFrames(page, 30);
  await expect(carousel, 'not a second step from the first-paint listeners').toHaveAttribute(
    'data-index',
    after,
  );
});

test("a swipe under way when the scene's gestures arrive counts once, by the listeners that saw it start", async ({
  page,
}) => {
  const release = await holdCarouselCode(page);
  const { carousel, box, index, count, cdp } = await heldCarousel(page);
  const x = box.x + box.width * 0.8;
  const y = box.y + box.height / 2;
  const touch = (type: 'touchStart' | 'touchMove', dx: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x: x + dx, y }] });
  await touch('touchStart', 0);
  for (let i = 1; i <= 3; i++) await touch('touchMove', -25 * i);
  release();
  await expect(carousel).toHaveAttribute('data-gestures', 'scene', { timeout: 60_000 });
  for (let i = 4; i <= 8; i++) await touch('touchMove', -25 * i);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const next = String((index + 1) % count);
  await expect(carousel).toHaveAttribute('data-index', next);
  await pageFrames(page, 30);
  await expect(carousel, 'counted once').toHaveAttribute('data-index', next);
});

test('a vertical finger move before the scene scrolls the page and keeps the slide', async ({ page }) => {
  await holdCarouselCode(page);
  const { carousel, box, index, cdp } = await heldCarousel(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await swipe(cdp, page, box.x + box.width / 2, box.y + box.height / 2 + 60, 8, -220, 10);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(50);
  await expect(carousel).toHaveAttribute('data-index', String(index));
});
