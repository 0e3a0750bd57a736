// WebGL going away: the shared context lost in the middle of the ring's turn, of a new sort, of Home's
// donuts, and while the visitor moves between screens; then no WebGL at all, on every screen and width.
// (background.spec.ts covers the mesh's own loss, restore and 2D fall-back on one still screen.)
import type { Browser, Page } from '@playwright/test';
import { BASE_ARGS, CHROMIUM, WEBGL_ARGS } from '../../playwright.config.ts';
import { expect, spokenText, test } from './fixtures.ts';
import {
  clipOf,
  colourfulShare,
  counts,
  loaded,
  meshRunning,
  navigate,
  SCREENS,
  setContextsLost,
  VIEWPORTS,
  waitForHooks,
} from './stress.ts';

/** Drawn again after a restore: at least `share` of what was there before the loss. */
async function expectRedrawn(page: Page, selector: string, before: number, share = 0.6) {
  await expect
    .poll(async () => colourfulShare(page, await clipOf(page, selector)), {
      message: `${selector} drawn again`,
      timeout: 20_000,
    })
    .toBeGreaterThan(before * share);
}

test.describe('the WebGL context lost and restored', () => {
  test('in the middle of the ring turning and of a new sort: the ring comes back on the right work', async ({
    page,
  }) => {
    await page.goto('/projects?test-hooks');
    await loaded(page);
    await waitForHooks(page);
    await meshRunning(page);
    await expect
      .poll(async () => colourfulShare(page, await clipOf(page, '.ring-surface')), {
        message: 'the ring is drawn',
      })
      .toBeGreaterThan(0.01);
    const before = await colourfulShare(page, await clipOf(page, '.ring-surface'));

    await page.keyboard.press('ArrowRight');
    // Mid-turn (0.85 s): the context goes, and the visitor keeps going.
    expect(await setContextsLost(page, true)).toBeGreaterThan(0);
    await expect(page.locator('canvas.background-canvas')).toHaveAttribute('data-state', 'lost');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('radio', { name: 'Client' }).check();
    // Back to the ring (arrow keys on the radio group would change the sort again).
    await page.getByRole('listbox', { name: 'Anneau des projets' }).focus();
    await page.keyboard.press('ArrowRight');
    // The loss lasts while the turn would run (the scenario's length, not a wait for the page).
    await page.waitForTimeout(600);
    expect(await setContextsLost(page, false)).toBeGreaterThan(0);

    await meshRunning(page);
    await expectRedrawn(page, '.ring-surface', before);
    await expect.poll(() => spokenText(page.locator('.detail-number'))).toBe('#2');
    const held = await counts(page);
    expect(held.pixiCanvases).toBe(1);
    expect(held.scenes).toBe(3);
    // And it still turns.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => spokenText(page.locator('.detail-number'))).toBe('#1');
  });

  test("during Home's donut animation and the next project: the donuts come back", async ({ page }) => {
    await page.goto('/?test-hooks');
    await loaded(page);
    await waitForHooks(page);
    await meshRunning(page);
    const donuts = '.showcase-desktop .donuts';
    await expect.poll(async () => colourfulShare(page, await clipOf(page, donuts))).toBeGreaterThan(0.005);
    const before = await colourfulShare(page, await clipOf(page, donuts));
    const project = page.locator('.showcase-project');
    const shown = await project.getAttribute('data-project');
    await setContextsLost(page, true);
    // Lost for longer than the 3.5 s cycle: the next project and its donuts start while nothing draws.
    await expect(project).not.toHaveAttribute('data-project', shown ?? '', { timeout: 15_000 });
    await setContextsLost(page, false);
    await meshRunning(page);
    await expectRedrawn(page, donuts, before, 0.3);
  });

  test('on the phone carousel in the middle of a swipe: the cards come back', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[2]);
    await page.goto('/?test-hooks');
    await loaded(page);
    await waitForHooks(page);
    await meshRunning(page);
    const card = '.carousel [data-slide-card]';
    await expect
      .poll(async () => colourfulShare(page, await clipOf(page, '.carousel')))
      .toBeGreaterThan(0.002);
    const before = await colourfulShare(page, await clipOf(page, '.carousel'));
    const box = await clipOf(page, card);
    await page.mouse.move(box.x + box.width * 0.8, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + 40, { steps: 3 });
    await setContextsLost(page, true);
    await page.mouse.move(box.x + box.width * 0.1, box.y + 40, { steps: 3 });
    await page.mouse.up();
    // The loss lasts past the slide's 650 ms (the scenario's length, not a wait for the page).
    await page.waitForTimeout(800);
    await setContextsLost(page, false);
    await meshRunning(page);
    await expectRedrawn(page, '.carousel', before, 0.3);
  });

  test('while the visitor moves between every screen: each one draws once the context is back', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/contact?test-hooks');
    await loaded(page);
    await waitForHooks(page);
    await meshRunning(page);
    const baseline = await counts(page);
    await setContextsLost(page, true);
    // Scenes mount and go while nothing can reach the GPU, at two widths.
    for (const viewport of [VIEWPORTS[0], VIEWPORTS[2]]) {
      await page.setViewportSize(viewport);
      for (const screen of SCREENS) await navigate(page, screen.path);
    }
    await page.setViewportSize(VIEWPORTS[0]);
    await navigate(page, '/projects');
    await setContextsLost(page, false);
    await meshRunning(page);
    await expectRedrawn(page, '.ring-surface', 0.02, 1);
    // Everything works on after the restore, and nothing was left behind meanwhile.
    for (const screen of SCREENS) await navigate(page, screen.path);
    await navigate(page, '/contact');
    await expect.poll(async () => (await counts(page)).tweens, { timeout: 10_000 }).toBe(0);
    const after = await counts(page);
    expect({ ...after, textures: 0, gpuBuffers: 0 }).toEqual({ ...baseline, textures: 0, gpuBuffers: 0 });
  });
});

