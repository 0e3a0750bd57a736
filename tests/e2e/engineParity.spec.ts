// What WebKit (Safari) lays out differently, checked in Chromium by giving it WebKit's rule for the one
// property at stake. The engine suites (tests/engines/) check the same in WebKit and Firefox themselves.
import type { Page } from '@playwright/test';
import { expect, ready, test } from './fixtures.ts';

/**
 * Adds a style sheet after the page's own: the rule that WebKit applies and Chromium does not. A
 * constructed sheet, as the page's CSP allows no inline style.
 */
function emulate(page: Page, css: string) {
  return page.evaluate((rules) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}

test.describe('the scramble reveal, where dominant-baseline is not inherited', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('draws every glyph over the character it stands for, in every scrambled text', async ({ page }) => {
    await page.goto('/projects');
    await ready(page);
    // WebKit follows SVG 1.1: dominant-baseline is not inherited, so a value set on the <svg> never
    // reaches its <text> (Chromium and Firefox inherit it, as SVG 2 says). Here: every element under the
    // glyphs' svg that does not set it itself gets the initial value, as in WebKit.
    await emulate(page, ':where(.scramble-glyphs *) { dominant-baseline: auto; }');
    await expect(page.locator('[data-scramble="running"]')).toHaveCount(0, { timeout: 20_000 });
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.detail-title [data-scramble="running"]')).toHaveCount(1);
    // Each glyph against its character, in client pixels: the front's characters are the first non-space
    // characters of the unseen rest, in order.
    const placed = () =>
      page.evaluate(() => {
        const pairs: { text: string; dx: number; dy: number }[] = [];
        for (const scramble of document.querySelectorAll('[data-scramble="running"]')) {
          const glyphs = scramble.querySelector<SVGTextElement>('.scramble-glyphs text');
          const rest = scramble.querySelector('.scramble-hidden')?.firstChild;
          const matrix = glyphs?.getScreenCTM();
          if (!glyphs || !matrix || !(rest instanceof Text)) continue;
          const range = document.createRange();
          let offset = 0;
          for (let index = 0; index < glyphs.getNumberOfChars(); index += 1) {
            while (/\s/.test(rest.data[offset] ?? '')) offset += 1;
            range.setStart(rest, offset);
            range.setEnd(rest, offset + 1);
            offset += 1;
            const char = range.getBoundingClientRect();
            const extent = glyphs.getExtentOfChar(index);
            const topLeft = new DOMPoint(extent.x, extent.y).matrixTransform(matrix);
            const bottomRight = new DOMPoint(
              extent.x + extent.width,
              extent.y + extent.height,
            ).matrixTransform(matrix);
            pairs.push({
              text: rest.data.slice(0, 24),
              dx: (topLeft.x + bottomRight.x) / 2 - (char.left + char.width / 2),
              dy: topLeft.y - char.top,
            });
          }
        }
        return pairs;
      });
    let pairs: Awaited<ReturnType<typeof placed>> = [];
    await expect(async () => {
      pairs = await placed();
      expect(pairs.length).toBeGreaterThan(4);
    }).toPass({ timeout: 5000, intervals: [50] });
    for (const { text, dx, dy } of pairs) {
      expect(Math.abs(dx), `a glyph of « ${text} » centred on its character`).toBeLessThan(3);
      expect(Math.abs(dy), `a glyph of « ${text} » on its character's line, top to top`).toBeLessThan(3);
    }
  });
});

test.describe('the sorter, where a legend never floats', () => {
  for (const [width, height] of [
    [1440, 900],
    [1280, 720],
  ] as const) {
    test(`shows « Trié par : » on the pills' line at ${width}×${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/projects');
      await ready(page);
      // WebKit computes float: none for every <legend> (and blockifies it): a fieldset's first legend is
      // then always its rendered legend, a line of its own above the fieldset's content.
      await emulate(page, 'legend { float: none !important; }');
      const sorter = page.locator('.sorter').filter({ visible: true });
      await expect(sorter).toHaveCount(1);
      const title = await sorter.locator('.sorter-title').filter({ visible: true }).boundingBox();
      const pill = await sorter.locator('.sorter-option span').first().boundingBox();
      const box = await sorter.boundingBox();
      expect(title && pill && box).toBeTruthy();
      if (!title || !pill || !box) return;
      // One line: the label's middle on the pills' middle, and the sorter no taller than a pill.
      expect(Math.abs(title.y + title.height / 2 - (pill.y + pill.height / 2))).toBeLessThan(3);
      expect(box.height).toBeLessThan(pill.height + 4);
    });
  }
});
