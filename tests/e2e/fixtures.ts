// Shared e2e fixture: every test fails on a console error or an uncaught exception in the page.
import { inflateSync } from 'node:zlib';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the app has rendered and the loading overlay is gone. */
export async function ready(page: Page) {
  await expect(page.locator('main#contenu')).toBeVisible();
  // Generous: Pixi, three.js and the route's data share two loaded cores in CI.
  await expect(page.locator('#loading-overlay')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * For what must NOT happen: lets the page render `count` frames (its own requestAnimationFrame), so a change
 * that was going to come has had those frames to show. Tied to the page's rendering, not to the clock: a
 * loaded machine renders fewer frames a second and the wait stretches with it.
 */
export function pageFrames(page: Page, count = 30): Promise<void> {
  return page.evaluate(
    (total) =>
      new Promise<void>((resolve) => {
        let left = total;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    count,
  );
}

/**
 * The text assistive tech gets from an element: the final text at once, the scramble's aria-hidden
 * characters left out. It does not wait for the reveal, which a loaded machine can stretch a lot.
 */
export function spokenText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('[aria-hidden="true"]')) text += node.textContent;
    }
    return text.trim();
  });
}

/** A content colour ("#4fc3f7") as [r, g, b]. */
export function rgb(hex: string): number[] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** One CSS pixel of the page as [r, g, b], decoded from a 1×1 PNG screenshot. */
export async function pixel(page: Page, x: number, y: number): Promise<number[]> {
  const png = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } });
  const chunks: Buffer[] = [];
  let colorType = 2;
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') colorType = data.readUInt8(9);
    if (type === 'IDAT') chunks.push(data);
    offset += 12 + length;
  }
  // A single pixel has no neighbours, so every PNG filter leaves its bytes as they are (after the filter byte).
  const raw = inflateSync(Buffer.concat(chunks));
  if (colorType !== 2 && colorType !== 6) throw new Error(`unexpected PNG colour type ${colorType}`);
  return [raw[1] ?? 0, raw[2] ?? 0, raw[3] ?? 0];
}
