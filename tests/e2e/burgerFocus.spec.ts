// The phone menu's focus (issue 32): while the burger panel is open, Tab and Shift+Tab stay with the
// menu button and the panel's links, and the page behind is inert; Escape closes it and returns focus.
import type { Page } from '@playwright/test';
import { expect, ready, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** What has focus: its accessible name or text, and whether it is inside the open panel or the header. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
    return element.closest('.burger') ? name : `outside: ${name}`;
  });

for (const path of ['/', '/profil']) {
  test(`${path}: with the menu open, focus cycles through the button and the links only`, async ({
    page,
  }) => {
    await page.goto(path);
    await ready(page);
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    // (The page makes some parts inert of its own: the carousel's slides off screen.)
    const inertBefore = await page.locator('[inert]').count();
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.burger-panel')).toBeVisible();
    const links = await page.locator('.burger-panel a[href]').count();
    expect(links).toBeGreaterThan(0);
    // Forward: the links, then back to the button, and round again; never behind the panel.
    const forward: string[] = [await focused(page)];
    for (let i = 0; i < links * 2 + 2; i++) {
      await page.keyboard.press('Tab');
      forward.push(await focused(page));
    }
    expect(forward.filter((name) => name === 'BODY' || name.startsWith('outside'))).toEqual([]);
    expect(forward).toContain('Fermer le menu');
    const backward: string[] = [];
    for (let i = 0; i < links * 2 + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      backward.push(await focused(page));
    }
    expect(backward.filter((name) => name === 'BODY' || name.startsWith('outside'))).toEqual([]);
    // The page behind cannot be reached by assistive tech either.
    expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page.locator('.burger-panel')).toBeHidden();
    await expect(burger).toBeFocused();
    expect(await page.locator('[inert]').count()).toBe(inertBefore);
    expect(await page.locator('main').evaluate((main) => main.closest('[inert]') === null)).toBe(true);
  });
}
