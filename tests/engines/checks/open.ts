// Opening a page of the site at a size: the shell rendered, the loading overlay gone, the probe in place.
import { expect } from 'vitest';
import type { EnginePage, Size } from '../drivers/enginePage.ts';
import { engineLog } from '../lib/pageReads.ts';
import { poll } from '../lib/poll.ts';

export async function openPage(page: EnginePage, origin: string, path: string, size: Size): Promise<void> {
  await page.resize(size);
  await page.goto(`${origin}${path}`);
  // The window's new size reaches the page when the engine has laid it out again, which a loaded machine
  // delays: a narrow check that started on the desktop layout waited in vain for the phone carousel. The
  // page is judged once its layout is the one the size asks for (the spec's 768 px threshold).
  const narrow = size.width < 768;
  await poll(
    () =>
      page.evaluate(
        (narrow) => ({
          rendered:
            document.querySelector('main#contenu') !== null &&
            document.querySelector('#loading-overlay') === null,
          layout: window.matchMedia('(max-width: 767.98px)').matches === narrow,
          width: window.innerWidth,
        }),
        narrow,
      ),
    ({ rendered, layout }) => rendered && layout,
    { what: `${path}: the app rendered at ${size.width} px and its loading overlay gone`, timeout: 30_000 },
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
