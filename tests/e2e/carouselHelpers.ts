// The phone carousel held still for a test: opened at a width with its cycle paused, a swipe to the next
// slide, and the slide at rest (carouselDonuts.spec.ts, donutFigures.spec.ts).
import type { CDPSession, Page } from '@playwright/test';
import { expect, ready } from './fixtures.ts';
import { swipe } from './stress.ts';

export const carousel = (page: Page) => page.locator('.carousel');

/** Opens Home at `width`, waits for the scene, and holds the cycle so only the test moves the slides. */
export async function openHeld(page: Page, width: number): Promise<CDPSession> {
  await page.setViewportSize({ width, height: 844 });
  await page.goto('/');
  await ready(page);
  await expect(carousel(page)).toHaveAttribute('data-scene', 'ready', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Pause du défilement des projets' }).tap();
  await expect(page.locator('.showcase-mobile')).toHaveAttribute('data-cycle', 'held');
  return page.context().newCDPSession(page);
}

/**
 * The slide the carousel shows (data-index) has its DOM text untranslated, where its card is drawn: true
 * only once the slide animation (650 ms) or a spring-back has ended.
 */
export async function slideAtRest(page: Page) {
  await expect
    .poll(() =>
      carousel(page).evaluate((root) => {
        const slide = root.querySelector(`[data-slide="${root.getAttribute('data-index')}"]`);
        return slide ? getComputedStyle(slide).transform : 'no slide';
      }),
    )
    .toBe('none');
}

/** The slide in view has come to rest (its DOM slide untranslated, its drawing the stage's, no picture). */
export async function settled(page: Page) {
  await slideAtRest(page);
  await expect(page.locator('[data-slide-snapshot]:visible')).toHaveCount(0, { timeout: 10_000 });
}

export async function swipeNext(page: Page, cdp: CDPSession) {
  const box = await carousel(page).boundingBox();
  if (!box) throw new Error('carousel not laid out');
  const before = await carousel(page).getAttribute('data-index');
  await swipe(cdp, page, box.x + box.width * 0.8, box.y + box.height / 2, -200, 0);
  await expect(carousel(page)).not.toHaveAttribute('data-index', before ?? '');
  await settled(page);
}
