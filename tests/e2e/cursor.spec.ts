// The custom cursor is the one pointer on a desktop: drawn above the page by a small layer the page moves,
// the system cursor hidden while it shows; the system cursor stays wherever the custom one cannot follow.
import type { Page } from '@playwright/test';
import { RING_RADIUS, ringPlacement } from '../../scenes/contract/ringPlacement.ts';
import { expect, pageFrames, ready, test } from './fixtures.ts';
import { screenPixels } from './stress.ts';

const layer = (page: Page) => page.locator('.cursor-layer');

/** The custom cursor is up: Pixi drew its states and the page shows them (html[data-custom-cursor]). */
async function customCursor(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-custom-cursor', '', { timeout: 30_000 });
}

/** The centre of the cursor layer on the screen, where its drawing is centred. */
const layerCentre = (page: Page) =>
  layer(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });

const cssCursor = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).cursor);

/** Pixels of the screen clip whose colour is close to the accent's bright orange (#ff8a4c). */
async function accentPixels(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const data = await screenPixels(page, clip);
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
    if (r > 200 && g > 100 && g < 175 && b < 120) count++;
  }
  return count;
}

const cursorFrames = (page: Page) => page.evaluate(() => window.__testHooks?.cursorFrames() ?? -1);

test.describe('custom cursor on a desktop', () => {
  test('is drawn above the links, hides the system cursor and follows the pointer', async ({ page }) => {
    await page.goto('/contact?test-hooks');
    await ready(page);
    await page.mouse.move(700, 820);
    await customCursor(page);
    await expect(layer(page)).toHaveAttribute('data-state', 'normal');

    // Above every layer of the page: a fixed layer outside the canvases' stacking context, over the header.
    const order = await layer(page).evaluate((element) => ({
      parent: element.parentElement?.tagName,
      zIndex: Number(getComputedStyle(element).zIndex),
      header: Number(getComputedStyle(document.querySelector('.header') as Element).zIndex),
      pointerEvents: getComputedStyle(element).pointerEvents,
    }));
    expect(order.parent).toBe('BODY');
    expect(order.zIndex).toBeGreaterThan(Math.max(order.header, 40));
    expect(order.pointerEvents).toBe('none');

    // The system cursor is hidden everywhere, links and buttons included.
    expect(await cssCursor(page, 'main h1')).toBe('none');
    expect(await cssCursor(page, '.contact-link')).toBe('none');
    expect(await cssCursor(page, '.nav-entry')).toBe('none');

    // Over a link the cursor is the small accent dot, and it shows over the link's surface, not under it.
    const link = page.locator('.contact-link').first();
    const box = await link.boundingBox();
    if (!box) throw new Error('no link');
    const point = { x: Math.round(box.x + box.width - 24), y: Math.round(box.y + box.height / 2) };
    await page.mouse.move(point.x, point.y, { steps: 4 });
    await expect(page.locator('html')).toHaveAttribute('data-cursor', 'active-small');
    await expect(layer(page)).toHaveAttribute('data-state', 'active-small');
    const clip = { x: point.x - 12, y: point.y - 12, width: 24, height: 24 };
    await expect
      .poll(() => accentPixels(page, clip), { message: 'the accent dot over the link' })
      .toBeGreaterThan(40);

    // It follows the pointer, damped, and settles on it.
    await page.mouse.move(300, 700, { steps: 3 });
    await expect
      .poll(async () => {
        const centre = await layerCentre(page);
        return Math.hypot(centre.x - 300, centre.y - 700);
      })
      .toBeLessThan(1);
    await expect(layer(page)).toHaveAttribute('data-state', 'normal');
    // The bright orange dot left with the pointer.
    await expect.poll(() => accentPixels(page, clip)).toBeLessThan(5);
  });

  test('over a link or a button, the small cursor frames the point without covering it', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await page.mouse.move(700, 820);
    await customCursor(page);
    // The showcase's Pause button: a dot over its label read « L●cture » (issue 32).
    const button = page.getByRole('button', { name: 'Pause du défilement des projets' });
    const box = await button.boundingBox();
    if (!box) throw new Error('no Pause button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await expect(layer(page)).toHaveAttribute('data-state', 'active-small');
    /** The layer's alpha at its centre (where the pointer is) and the most on a circle of 8 CSS px. */
    const read = () =>
      layer(page).evaluate((element) => {
        const canvas = element as HTMLCanvasElement;
        const context = canvas.getContext('2d');
        if (!context) return null;
        const { width, height } = canvas;
        const scale = width / canvas.getBoundingClientRect().width;
        const data = context.getImageData(0, 0, width, height).data;
        const alpha = (x: number, y: number) => data[(Math.round(y) * width + Math.round(x)) * 4 + 3] ?? 0;
        let centre = 0;
        for (let dy = -4; dy <= 4; dy++)
          for (let dx = -4; dx <= 4; dx++)
            if (dx * dx + dy * dy <= 16)
              centre = Math.max(centre, alpha(width / 2 + dx * scale, height / 2 + dy * scale));
        let rim = 0;
        for (let a = 0; a < 64; a++) {
          const angle = (a / 64) * Math.PI * 2;
          rim = Math.max(
            rim,
            alpha(width / 2 + Math.cos(angle) * 8 * scale, height / 2 + Math.sin(angle) * 8 * scale),
          );
        }
        return { centre, rim };
      });
    // Settled on its small shape: a rim around the point, nothing on the point itself.
    await expect
      .poll(async () => (await read())?.centre ?? 255, { message: 'the point is clear' })
      .toBeLessThan(8);
    await expect
      .poll(async () => (await read())?.rim ?? 0, { message: 'the rim shows' })
      .toBeGreaterThan(150);
  });

  test('costs no frame while the pointer rests', async ({ page }) => {
    await page.goto('/contact?test-hooks');
    await ready(page);
    await page.mouse.move(600, 700);
    await customCursor(page);
    await expect.poll(() => page.evaluate(() => window.__testHooks !== undefined)).toBe(true);
    await page.mouse.move(900, 750, { steps: 5 });
    const moving = await cursorFrames(page);
    // Moving, the layer's damping runs in animation frames; settled, it runs none.
    await expect.poll(() => cursorFrames(page)).toBeGreaterThan(moving);
    await expect
      .poll(async () => {
        const before = await cursorFrames(page);
        await pageFrames(page, 20);
        return (await cursorFrames(page)) - before;
      })
      .toBe(0);
    const centre = await layerCentre(page);
    expect(Math.hypot(centre.x - 900, centre.y - 750)).toBeLessThan(1);
  });

  test('small over the ring, paused over the showcase, normal again after a route change', async ({
    page,
  }) => {
    await page.goto('/');
    await ready(page);
    await page.mouse.move(1400, 880);
    await customCursor(page);
    // A corner of the showcase that no text covers: the title's scramble replaces the element under the
    // pointer, and a leave from a removed element may never reach the showcase (not the cursor's doing).
    const showcase = page.locator('.showcase-desktop');
    const area = await showcase.boundingBox();
    if (!area) throw new Error('no showcase');
    await showcase.hover({ position: { x: area.width - 4, y: area.height - 4 } });
    await expect(page.locator('html')).toHaveAttribute('data-cursor', 'paused');
    await expect(layer(page)).toHaveAttribute('data-state', 'paused');
    await page.mouse.move(1400, 880);
    await expect(layer(page)).toHaveAttribute('data-state', 'normal');

    const projects = page.getByRole('navigation', { name: 'Menu principal', exact: true }).getByRole('link', {
      name: 'Projets',
    });
    await projects.hover();
    await expect(layer(page)).toHaveAttribute('data-state', 'active-small');
    await projects.click();
    await expect(page).toHaveURL(/\/projects(\/\d+)?$/);
    await page.mouse.move(1400, 880);
    await expect(layer(page)).toHaveAttribute('data-state', 'normal');
    // The ring's surface sets a pointer over its sections; the custom cursor still hides it.
    const surface = page.locator('.ring-surface');
    await expect(surface).toHaveAttribute('data-scene', 'ready', { timeout: 20_000 });
    // The bottom of the ring's band, where the sample's selected-first layout puts a section (the hover
    // spec hit-tests the same point); the state follows once the worker's hover reply arrives.
    const placement = ringPlacement(1440, 900);
    if (!placement) throw new Error('no ring at 1440×900');
    await page.mouse.move(placement.cx, placement.cy + RING_RADIUS * placement.scale);
    await expect(layer(page)).toHaveAttribute('data-state', 'active-small');
    await expect(surface).toHaveCSS('cursor', 'none');
  });
});

