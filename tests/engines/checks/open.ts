// Opening a page of the site at a size: the shell rendered, the loading overlay gone, the probe in place.
import { expect } from 'vitest';
import type { EnginePage, Size } from '../drivers/enginePage.ts';
import { engineLog } from '../lib/pageReads.ts';
import { poll } from '../lib/poll.ts';

export async function openPage(page: EnginePage, origin: string, path: string, size: Size): Promise<void> {
  await page.resize(size);
  await page.goto(`${origin}${path}`);
  await poll(
    () =>
      page.evaluate(
        () =>
          document.querySelector('main#contenu') !== null &&
          document.querySelector('#loading-overlay') === null,
        null,
      ),
    Boolean,
    { what: `${path}: the app rendered and its loading overlay gone`, timeout: 30_000 },
  );
  expect(await engineLog(page), 'the engine probe runs in the page').not.toBeNull();
}

/** No scramble reveal running: the text is final (axe and screenshots read it). */
export function scramblesDone(page: EnginePage, timeout = 20_000): Promise<number> {
  return poll(
    () => page.evaluate(() => document.querySelectorAll('[data-scramble="running"]').length, null),
    (running) => running === 0,
    { what: 'every scramble reveal finished', timeout },
  );
}
