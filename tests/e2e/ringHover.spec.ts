// The ring answers a hover (issue 32, point 11): the hovered or keyboard-focused section's card beside it,
// following the ring as it turns; the sort groups named inside the ring, the selection's group lit; and
// the listbox options saying the same. Desktop, 1440×900.
import type { Locator, Page } from '@playwright/test';
import type { Portfolio, Work } from '../../content/schema.ts';
import { placeCard } from '../../scenes/contract/ringLabels.ts';
import {
  EDGE_MARGIN,
  HEADER_HEIGHT,
  HIT_INNER,
  HIT_OUTER,
  RING_RADIUS,
  ringPlacement,
} from '../../scenes/contract/ringPlacement.ts';
import {
  hitTestRing,
  layoutRing,
  midAngle,
  type RingLayout,
  rotationToCentre,
} from '../../scenes/math/ringLayout.ts';
import { expect, pageFrames, ready, test } from './fixtures.ts';

type SortKey = 'date' | 'client_id' | 'type_id';
const WIDTH = 1440;
const HEIGHT = 900;

// The spec's orders, written out again: date descending; by client or type, by that key then date descending.
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

const placement = (() => {
  const p = ringPlacement(WIDTH, HEIGHT);
  if (!p) throw new Error('no ring at 1440×900');
  return p;
})();

const listbox = (page: Page) => page.getByRole('listbox', { name: 'Anneau des projets' });
const card = (page: Page) => page.locator('.ring-card');

function cardText(doc: Portfolio, work: Work) {
  const client = doc.clients.find((c) => c.id === work.client_id)?.name;
  return `${work.title} · ${client} · ${work.date.slice(0, 4)}`;
}

/** Where section `index` is on screen with the ring turned to centre the selection `selected`. */
function sectionPoint(layout: RingLayout, index: number, selected: number) {
  const angle = midAngle(layout, index) + rotationToCentre(layout, selected, placement.pointAngle);
  const r = RING_RADIUS * placement.scale;
  return { x: placement.cx + Math.cos(angle) * r, y: placement.cy + Math.sin(angle) * r };
}

