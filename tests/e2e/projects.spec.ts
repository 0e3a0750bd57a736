// The Projects screen in real Chromium: the ring's keys, wheel and pointer, the sorts, the legend, the
// deep link, the list under 768 px, reduced motion, and Pixi's canvas renderer when WebGL is off.
import type { Page, Route } from '@playwright/test';
import type { Portfolio, Work } from '../../content/schema.ts';
import {
  EXPANDED_OUTER,
  HIT_INNER,
  HIT_OUTER,
  RING_RADIUS,
  ringPlacement,
} from '../../scenes/contract/ringPlacement.ts';
import { hitTestRing, layoutRing, rotationToCentre } from '../../scenes/math/ringLayout.ts';
import { expect, pageFrames, pixel, ready, rgb, spokenText, test } from './fixtures.ts';
import { meshRunning } from './stress.ts';

type SortKey = 'date' | 'client_id' | 'type_id';

// The spec's orders, written out again here rather than imported: date descending; by client or type,
// ascending by that key, then date descending.
const newestFirst = (a: Work, b: Work) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id - b.id);
function specOrder(works: readonly Work[], key: SortKey): Work[] {
  if (key === 'date') return [...works].sort(newestFirst);
  return [...works].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : newestFirst(a, b)));
}

async function portfolio(page: Page): Promise<Portfolio> {
  const response = await page.request.get('/api/portfolio');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Portfolio;
}

/** Serves a changed copy of the shared document to the page. */
async function servePortfolio(page: Page, change: (doc: Portfolio) => Portfolio) {
  const original = await portfolio(page);
  await page.route('**/api/portfolio', (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(change(original)) }),
  );
}

const listbox = (page: Page) => page.getByRole('listbox', { name: 'Anneau des projets' });

