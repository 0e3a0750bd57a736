// The page thread runs no animation loop while nothing on it animates (issue 20: one loop): no
// requestAnimationFrame of its own, no gsap ticker. The scenes draw in the worker; the page asks for
// frames only while the cursor glides, a scramble or a disclosure runs, or the scenes' frames are timed.
import type { Page } from '@playwright/test';
import { expect, pageFrames, ready, test } from './fixtures.ts';

declare global {
  interface Window {
    /** Animation frames the page's own code has asked for since it loaded. */
    __appFrameRequests?: number;
  }
}

// Settling is waited for, and a loaded machine stretches it (see below).
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  // Before any script: every requestAnimationFrame the app makes (gsap's ticker included, which takes
  // the function when it loads) goes through this counter. The test's own frames (pageFrames) too, so
  // they are taken out below.
  await page.addInitScript(() => {
    const request = window.requestAnimationFrame.bind(window);
    window.__appFrameRequests = 0;
    window.requestAnimationFrame = (callback) => {
      window.__appFrameRequests = (window.__appFrameRequests ?? 0) + 1;
      return request(callback);
    };
  });
});

const requests = (page: Page) => page.evaluate(() => window.__appFrameRequests ?? 0);

/**
 * The page has started all it starts: the mesh is on screen and the custom cursor is drawn (its parts came
 * from the scene runtime). Before that, a quiet page is only a page still waiting for its scenes: on a loaded
 * machine they came after 30 quiet frames, and the cursor's first glide and fade-in then asked for frames.
 */
async function started(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-mesh', 'shown', { timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('data-custom-cursor', '', { timeout: 60_000 });
}

/** Frames the page's code asked for while the page showed `frames` frames (the test's own left out). */
async function requestsOver(page: Page, frames: number): Promise<number> {
  const before = await requests(page);
  await pageFrames(page, frames);
  return (await requests(page)) - before - frames;
}

for (const path of ['/contact', '/profil', '/projects']) {
  test(`${path}: at rest, the page asks for no animation frame`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    // The pointer arrives, then rests: the cursor glides to it and stops.
    await page.mouse.move(700, 450, { steps: 4 });
    await started(page);
    // Settling (the cursor's glide, the donuts filling, the ring's first turn) ends on its own; gsap's
    // ticker sleeps 120 of its frames after its last tween, which a loaded machine stretches a lot.
    await expect.poll(() => requestsOver(page, 30), { timeout: 60_000 }).toBe(0);
    // And it stays at rest.
    expect(await requestsOver(page, 60)).toBe(0);
  });
}

test('moving the pointer asks for frames, and stopping it stops them', async ({ page }) => {
  await page.goto('/contact');
  await ready(page);
  await page.mouse.move(600, 400);
  await started(page);
  await expect.poll(() => requestsOver(page, 30), { timeout: 60_000 }).toBe(0);
  const before = await requests(page);
  await page.mouse.move(900, 700, { steps: 10 });
  await expect.poll(() => requests(page)).toBeGreaterThan(before);
  await expect.poll(() => requestsOver(page, 30), { timeout: 60_000 }).toBe(0);
});
