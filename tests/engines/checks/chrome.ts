// The site's chrome in each engine (issue 32): « Trié par : » on the pills' line, and the phone menu
// keeping focus while it is open. (The list's focus ring: focusRing.ts.)
import { expect } from 'vitest';
import type { EnginePage } from '../drivers/enginePage.ts';
import { clickElement, rects } from '../lib/pageReads.ts';
import { poll } from '../lib/poll.ts';

export async function checkSorterLine(page: EnginePage): Promise<void> {
  const [title] = await rects(page, '.sorter-title');
  const [pill] = await rects(page, '.sorter-option');
  if (!title || !pill) throw new Error('no sorter title or pill on the page');
  const middle = (r: { y: number; height: number }) => r.y + r.height / 2;
  expect(Math.abs(middle(title) - middle(pill)), 'the title on the pills’ line').toBeLessThanOrEqual(3);
}

/** Where focus is: 'menu' inside the burger, else what it is. */
const focusPlace = (page: EnginePage) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
    return element.closest('.burger') ? `menu: ${name}` : `outside: ${name}`;
  }, null);

export async function checkMenuFocus(page: EnginePage): Promise<void> {
  await clickElement(page, '.burger-button');
  await poll(
    () =>
      page.evaluate(() => document.querySelector('.burger-panel')?.hasAttribute('hidden') === false, null),
    (open) => open,
    { what: 'the burger panel open', timeout: 10_000 },
  );
  const places: string[] = [await focusPlace(page)];
  for (let i = 0; i < 8; i++) {
    await page.press('Tab');
    places.push(await focusPlace(page));
  }
  for (let i = 0; i < 8; i++) {
    await page.press('Tab', { shift: true });
    places.push(await focusPlace(page));
  }
  expect(places.filter((place) => !place.startsWith('menu: '))).toEqual([]);
  // Tab really went round: the button and every entry that is a link.
  expect(new Set(places).size, places.join(' | ')).toBeGreaterThanOrEqual(3);
  expect(places).toContain('menu: Fermer le menu');
  expect(
    await page.evaluate(() => document.querySelector('main')?.closest('[inert]') !== null, null),
    'the page behind is inert',
  ).toBe(true);
  await page.press('Escape');
  await poll(
    () => page.evaluate(() => document.activeElement?.classList.contains('burger-button') ?? false, null),
    (back) => back,
    { what: 'focus back on the menu button', timeout: 10_000 },
  );
  expect(await page.evaluate(() => document.querySelector('main')?.closest('[inert]') === null, null)).toBe(
    true,
  );
}
