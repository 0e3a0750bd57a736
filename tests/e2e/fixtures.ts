// Shared e2e fixture: every test fails on a console error or an uncaught exception in the page.
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the app has rendered and the loading overlay is gone. */
export async function ready(page: Page) {
  await expect(page.locator('main#contenu')).toBeVisible();
  // Generous: Pixi, three.js and the route's data share two loaded cores in CI.
  await expect(page.locator('#loading-overlay')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * The text assistive tech gets from an element: the final text at once, the scramble's aria-hidden
 * characters left out. It does not wait for the reveal, which a loaded machine can stretch a lot.
 */
export function spokenText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('[aria-hidden="true"]')) text += node.textContent;
    }
    return text.trim();
  });
}
