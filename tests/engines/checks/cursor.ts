// The custom cursor over a button (issue 32, point 5): the small state is an 8 px ring around the point in
// the accent, with nothing on the point itself (a disc read « L●cture » over the Pause button). Chromium's
// spec reads the layer the same way (tests/e2e/cursor.spec.ts).
//
// The cursor is drawn where the page reports a hovering pointer (src/canvas/cursorLayer.ts: not under
// `(pointer: coarse), (hover: none)`, not with forced colours). Headless Firefox reports `(hover: none)`
// (it has no pointing device), so the app keeps the system cursor there: no layer, no
// html[data-custom-cursor], `cursor: pointer` on the button; that is what the check asserts in such a run.
// WebKitGTK and Firefox on Xvfb report a mouse and draw it (WebKit on the page's scenes, Firefox on the
// worker's).
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import type { EnginePage } from '../drivers/enginePage.ts';
import { rects, viewport } from '../lib/pageReads.ts';
import { poll } from '../lib/poll.ts';

const HOVERLESS = '(pointer: coarse), (hover: none)';
const PAUSE = '.showcase-toggle';

/** The screen's accent (#ff8a4c) in the dark mode the home opens in, as Chromium's spec counts it. */
const isAccent = (r: number, g: number, b: number) => r > 200 && g > 100 && g < 175 && b < 120;

interface LayerRead {
  /** The most alpha within 4 CSS px of the point, and on the circle of 8 CSS px around it. */
  centre: number;
  rim: number;
  /** The colour where the rim is most opaque. */
  rimColour: [number, number, number];
}

/** The cursor layer's own pixels (a 2D canvas centred on the pointer). */
const readLayer = (page: EnginePage) =>
  page.evaluate((): LayerRead | null => {
    const canvas = document.querySelector<HTMLCanvasElement>('.cursor-layer');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return null;
    const { width, height } = canvas;
    const scale = width / canvas.getBoundingClientRect().width;
    const data = context.getImageData(0, 0, width, height).data;
    const at = (x: number, y: number) => (Math.round(y) * width + Math.round(x)) * 4;
    let centre = 0;
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++)
        if (dx * dx + dy * dy <= 16)
          centre = Math.max(centre, data[at(width / 2 + dx * scale, height / 2 + dy * scale) + 3] ?? 0);
    let rim = 0;
    let rimColour: [number, number, number] = [0, 0, 0];
    for (let a = 0; a < 64; a++) {
      const angle = (a / 64) * Math.PI * 2;
      const i = at(width / 2 + Math.cos(angle) * 8 * scale, height / 2 + Math.sin(angle) * 8 * scale);
      if ((data[i + 3] ?? 0) > rim) {
        rim = data[i + 3] ?? 0;
        rimColour = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      }
    }
    return { centre, rim, rimColour };
  }, null);

/** In the screenshot: accent pixels within 3 CSS px of the point, and on the ring 6 to 10 px from it. */
async function screenAccents(page: EnginePage, x: number, y: number) {
  const { devicePixelRatio: ratio } = await viewport(page);
  const image = PNG.sync.read(await page.screenshot());
  let point = 0;
  let ring = 0;
  for (let dy = -12; dy <= 12; dy++)
    for (let dx = -12; dx <= 12; dx++) {
      const px = Math.round((x + dx) * ratio);
      const py = Math.round((y + dy) * ratio);
      const i = (py * image.width + px) * 4;
      if (!isAccent(image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0)) continue;
      const distance = Math.hypot(dx, dy);
      if (distance <= 3) point++;
      else if (distance >= 6 && distance <= 10) ring++;
    }
  return { point, ring };
}

export async function checkCursorOverButton(page: EnginePage, custom: boolean): Promise<void> {
  await page.move(700, 820);
  const [button] = await rects(page, PAUSE);
  if (!button) throw new Error('no Pause button');
  const x = Math.round(button.x + button.width / 2);
  const y = Math.round(button.y + button.height / 2);
  const hoverless = await page.evaluate((query) => matchMedia(query).matches, HOVERLESS);

  if (!custom) {
    // This engine reports no hovering pointer: the app keeps the system cursor. Once the scenes run (the
    // cursor would have been asked for by then), nothing hides it.
    expect(hoverless, `the engine reports ${HOVERLESS}`).toBe(true);
    await poll(
      () =>
        page.evaluate(() => document.querySelector('.background-canvas')?.getAttribute('data-state'), null),
      (state) => state === 'running',
      { what: 'the background scene running', timeout: 45_000 },
    );
    await page.move(x, y);
    const kept = await page.evaluate(
      (selector) => ({
        custom: document.documentElement.hasAttribute('data-custom-cursor'),
        layerShown: document.querySelector('.cursor-layer')?.getClientRects().length ?? 0,
        cursor: getComputedStyle(document.querySelector(selector) as Element).cursor,
      }),
      PAUSE,
    );
    expect(kept).toEqual({ custom: false, layerShown: 0, cursor: 'pointer' });
    return;
  }

  expect(hoverless, `the engine reports a hovering pointer (not ${HOVERLESS})`).toBe(false);
  await poll(
    () => page.evaluate(() => document.documentElement.hasAttribute('data-custom-cursor'), null),
    Boolean,
    { what: 'the custom cursor shown (html[data-custom-cursor])', timeout: 45_000 },
  );
  await page.move(x, y);
  await poll(
    () => page.evaluate(() => document.querySelector('.cursor-layer')?.getAttribute('data-state'), null),
    (state) => state === 'active-small',
    { what: 'the cursor small over the Pause button', timeout: 10_000 },
  );
  // Settled on its small shape: a rim around the point in the accent, nothing on the point itself.
  const settled = await poll(
    () => readLayer(page),
    (read) => read !== null && read.centre < 8 && read.rim > 150,
    { what: 'the small cursor: the point clear, the rim drawn', timeout: 10_000 },
  );
  expect(isAccent(...(settled?.rimColour ?? [0, 0, 0])), `rim colour ${settled?.rimColour}`).toBe(true);
  // And on the screen, where the layer sits above the button: accent on the ring, none on the point.
  const seen = await poll(
    () => screenAccents(page, x, y),
    (pixels) => pixels.ring > 20,
    { what: 'the accent ring on the screen around the point', timeout: 10_000 },
  );
  expect(seen.point, 'accent pixels on the point').toBe(0);
}