async function expectShown(page: Page, position: number, title: string) {
  await expect.poll(() => spokenText(page.locator('.detail-number'))).toBe(`#${position}`);
  await expect.poll(() => spokenText(page.locator('.detail-title'))).toBe(title);
  await expect(listbox(page).locator('[aria-selected="true"]')).toHaveCount(1);
  await expect(listbox(page).locator('[aria-selected="true"]')).toHaveText(
    new RegExp(`^${escapeRegExp(title)}, `),
  );
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The middle of the expanded section, where the selection points at the details. */
function expandedPoint(width: number, height: number) {
  const placement = ringPlacement(width, height);
  if (!placement) throw new Error('no ring at this size');
  const radius = (RING_RADIUS - 5 + EXPANDED_OUTER) / 2;
  return { x: placement.cx + radius * placement.scale, y: placement.cy, placement };
}

async function expectRingColour(page: Page, hex: string) {
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  const { x, y } = expandedPoint(size.width, size.height);
  const want = rgb(hex);
  await expect
    .poll(async () => Math.max(...(await pixel(page, x, y)).map((c, i) => Math.abs(c - (want[i] ?? 0)))), {
      message: `the expanded section should show ${hex}`,
      timeout: 25_000,
    })
    .toBeLessThanOrEqual(12);
}

test.describe('desktop ring', () => {
  test('arrow keys move the selection, wrap at both ends and replace the address', async ({ page }) => {
    const doc = await portfolio(page);
    const order = specOrder(doc.works, 'date');
    const last = order.length;
    const at = (position: number) => order[position - 1] as Work;
    await page.goto('/projects');
    await ready(page);
    await expectShown(page, 1, at(1).title);
    const historyLength = await page.evaluate(() => history.length);

    // Page-wide arrows, with the focus nowhere in particular.
    await page.keyboard.press('ArrowRight');
    await expectShown(page, 2, at(2).title);
    await page.keyboard.press('ArrowDown');
    await expectShown(page, 3, at(3).title);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, 1, at(1).title);
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, last, at(last).title);
    await expect(page).toHaveURL(new RegExp(`/projects/${at(last).id}$`));

    // The listbox itself, reached with Tab, takes the same keys.
    await listbox(page).focus();
    await expect(listbox(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expectShown(page, 1, at(1).title);
    await page.keyboard.press('End');
    await expectShown(page, last, at(last).title);
    await page.keyboard.press('Home');
    await expectShown(page, 1, at(1).title);
    await expect(page.locator('[aria-live="polite"]', { hasText: 'Projet 1 sur' })).toHaveText(
      `Projet 1 sur ${last}\u00a0: ${at(1).title}`,
    );

    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('arrow keys pressed in quick succession land on the work they reached, and the address follows', async ({
    page,
  }) => {
    const doc = await portfolio(page);
    const order = specOrder(doc.works, 'date');
    await page.goto('/projects');
    await ready(page);
    await expectShown(page, 1, order[0]?.title ?? '');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Keys pressed faster than the address follows each one: an address catching up with an older
    // selection must not take the selection back to it.
    const presses = 12;
    for (let i = 0; i < presses; i++) await page.keyboard.press(i % 3 === 2 ? 'ArrowDown' : 'ArrowRight');
    const reached = order[presses] as Work;
    await expectShown(page, presses + 1, reached.title);
    await expect(page).toHaveURL(new RegExp(`/projects/${reached.id}$`));
    // And it stays there once the address has caught up.
    await pageFrames(page);
    await expectShown(page, presses + 1, reached.title);
  });

  test('one wheel step over the ring moves one item, both ways, and wraps', async ({ page }) => {
    test.slow(); // several turns of the ring in SwiftShader
    const doc = await portfolio(page);
    const order = specOrder(doc.works, 'date');
    const { placement } = expandedPoint(1440, 900);
    await page.goto('/projects');
    await ready(page);
    await page.mouse.move(placement.cx, placement.cy - RING_RADIUS);
    await page.mouse.wheel(0, 100);
    await expectShown(page, 2, order[1]?.title ?? '');
    await page.mouse.wheel(0, 100);
    await expectShown(page, 3, order[2]?.title ?? '');
    await page.waitForTimeout(300); // a new gesture: wheel notches group by time (the duration is the point)
    await page.mouse.wheel(0, -100);
    await page.mouse.wheel(0, -100);
    await page.mouse.wheel(0, -100);
    await expectShown(page, order.length, order.at(-1)?.title ?? '');
    // A small delta on its own still counts as one notch; the page itself does not scroll. (A new gesture:
    // notches group by time, so this wait is the point.)
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, 30);
    await expectShown(page, 1, order[0]?.title ?? '');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('each sort orders the ring as the spec says and selects the first work', async ({ page }) => {
    test.slow(); // three fades out and in, in SwiftShader
    const doc = await portfolio(page);
    const clients = new Map(doc.clients.map((c) => [c.id, c.name]));
    const types = new Map(doc.types.map((t) => [t.id, t.value]));
    const name = (w: Work) =>
      `${w.title}, ${clients.get(w.client_id)}, ${w.date.slice(0, 4)}, ${types.get(w.type_id)}`;
    await page.goto('/projects');
    await ready(page);
    const sorter = page.getByRole('group', { name: 'Trié par\u00a0:' });
    await expect(sorter.locator('legend')).toHaveText('Trié par\u00a0:');
    await expect(sorter.getByRole('radio', { name: 'Date' })).toBeChecked();

    for (const [label, key] of [
      ['Client', 'client_id'],
      ['Type', 'type_id'],
      ['Date', 'date'],
    ] as const) {
      // Leave the first work (page-wide arrows, so not from the radio group), to see the sort select it again.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => spokenText(page.locator('.detail-number'))).toBe('#2');
      await sorter.getByRole('radio', { name: label }).check();
      await expect(sorter.getByRole('radio', { name: label })).toBeChecked();
      const order = specOrder(doc.works, key);
      await expect(listbox(page).getByRole('option')).toHaveText(order.map(name));
      await expectShown(page, 1, order[0]?.title ?? '');
      await expect(page).toHaveURL(new RegExp(`/projects/${order[0]?.id}$`));
      await expectRingColour(page, doc.types.find((t) => t.id === order[0]?.type_id)?.color ?? '');
    }
  });

  test('the legend lists exactly the types that have works, with their colours', async ({ page }) => {
    await servePortfolio(page, (doc) => ({
      ...doc,
      types: [...doc.types, { id: 'print', value: 'Print', color: '#ffffff' }],
      works: doc.works.filter((w) => w.type_id !== 'e-commerce'),
    }));
    const doc = await portfolio(page);
    const expected = doc.types.filter((t) => t.id !== 'e-commerce');
    await page.goto('/projects');
    await ready(page);
    const legend = page.getByRole('list', { name: 'Types de projets' });
    await expect(legend.getByRole('listitem')).toHaveText(expected.map((t) => t.value));
    const swatches = await legend
      .locator('.type-swatch')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
    expect(swatches).toEqual(expected.map((t) => `rgb(${rgb(t.color).join(', ')})`));
  });

  test('a deep link selects its work; an unknown one selects the first', async ({ page }) => {
    const doc = await portfolio(page);
    const order = specOrder(doc.works, 'date');
    const position = Math.min(24, order.length);
    const work = order[position - 1] as Work;
    await page.goto(`/projects/${work.id}`);
    await ready(page);
    await expectShown(page, position, work.title);
    await expectRingColour(page, doc.types.find((t) => t.id === work.type_id)?.color ?? '');

    await page.goto('/projects/999999');
    await ready(page);
    await expectShown(page, 1, order[0]?.title ?? '');
    await expect(page).toHaveURL(new RegExp(`/projects/${order[0]?.id}$`));
  });

  test('clicking a section selects it and turns it to the details; hovering shows it is clickable', async ({
    page,
  }) => {
    const doc = await portfolio(page);
    const order = specOrder(doc.works, 'date');
    const layout = layoutRing(order.map((w) => w.length));
    const { placement } = expandedPoint(1440, 900);
    // The section at the bottom of the ring while the first work is centred.
    const x = placement.cx;
    const y = placement.cy + RING_RADIUS * placement.scale;
    const index = hitTestRing(layout, 0, RING_RADIUS, rotationToCentre(layout, 0, 0), HIT_INNER, HIT_OUTER);
    const target = order[index] as Work;
    await page.goto('/projects');
    await ready(page);
    await expectRingColour(page, doc.types.find((t) => t.id === order[0]?.type_id)?.color ?? '');

    // The custom cursor shows the store's mouse state on <html data-cursor>.
    const cursor = page.locator('html');
    // Over a section the ring asks for a hand: the system cursor's, where the custom one cannot show.
    await page.mouse.move(placement.cx, placement.cy); // the hole in the middle
    await expect(listbox(page)).not.toHaveAttribute('style', /cursor: pointer/);
    await page.mouse.move(x, y);
    await expect(listbox(page)).toHaveAttribute('style', /cursor: pointer/);
    await expect(cursor).toHaveAttribute('data-cursor', 'active-small');
    await page.mouse.click(x, y);
    await expectShown(page, index + 1, target.title);
    await expect(page).toHaveURL(new RegExp(`/projects/${target.id}$`));
    await expectRingColour(page, doc.types.find((t) => t.id === target.type_id)?.color ?? '');
    // Still over a section: the new address is the same screen, so the cursor keeps its state.
    await expect(cursor).toHaveAttribute('data-cursor', 'active-small');
    await page.mouse.move(placement.cx, placement.cy);
    await expect(cursor).toHaveAttribute('data-cursor', 'normal');
  });
});

test.describe('any number of works', () => {
  test('500 works: the ring draws, wraps and stays free of errors', async ({ page }) => {
    await servePortfolio(page, (doc) => ({
      ...doc,
      works: Array.from({ length: 500 }, (_, i) => {
        const base = doc.works[i % doc.works.length] as Work;
        return { ...base, id: i + 1, length: i % 9 === 0 ? 30 : 1, title: `Projet ${i + 1}` };
      }),
    }));
    await page.goto('/projects');
    await ready(page);
    await expect(listbox(page).getByRole('option')).toHaveCount(500);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => spokenText(page.locator('.detail-number'))).toBe('#500');
    await expect(listbox(page).locator('[aria-selected="true"]')).toHaveCount(1);
  });

  test('one work: a whole ring that stays on its work', async ({ page }) => {
    await servePortfolio(page, (doc) => ({ ...doc, works: doc.works.slice(0, 1) }));
    const work = (await portfolio(page)).works[0] as Work;
    await page.goto('/projects');
    await ready(page);
    await expectShown(page, 1, work.title);
    await page.keyboard.press('ArrowRight');
    await expectShown(page, 1, work.title);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no scramble and no turning: the new work shows at once', async ({ page }) => {
    const doc = await portfolio(page);
    const order = specOrder(doc.works, 'date');
    await page.goto('/projects');
    await ready(page);
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.detail-number')).toHaveText('#2', { useInnerText: true, timeout: 2000 });
    await expect(page.locator('[data-scramble="running"]')).toHaveCount(0);
    await expectShown(page, 2, order[1]?.title ?? '');
    await expectRingColour(page, doc.types.find((t) => t.id === order[1]?.type_id)?.color ?? '');
  });
});

test.describe('tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('the ring sits half off-screen and still selects with the keys', async ({ page }) => {
    const doc = await portfolio(page);
    const order = specOrder(doc.works, 'date');
    await page.goto('/projects');
    await ready(page);
    await expect(listbox(page)).toBeAttached();
    const column = await page.locator('.projects-column').boundingBox();
    expect(column?.x).toBeGreaterThan(300);
    await page.keyboard.press('ArrowDown');
    await expectShown(page, 2, order[1]?.title ?? '');
    await expectRingColour(page, doc.types.find((t) => t.id === order[1]?.type_id)?.color ?? '');
  });
});

