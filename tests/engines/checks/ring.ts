// /projects at desktop size: the ring steps with the arrow keys and the wheel (one work per step, the
// address following), and the sorter orders the ring and selects its first work.
import { expect } from 'vitest';
import type { Portfolio, Work } from '../../../content/schema.ts';
import type { EnginePage } from '../drivers/enginePage.ts';
import { clickElement, rects, spokenText } from '../lib/pageReads.ts';
import { poll } from '../lib/poll.ts';
import { at, type SortKey, specOrder } from '../lib/portfolio.ts';

/** The details show work #`position`, and the address is that work's. */
export async function expectSelected(page: EnginePage, position: number, id: number): Promise<void> {
  await poll(
    () => spokenText(page, '.detail-number'),
    (text) => text === `#${position}`,
    {
      what: `the details showing #${position}`,
      timeout: 15_000,
    },
  );
  await poll(
    () => page.currentUrl(),
    (url) => new URL(url).pathname === `/projects/${id}`,
    {
      what: `the address /projects/${id}`,
      timeout: 10_000,
    },
  );
}

export async function checkArrowKeys(page: EnginePage, doc: Portfolio): Promise<void> {
  const order = specOrder(doc.works, 'date');
  await page.press('ArrowRight');
  await expectSelected(page, 2, at(order, 2).id);
  await page.press('ArrowLeft');
  await expectSelected(page, 1, at(order, 1).id);
  await page.press('ArrowLeft');
  await expectSelected(page, order.length, at(order, order.length).id);
}

export async function checkWheel(page: EnginePage, doc: Portfolio): Promise<void> {
  const order = specOrder(doc.works, 'date');
  const [ring] = await rects(page, '.ring-surface');
  if (!ring) throw new Error('no .ring-surface on the page');
  // Over the disc, a little above its centre (the centre is the details' pointer line).
  const x = ring.x + ring.width / 2;
  const y = ring.y + ring.height * 0.3;
  await page.wheel(x, y, 100);
  await expectSelected(page, 2, at(order, 2).id);
  await page.wheel(x, y, 100);
  await expectSelected(page, 3, at(order, 3).id);
  // The other way is a new gesture: it steps at once, one work.
  await page.wheel(x, y, -100);
  await expectSelected(page, 2, at(order, 2).id);
  expect(await page.evaluate(() => window.scrollY, null), 'the page itself does not scroll').toBe(0);
}

const SORTS: readonly SortKey[] = ['client_id', 'type_id', 'date'];

/** Any run of white space (French typography's no-break spaces included) as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An option's accessible name, as the Chromium suite writes it: title, client, year, type. */
function optionName(doc: Portfolio, work: Work): string {
  const client = doc.clients.find((c) => c.id === work.client_id)?.name;
  const type = doc.types.find((t) => t.id === work.type_id)?.value;
  return `${work.title}, ${client}, ${work.date.slice(0, 4)}, ${type}`;
}

export async function checkSorter(page: EnginePage, doc: Portfolio): Promise<void> {
  for (const key of SORTS) {
    // Leave the first work, to see the sort select it again.
    await page.press('ArrowRight');
    await poll(
      () => spokenText(page, '.detail-number'),
      (text) => text === '#2',
      {
        what: 'the details showing #2 before the sort',
        timeout: 15_000,
      },
    );
    await clickElement(page, `.sorter-option:has(input[value="${key}"])`);
    await poll(
      () =>
        page.evaluate(
          (value) => document.querySelector<HTMLInputElement>(`.sorter input[value="${value}"]`)?.checked,
          key,
        ),
      (checked) => checked === true,
      { what: `the ${key} radio checked`, timeout: 10_000 },
    );
    const order = specOrder(doc.works, key);
    const names = () =>
      page
        .evaluate(
          () =>
            [...document.querySelectorAll('.ring-surface [role="option"]')].map((o) => o.textContent ?? ''),
          null,
        )
        .then((list) => list.map(spaced));
    const want = order.map((work) => spaced(optionName(doc, work)));
    await poll(names, (list) => JSON.stringify(list) === JSON.stringify(want), {
      what: `the ring's options in the ${key} order`,
      timeout: 15_000,
    });
    await expectSelected(page, 1, at(order, 1).id);
    await poll(
      () => spokenText(page, '.detail-title'),
      (text) => text === at(order, 1).title,
      { what: "the first work's title in the details", timeout: 15_000 },
    );
  }
}