/** A page of a browser started by the test itself, with its console errors, warnings and notes collected. */
async function watchedPage(browser: Browser, baseURL: string | undefined) {
  const page = await browser.newPage({ baseURL, locale: 'fr-FR', viewport: VIEWPORTS[0] });
  const errors: string[] = [];
  const warnings: string[] = [];
  const infos: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'info') infos.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors, warnings, infos };
}

/** After every screen the scenes drew on 2D canvases: one Pixi canvas, the 2D mesh, the cursor's layer. */
async function expect2DCanvasesOnce(page: Page, errors: readonly string[]) {
  const held = await counts(page);
  expect(held.pixiCanvases).toBe(1);
  expect(held.canvases, "Pixi canvas, the 2D mesh and the cursor's layer").toBe(3);
  expect(errors, 'console errors without WebGL').toEqual([]);
}

// Playwright cannot change launch options inside a describe group, so this test starts its own Chromium
// with the 3D APIs off and watches that page's console itself.
test('no WebGL at all: every screen at every width draws with the 2D renderers, without an error', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM,
    args: [...BASE_ARGS, '--disable-3d-apis'],
  });
  try {
    const { page, errors, warnings } = await watchedPage(browser, baseURL);
    // The flag reaches the page's canvases but not a worker's: the scenes run on the page, as they would
    // in a browser whose workers cannot draw either (?webgl=off covers the worker's own fallback).
    await page.goto('/?test-hooks&scenes=page');
    await loaded(page);
    await waitForHooks(page);
    expect(await page.evaluate(() => document.createElement('canvas').getContext('webgl2'))).toBeNull();
    await meshRunning(page, 'canvas2d');
    expect(
      warnings.some((w) => /WebGL is unavailable/.test(w)),
      'the reason is logged',
    ).toBe(true);
    await expect
      .poll(async () => colourfulShare(page, await clipOf(page, '.showcase-desktop .donuts')))
      .toBeGreaterThan(0.005);

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const screen of SCREENS) await navigate(page, screen.path);
      if (viewport.width >= 768) {
        await navigate(page, '/projects');
        await expect
          .poll(async () => colourfulShare(page, await clipOf(page, '.ring-surface')), { timeout: 20_000 })
          .toBeGreaterThan(0.01);
        const number = Number((await spokenText(page.locator('.detail-number'))).slice(1));
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => spokenText(page.locator('.detail-number'))).toBe(`#${number + 1}`);
      } else {
        await navigate(page, '/');
        await expect
          .poll(async () => colourfulShare(page, await clipOf(page, '.carousel')), { timeout: 20_000 })
          .toBeGreaterThan(0.002);
      }
    }
    await expect2DCanvasesOnce(page, errors);
  } finally {
    await browser.close();
  }
});