test.describe('under 768 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a list replaces the ring, with one entry open at a time', async ({ page }) => {
    const doc = await portfolio(page);
    const order = specOrder(doc.works, 'date');
    await page.goto('/projects');
    await ready(page);
    await expect(listbox(page)).toHaveCount(0);
    const toggles = page.locator('.entry-toggle');
    await expect(toggles).toHaveCount(order.length);
    await expect(toggles.first()).toContainText(order[0]?.title ?? '');
    await expect(page.locator('.entry-toggle[aria-expanded="true"]')).toHaveCount(1);
    await expect(toggles.first()).toHaveAttribute('aria-expanded', 'true');

    const entries = page.locator('.project-entry');
    await expect(entries.first()).toHaveCSS('border-top-width', '0px');
    await expect(entries.nth(1)).toHaveCSS('border-top-width', '1px');

    await toggles.nth(2).click();
    await expect(toggles.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.entry-toggle[aria-expanded="true"]')).toHaveCount(1);
    await expect(page.locator(`#${await toggles.nth(2).getAttribute('aria-controls')}`)).toBeVisible();
    await expect(page.locator(`#${await toggles.first().getAttribute('aria-controls')}`)).toBeHidden();

    // Closing the open entry leaves none open.
    await toggles.nth(2).click();
    await expect(page.locator('.entry-toggle[aria-expanded="true"]')).toHaveCount(0);
    await expect(page.locator(`#${await toggles.nth(2).getAttribute('aria-controls')}`)).toBeHidden();
  });

  test('a deep link opens its entry', async ({ page }) => {
    const doc = await portfolio(page);
    const order = specOrder(doc.works, 'date');
    const work = order[20] as Work;
    await page.goto(`/projects/${work.id}`);
    await ready(page);
    const toggle = page.locator('.entry-toggle[aria-expanded="true"]');
    await expect(toggle).toHaveCount(1);
    await expect(toggle).toContainText(work.title);
    await expect(toggle).toBeInViewport();
  });
});

test('without WebGL, the canvas renderer of Pixi still draws, turns and answers the keys', async ({
  page,
}) => {
  const doc = await portfolio(page);
  const order = specOrder(doc.works, 'date');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  // ?webgl=off: the scene worker draws as without WebGL (Chromium's --disable-3d-apis stops at the page).
  await page.goto('/projects?webgl=off');
  await ready(page);
  await meshRunning(page, 'canvas2d');
  await expectRingColour(page, doc.types.find((t) => t.id === order[0]?.type_id)?.color ?? '');
  await page.keyboard.press('ArrowRight');
  await expectShown(page, 2, order[1]?.title ?? '');
  await expectRingColour(page, doc.types.find((t) => t.id === order[1]?.type_id)?.color ?? '');
  expect(errors, 'console errors without WebGL').toEqual([]);
});