/** The card's box as the page should place it beside that point, for the card's own size. */
async function expectCardAt(page: Page, point: { x: number; y: number }) {
  await expect
    .poll(
      async () => {
        const box = await card(page).boundingBox();
        if (!box) return Number.POSITIVE_INFINITY;
        const top = HEADER_HEIGHT + 12;
        const want = placeCard(
          point,
          { x: placement.cx, y: placement.cy },
          placement.scale,
          { width: box.width, height: box.height },
          {
            x: EDGE_MARGIN,
            y: top,
            width: Math.min(WIDTH - EDGE_MARGIN, placement.detailsLeft - 12) - EDGE_MARGIN,
            height: HEIGHT - 12 - top,
          },
        );
        return Math.max(Math.abs(box.x - want.x), Math.abs(box.y - want.y));
      },
      { message: 'the card should stand beside its section', timeout: 15_000 },
    )
    .toBeLessThanOrEqual(2);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('the ring answers a hover', () => {
  test('hovering a section shows its card beside it, which follows the ring and leaves with the pointer', async ({
    page,
  }, testInfo) => {
    test.slow(); // a turn of the ring in SwiftShader
    const doc = await portfolio(page);
    const order = specOrder(doc.works, 'date');
    const layout = layoutRing(order.map((w) => w.length));
    // The section at the bottom of the ring while the first work is centred.
    const x = placement.cx;
    const y = placement.cy + RING_RADIUS * placement.scale;
    const at = (selected: number) =>
      hitTestRing(
        layout,
        0,
        RING_RADIUS,
        rotationToCentre(layout, selected, placement.pointAngle),
        HIT_INNER,
        HIT_OUTER,
      );
    await page.goto('/projects');
    await ready(page);
    await expect(listbox(page)).toHaveAttribute('data-scene', 'ready', { timeout: 20_000 });
    await expect(card(page)).toBeHidden();

    await page.mouse.move(x, y);
    const hovered = order[at(0)] as Work;
    await expect(card(page)).toBeVisible();
    await expect(card(page)).toHaveText(cardText(doc, hovered));
    await expectCardAt(page, sectionPoint(layout, at(0), 0));
    const column = await boxOf(page.locator('.projects-column'));
    expect(overlaps(await boxOf(card(page)), column)).toBe(false);
    await expect(card(page)).toHaveCSS('opacity', '1');
    await page.screenshot({ path: testInfo.outputPath('hover-card.png') });

    // The ring turns under the still pointer: the card goes with the section now under it.
    await page.keyboard.press('ArrowRight');
    const next = order[at(1)] as Work;
    await expect(card(page)).toHaveText(cardText(doc, next), { timeout: 15_000 });
    await expectCardAt(page, sectionPoint(layout, at(1), 1));

    // Into the ring's hole: no section, no card.
    await page.mouse.move(placement.cx, placement.cy);
    await expect(card(page)).toBeHidden();
  });

  test('the keyboard focus on an option shows its card, which turns with its section', async ({ page }) => {
    test.slow();
    const doc = await portfolio(page);
    const order = specOrder(doc.works, 'date');
    const layout = layoutRing(order.map((w) => w.length));
    const focused = order[4] as Work;
    await page.goto('/projects');
    await ready(page);
    await expect(listbox(page)).toHaveAttribute('data-scene', 'ready', { timeout: 20_000 });

    const option = page.locator(`#projet-${focused.id}`);
    // The option says what the card shows, and its group.
    const year = focused.date.slice(0, 4);
    const sameYear = order.filter((w) => w.date.startsWith(year));
    await expect(option).toHaveAccessibleName(new RegExp(`^${escapeRegExp(focused.title)}, `));
    await expect(option).toHaveAccessibleDescription(
      `Année ${year}, projet ${sameYear.indexOf(focused) + 1} sur ${sameYear.length}`,
    );

    await option.focus();
    await expect(card(page)).toBeVisible();
    await expect(card(page)).toHaveText(cardText(doc, focused));
    await expectCardAt(page, sectionPoint(layout, 4, 0));

    // The arrows still step the ring from the option; the card stays on its work as the ring turns.
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`/projects/${order[1]?.id}$`));
    await expectCardAt(page, sectionPoint(layout, 4, 1));
    await expect(card(page)).toHaveText(cardText(doc, focused));

    // Focus elsewhere: the card leaves.
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(card(page)).toBeHidden();
  });

  test('Tab onto the ring shows the selection’s card; a mouse click on it does not', async ({
    page,
  }, testInfo) => {
    const doc = await portfolio(page);
    const order = specOrder(doc.works, 'date');
    const layout = layoutRing(order.map((w) => w.length));
    await page.goto('/projects');
    await ready(page);
    await expect(listbox(page)).toHaveAttribute('data-scene', 'ready', { timeout: 20_000 });
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if (await listbox(page).evaluate((el) => el === document.activeElement)) break;
    }
    await expect(listbox(page)).toBeFocused();
    await expect(card(page)).toHaveText(cardText(doc, order[0] as Work));
    await expectCardAt(page, sectionPoint(layout, 0, 0));
    expect(overlaps(await boxOf(card(page)), await boxOf(page.locator('.projects-column')))).toBe(false);
    await expect(card(page)).toHaveCSS('opacity', '1');
    await page.screenshot({ path: testInfo.outputPath('focus-card.png') });
    // The selection's own year stands where its card is: it steps aside while the card is there.
    await expect(page.locator('.ring-label[data-lit]')).toHaveAttribute('data-covered', '');
    // The arrows: the card goes with the selection.
    await page.keyboard.press('ArrowRight');
    await expect(card(page)).toHaveText(cardText(doc, order[1] as Work));
    await expectCardAt(page, sectionPoint(layout, 1, 1));

    // Focused by a mouse click in the ring's hole: no card.
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(card(page)).toBeHidden();
    await page.mouse.click(placement.cx, placement.cy);
    await expect(listbox(page)).toBeFocused();
    await pageFrames(page, 10);
    await expect(card(page)).toBeHidden();
  });

  test('sorted by client, the clients are named inside the ring, the selection’s one lit', async ({
    page,
  }, testInfo) => {
    test.slow(); // a fade out and in
    const doc = await portfolio(page);
    const clients = new Map(doc.clients.map((c) => [c.id, c.name]));
    const order = specOrder(doc.works, 'client_id');
    await page.goto('/projects');
    await ready(page);
    await expect(listbox(page)).toHaveAttribute('data-scene', 'ready', { timeout: 20_000 });
    // By date: the years.
    await expect(page.locator('.ring-label[data-lit]')).toHaveText(
      specOrder(doc.works, 'date')[0]?.date.slice(0, 4) ?? '',
    );

    await page
      .getByRole('group', { name: 'Trié par\u00a0:' })
      .locator('label', { hasText: 'Client' })
      .click();
    const first = order[0] as Work;
    await expect(page).toHaveURL(new RegExp(`/projects/${first.id}$`));
    const lit = page.locator('.ring-label[data-lit]');
    await expect(lit).toHaveText(clients.get(first.client_id) ?? '', { timeout: 15_000 });
    await expect(lit).toBeVisible();
    const labels = page.locator('.ring-label:not([hidden])');
    const names = await labels.allTextContents();
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect([...clients.values()]).toContain(name);
    // Groups of consecutive works: each client named at most once.
    expect(new Set(names).size).toBe(names.length);
    await expect(page.locator('.ring-labels')).not.toHaveAttribute('data-fading');
    await pageFrames(page, 75); // the fade in and the turn to the first work have their frames
    await page.screenshot({ path: testInfo.outputPath('client-labels.png') });

    // Legible: no two names touch, none reaches the detail block.
    const column = await boxOf(page.locator('.projects-column'));
    const boxes = await Promise.all((await labels.all()).map(boxOf));
    for (const [i, box] of boxes.entries()) {
      expect(overlaps(box, column), names[i]).toBe(false);
      for (const other of boxes.slice(i + 1)) expect(overlaps(box, other)).toBe(false);
    }

    // The selection's option names its group too.
    const sameClient = order.filter((w) => w.client_id === first.client_id);
    await expect(listbox(page).locator('[aria-selected="true"]')).toHaveAccessibleDescription(
      `Client ${clients.get(first.client_id)}, projet 1 sur ${sameClient.length}`,
    );

    // Stepping into the next client's works lights its name.
    const into = order.findIndex((w) => w.client_id !== first.client_id);
    for (let i = 0; i < into; i++) await page.keyboard.press('ArrowRight');
    await expect(lit).toHaveText(clients.get(order[into]?.client_id ?? '') ?? '', { timeout: 15_000 });
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the card and the names show at once', async ({ page }) => {
    const doc = await portfolio(page);
    const order = specOrder(doc.works, 'date');
    await page.goto('/projects');
    await ready(page);
    await expect(listbox(page)).toHaveAttribute('data-scene', 'ready', { timeout: 20_000 });
    await page.locator(`#projet-${order[2]?.id}`).focus();
    await expect(card(page)).toHaveText(cardText(doc, order[2] as Work));
    const durations = await page
      .locator('.ring-card, .ring-labels, .ring-label')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDuration));
    for (const duration of durations)
      for (const part of duration.split(',')) expect(Number.parseFloat(part)).toBeLessThan(0.001);
  });
});