test.describe('system cursor kept', () => {
  test('until the scenes have started', async ({ page }) => {
    // The scene runtime's worker never arrives: nothing can draw the custom cursor.
    let asked = false;
    await page.route(/\/assets\/worker-[^/]*\.js$/, () => {
      asked = true;
    });
    await page.goto('/contact');
    await ready(page);
    await expect.poll(() => asked, { timeout: 20_000 }).toBe(true);
    await page.mouse.move(700, 820);
    await expect.poll(() => cssCursor(page, '.contact-link')).toBe('pointer');
    await expect(page.locator('html')).not.toHaveAttribute('data-custom-cursor');
    await expect(layer(page)).toBeHidden();
  });

  test('with forced colours', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/contact');
    await ready(page);
    await page.mouse.move(700, 820);
    // The scenes are up (the mouse state is published), yet the system cursor stays.
    await expect(page.locator('html')).toHaveAttribute('data-cursor', 'normal', { timeout: 30_000 });
    await expect(page.locator('html')).not.toHaveAttribute('data-custom-cursor');
    expect(await cssCursor(page, '.contact-link')).toBe('pointer');
    await expect(layer(page)).toBeHidden();
    // Forced colours off again: the custom cursor takes over.
    await page.emulateMedia({ forcedColors: 'none' });
    await customCursor(page);
    expect(await cssCursor(page, '.contact-link')).toBe('none');
  });
});

test.describe('system cursor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('no custom cursor, the system cursor untouched', async ({ page }) => {
    await page.goto('/contact');
    await ready(page);
    await page.locator('main h1').tap();
    await expect(page.locator('.background-canvas')).toHaveAttribute('data-state', 'running', {
      timeout: 30_000,
    });
    await expect(page.locator('html')).not.toHaveAttribute('data-custom-cursor');
    await expect(layer(page)).toBeHidden();
    expect(await cssCursor(page, '.contact-link')).toBe('pointer');
  });
});