// A browser with WebGL 1 only: Pixi runs on it, three.js (WebGL 2 only) cannot share it, so the mesh goes
// to the 2D renderer and says why; the ring still draws and turns.
test('WebGL 1 only: Pixi draws on it, the mesh falls back to 2D and says why', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM,
    args: [...BASE_ARGS, ...WEBGL_ARGS, '--disable-webgl2'],
  });
  try {
    const { page, errors, warnings } = await watchedPage(browser, baseURL);
    // On the page: --disable-webgl2 does not reach a worker's canvas.
    await page.goto('/projects?test-hooks&scenes=page');
    await loaded(page);
    await waitForHooks(page);
    expect(
      await page.evaluate(() => [
        !!document.createElement('canvas').getContext('webgl2'),
        !!document.createElement('canvas').getContext('webgl'),
      ]),
    ).toEqual([false, true]);
    await meshRunning(page, 'canvas2d');
    expect(warnings.some((w) => /WebGL 2 is unavailable/.test(w))).toBe(true);
    await expect
      .poll(async () => colourfulShare(page, await clipOf(page, '.ring-surface')), { timeout: 20_000 })
      .toBeGreaterThan(0.01);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => spokenText(page.locator('.detail-number'))).toBe('#2');
    expect((await counts(page)).pixiCanvases).toBe(1);
    expect(errors, 'console errors on WebGL 1').toEqual([]);
  } finally {
    await browser.close();
  }
});

// A browser that composites in software (no usable GPU: Chromium with its GPU disabled) still gives a
// worker WebGL, but reads every WebGL frame back into memory before showing it, and the worker waits each
// time (13–15 ms of every 16.7 ms frame at 1360×800 on two cores). The runtime times its first frames'
// hand-off and the scenes draw on 2D canvases in a new worker instead, before anything was shown.
test('software compositing: the worker draws on 2D canvases, says why once, and every scene is drawn', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM,
    args: [...BASE_ARGS, '--disable-gpu'],
    ignoreDefaultArgs: ['--enable-unsafe-swiftshader'],
  });
  try {
    const { page, errors, warnings, infos } = await watchedPage(browser, baseURL);
    await page.goto('/projects?test-hooks');
    await loaded(page);
    // The hooks are asked once the second runtime draws: those asked of the first one as it stops fail.
    await meshRunning(page, 'canvas2d');
    await waitForHooks(page);
    // WebGL works here, in a worker too: the 2D canvases are the page's choice, not a fallback.
    expect(await page.evaluate(() => !!document.createElement('canvas').getContext('webgl2'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.scenes)).toBe('worker');
    expect(
      infos.filter((text) => /composites in software and reads each WebGL frame back/.test(text)),
    ).toHaveLength(1);
    // Nothing fell back: no scene or mesh warning (the 2D canvases were chosen, not forced by a failure).
    const fallbacks = warnings.filter((text) => /scenes|WebGL is unavailable|WebGL background/.test(text));
    expect(fallbacks, 'no fallback warning').toEqual([]);
    await expect
      .poll(async () => colourfulShare(page, await clipOf(page, '.ring-surface')), { timeout: 20_000 })
      .toBeGreaterThan(0.01);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => spokenText(page.locator('.detail-number'))).toBe('#2');

    await navigate(page, '/');
    await expect
      .poll(async () => colourfulShare(page, await clipOf(page, '.showcase-desktop .donuts')), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0.005);
    await page.setViewportSize(VIEWPORTS[2]);
    await expect
      .poll(async () => colourfulShare(page, await clipOf(page, '.carousel')), { timeout: 20_000 })
      .toBeGreaterThan(0.002);
    await expect2DCanvasesOnce(page, errors);
  } finally {
    await browser.close();
  }
});
