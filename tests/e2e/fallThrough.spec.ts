// The scene runtime never leaves a scene undrawn: a worker that cannot get WebGL hands the scenes to the
// page at once (with WebGL, where the page has it), and a scene that fails in the worker makes the page
// take over. Safari 16.4–16.7 give workers an OffscreenCanvas without WebGL; WebKitGTK's MiniBrowser is
// covered by the engine suites (tests/engines/). Here Chromium's worker is made to refuse WebGL.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, ready, spokenText, test } from './fixtures.ts';
import { clipOf, colourfulShare } from './stress.ts';

/**
 * The worker's entry chunk, served with WebGL contexts refused on every OffscreenCanvas it makes. With
 * `initLate`, the page's messages reach the worker only once its runtime chunk has been evaluated: the order
 * a busy page gets when the worker's script arrives before the bridge's 'init' does.
 */
async function refuseWorkerWebGL(context: BrowserContext, { initLate = false } = {}) {
  const refusals: string[] = [];
  await context.route(/\/assets\/worker-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    refusals.push(route.request().url());
    const refuse = `{
      const getContext = OffscreenCanvas.prototype.getContext;
      OffscreenCanvas.prototype.getContext = function (kind, ...rest) {
        return /webgl/.test(kind) ? null : getContext.call(this, kind, ...rest);
      };
    }\n`;
    // Whoever sets onmessage (the entry, then maybe the runtime) gets the held messages, a task after the
    // runtime chunk's last statement ran (its import() has resolved by then).
    const hold = `{
      const held = [];
      let handler = null;
      let open = false;
      Object.defineProperty(self, 'onmessage', { configurable: true, get: () => handler, set: (h) => { handler = h; } });
      self.addEventListener('message', (event) => (open ? handler?.call(self, event) : held.push(event)));
      const poll = setInterval(() => {
        if (!self.__runtimeEvaluated) return;
        clearInterval(poll);
        setTimeout(() => {
          open = true;
          for (const event of held.splice(0)) handler?.call(self, event);
        }, 0);
      }, 5);
    }\n`;
    await route.fulfill({ response, body: refuse + (initLate ? hold : '') + (await response.text()) });
  });
  if (initLate) {
    await context.route(/\/assets\/workerRuntime-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\nself.__runtimeEvaluated = true;\n` });
    });
  }
  return refusals;
}

function collectWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

const where = (page: Page) => page.evaluate(() => document.documentElement.dataset.scenes);
const renderer = (page: Page) =>
  page.evaluate(() => (window as { __background?: { renderer: string } }).__background?.renderer);

/** /projects opened with the worker refusing WebGL: the page says so once and draws the ring with its own WebGL. */
async function expectRingDrawnByPage(page: Page, refusals: readonly string[]) {
  const warnings = collectWarnings(page);
  await page.goto('/projects');
  await ready(page);
  await expect(page.locator('.ring-surface')).toHaveAttribute('data-scene', 'ready', { timeout: 20_000 });
  expect(refusals.length, 'the worker was started, and refused WebGL').toBeGreaterThan(0);
  expect(await where(page)).toBe('page');
  // The page's canvas has WebGL: the scenes use it rather than a 2D renderer in the worker.
  await expect.poll(() => renderer(page)).toBe('webgl');
  expect(warnings.filter((w) => /run on the page: no WebGL in a worker/.test(w))).toHaveLength(1);
  await expect
    .poll(async () => colourfulShare(page, await clipOf(page, '.ring-surface')))
    .toBeGreaterThan(0.01);
}

test.describe('a worker without WebGL', () => {
  test('desktop: the page draws every scene with its own WebGL, the ring steps', async ({
    page,
    context,
  }) => {
    const refusals = await refuseWorkerWebGL(context);
    await expectRingDrawnByPage(page, refusals);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => spokenText(page.locator('.detail-number'))).toBe('#2');

    await page.getByRole('link', { name: /accueil/ }).click();
    await expect(page.locator('.showcase-desktop')).toHaveAttribute('data-scene', 'ready', {
      timeout: 20_000,
    });
    await expect(page.locator('.showcase-progress')).toHaveAttribute('data-scene', 'ready');
    // One worker start, refused once: no second failed start.
    expect(refusals).toHaveLength(1);
  });

  test("desktop, the worker's runtime there before the page's first message: still refused, drawn on the page", async ({
    page,
    context,
  }) => {
    const refusals = await refuseWorkerWebGL(context, { initLate: true });
    await expectRingDrawnByPage(page, refusals);
    expect(refusals).toHaveLength(1);
  });

  test('phone: the carousel is drawn on the page', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: 'fr-FR',
      serviceWorkers: 'block',
    });
    try {
      const refusals = await refuseWorkerWebGL(context);
      const page = await context.newPage();
      await page.goto(`${test.info().project.use.baseURL}/`);
      await ready(page);
      await expect(page.locator('.carousel')).toHaveAttribute('data-scene', 'ready', { timeout: 20_000 });
      expect(await where(page)).toBe('page');
      expect(refusals).toHaveLength(1);
      await expect
        .poll(async () => colourfulShare(page, await clipOf(page, '.carousel')))
        .toBeGreaterThan(0.002);
    } finally {
      await context.close();
    }
  });
});

test('a scene that fails in the worker: the page takes over and draws it', async ({ page, context }) => {
  // The worker asks for the ring's chunk first (maybe twice: it starts loading while its Application
  // starts, and asks again when the ring is added); the page's own copy (another file) comes only after.
  const asked: string[] = [];
  await context.route(/\/assets\/Ring-[\w-]+\.js$/, (route) => {
    const url = route.request().url();
    if (!asked.includes(url)) asked.push(url);
    return url === asked[0] ? route.abort('failed') : route.continue();
  });
  const warnings = collectWarnings(page);
  await page.goto('/projects');
  await ready(page);
  await expect(page.locator('.ring-surface')).toHaveAttribute('data-scene', 'ready', { timeout: 20_000 });
  expect(await where(page)).toBe('page');
  expect(asked).toHaveLength(2);
  expect(asked[0], "the page's copy is another file").not.toBe(asked[1]);
  expect(warnings.some((w) => /run on the page: the ring scene failed/.test(w))).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => spokenText(page.locator('.detail-number'))).toBe('#2');
});
