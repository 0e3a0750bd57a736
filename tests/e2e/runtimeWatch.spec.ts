// The scene runtime's watchdog (src/canvas/runtimeWatch.ts) tells a slow worker from a stuck one (issue 42).
// A phone, or a machine running other work, may keep the worker's thread busy past a deadline while it
// starts: that worker is making progress and keeps the scenes. A worker whose runtime never arrives is
// stuck: the page draws the scenes itself.
import type { Page } from '@playwright/test';
import { expect, ready, test } from './fixtures.ts';

/** The worker's runtime chunk, made to block the worker's thread for `ms` before it runs (a busy phone). */
async function blockWorkerRuntime(page: Page, ms: number) {
  // A synchronous request blocks the thread without spending the CPU the other tests need; the answer is
  // held here for `ms`.
  await page.route('**/__busy-worker', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fulfill({ status: 204, body: '' });
  });
  const requested: string[] = [];
  await page.route(/\/assets\/workerRuntime-[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    const response = await route.fetch();
    const block = `{ const request = new XMLHttpRequest(); request.open('GET', '/__busy-worker', false); request.send(); }\n`;
    await route.fulfill({ response, body: block + (await response.text()) });
  });
  return requested;
}

const where = (page: Page) => page.evaluate(() => document.documentElement.dataset.scenes);

function collectWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

test('a worker kept busy past the start deadline is slow, not stuck: it keeps the scenes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const warnings = collectWarnings(page);
  const requested = await blockWorkerRuntime(page, 14_000);
  await page.goto('/projects');
  await ready(page);
  await expect(page.locator('.ring-surface')).toHaveAttribute('data-scene', 'ready', { timeout: 60_000 });
  expect(requested.length, "the worker's runtime was the blocked one").toBeGreaterThan(0);
  expect(await where(page)).toBe('worker');
  expect(warnings.filter((w) => /The scenes (run on the page|draw without WebGL)/.test(w))).toEqual([]);
});

test('a worker whose runtime never arrives is stuck: the page draws the scenes', async ({ page }) => {
  test.setTimeout(90_000);
  const warnings = collectWarnings(page);
  let held = 0;
  // Never answered: the worker's thread is free, and nothing moves.
  await page.route(/\/assets\/workerRuntime-[\w-]+\.js$/, () => {
    held++;
  });
  await page.goto('/projects');
  await ready(page);
  await expect(page.locator('.ring-surface')).toHaveAttribute('data-scene', 'ready', { timeout: 60_000 });
  expect(held, "the worker's runtime was asked for").toBeGreaterThan(0);
  expect(await where(page)).toBe('page');
  expect(
    warnings.filter((w) => /run on the page: the scenes did not start within 10 s/.test(w)),
  ).toHaveLength(1);
});
