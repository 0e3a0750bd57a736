// The background mesh (WebGL, 2D fallback, context loss, reduced motion), the custom cursor and the ?debug panels.
import type { Page } from '@playwright/test';
import { expect, pageFrames, ready, test } from './fixtures.ts';
import { colourfulShare, setContextsLost } from './stress.ts';

// ?bench=background hides the chrome, so screenshots show the background alone.
const BENCH = '/contact?bench=background';
const GRID_W = 48;
const GRID_H = 30;

interface Stats {
  renderer: string;
  frames: number;
  draws: number;
  frameMs: number;
  contextLosses: number;
  faces: number;
}

const stats = (page: Page) => page.evaluate(() => ({ ...window.__background }) as Stats);

/** The viewport as a GRID_W × GRID_H grid of mean luminances (0 to 255), from a real screenshot. */
async function sample(page: Page): Promise<number[]> {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, w, h }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D context');
      context.drawImage(image, 0, 0, w, h);
      const { data } = context.getImageData(0, 0, w, h);
      const out: number[] = [];
      for (let i = 0; i < data.length; i += 4) {
        out.push(0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0));
      }
      return out;
    },
    { png, w: GRID_W, h: GRID_H },
  );
}

/** Both layers' canvases span the viewport and 40 px past each edge. */
const OVERFLOWING = { x: -40, y: -40, width: 1440 + 80, height: 900 + 80 };

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
const meanDifference = (a: number[], b: number[]) =>
  a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / a.length;

/** Drawn: the grid is neither one flat colour nor the page's background colour alone. */
function expectDrawn(values: number[]) {
  expect(spread(values), 'light and shade across the screen').toBeGreaterThan(12);
  const pageBackground = 0.2126 * 9 + 0.7152 * 11 + 0.0722 * 20;
  const lit = values.filter((value) => value > pageBackground + 8).length;
  expect(lit, 'cells lit above the page colour').toBeGreaterThan(values.length / 10);
}

async function waitForFrames(page: Page, renderer: 'webgl' | 'canvas2d', frames = 5) {
  await expect(page.locator(`canvas.background-canvas[data-renderer="${renderer}"]`)).toHaveAttribute(
    'data-state',
    'running',
    { timeout: 20_000 },
  );
  // The runtime reports its figures a moment after it marks the canvas.
  await expect.poll(async () => (await stats(page)).frames, { timeout: 20_000 }).toBeGreaterThanOrEqual(0);
  const start = (await stats(page)).frames;
  await expect
    .poll(async () => (await stats(page)).frames, { timeout: 20_000 })
    .toBeGreaterThan(start + frames);
}

test.describe('background with WebGL', () => {
  test('draws the lit mesh into the Pixi canvas, 80 px larger than its container, and it moves', async ({
    page,
  }) => {
    await page.goto(BENCH);
    await waitForFrames(page, 'webgl');
    // One canvas for both layers: three.js draws the mesh into Pixi's own canvas and context.
    const layers = page.locator('.canvas-layers > canvas');
    await expect(layers).toHaveCount(1);
    await expect(layers).toHaveClass(/pixi-canvas/);
    await expect(layers).toHaveClass(/background-canvas/);
    await expect(layers).toHaveAttribute('data-engine', /three\.js/);
    expect(await page.locator('canvas.background-canvas').boundingBox()).toEqual(OVERFLOWING);
    // 18 × 14 cells of two triangles on desktop.
    expect((await stats(page)).faces).toBe(18 * 14 * 2);

    const first = await sample(page);
    expectDrawn(first);
    await expect
      .poll(async () => meanDifference(first, await sample(page)), { message: 'the mesh breathes' })
      .toBeGreaterThan(0.3);
  });

  test("Pixi's canvas stays transparent where it draws nothing, whatever clear colour three.js left", async ({
    page,
  }) => {
    await page.goto('/contact?test-hooks');
    await ready(page);
    await waitForFrames(page, 'webgl');
    // The moment between three.js starting in the shared context (it sets an opaque black clear colour)
    // and the mesh's first frame: Pixi draws alone and clears. Read back in the same task as the render.
    // The runtime replays it and reads the pixel back in the same task (it owns the canvas: a worker).
    const corner = await page.evaluate(() => window.__testHooks?.runtime('blackClearProbe'));
    expect(corner, 'a corner no scene draws in, read back as RGBA').toEqual([0, 0, 0, 0]);
  });

  test('recovers from a lost WebGL context, and falls back to 2D after repeated losses', async ({ page }) => {
    const fallback = page.waitForEvent('console', (m) => /switches to the 2D canvas renderer/.test(m.text()));
    await page.goto(`${BENCH}&test-hooks`);
    await waitForFrames(page, 'webgl');
    const canvas = page.locator('canvas.background-canvas');
    const lose = () => setContextsLost(page, true);
    const restore = () => setContextsLost(page, false);

    // While the mesh is on screen, the page's CSS stand-in for it is not; a lost context shows it again.
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-mesh', 'shown');
    await lose();
    await expect(canvas).toHaveAttribute('data-state', 'lost');
    await expect(root).not.toHaveAttribute('data-mesh');
    const paused = (await stats(page)).frames;
    await pageFrames(page);
    expect((await stats(page)).frames, 'nothing is drawn while the context is lost').toBe(paused);
    await restore();
    await waitForFrames(page, 'webgl');
    await expect(root).toHaveAttribute('data-mesh', 'shown');
    expectDrawn(await sample(page));

    await lose();
    await expect(canvas).toHaveAttribute('data-state', 'lost');
    await restore();
    await expect(canvas).toHaveAttribute('data-state', 'running');
    await lose();
    await fallback;
    await waitForFrames(page, 'canvas2d');
    expect((await stats(page)).contextLosses).toBe(3);
    await expect(page.locator('canvas.background-canvas')).toHaveCount(1);
    // The 2D mesh has a canvas of its own again, under Pixi's, which no longer claims the background.
    const layers = page.locator('.canvas-layers > canvas');
    await expect(layers).toHaveCount(2);
    await expect(layers.first()).toHaveClass(/background-canvas/);
    await expect(layers.nth(1)).toHaveClass(/pixi-canvas/);
    await expect(layers.nth(1)).not.toHaveClass(/background-canvas/);
    const first = await sample(page);
    expectDrawn(first);
    // The lost WebGL canvas above it is transparent: the 2D mesh shows, and moves.
    await expect
      .poll(async () => meanDifference(first, await sample(page)), { message: 'the 2D mesh breathes' })
      .toBeGreaterThan(0.3);
  });

  test('the Pixi scenes on the shared context come back after a context loss', async ({ page }) => {
    // Pinned: on a loaded machine the adaptive step would halve the mesh's frames this test counts.
    await page.goto('/projects?test-hooks&quality=high');
    await ready(page);
    await waitForFrames(page, 'webgl');
    // The ring, drawn by Pixi over the mesh in the same canvas: its colours stand out of the dark mesh.
    const ring = page.locator('.ring-surface');
    await expect(ring).toBeVisible();
    const box = await ring.boundingBox();
    if (!box) throw new Error('no ring surface');
    const clip = { x: Math.max(0, box.x), y: Math.max(0, box.y), width: box.width, height: box.height };
    const before = await colourfulShare(page, clip);
    expect(before, 'the ring is drawn').toBeGreaterThan(0.01);
    expect(await setContextsLost(page, true)).toBe(1);
    // A loss that lasts (the scenario, not a wait for the page): the stage sees frames go by while lost.
    await pageFrames(page, 10);
    expect(await setContextsLost(page, false)).toBe(1);
    await expect(page.locator('canvas.background-canvas')).toHaveAttribute('data-state', 'running');
    await waitForFrames(page, 'webgl');
    expectDrawn(await sample(page));
    // Pixi rebuilt its textures and buffers: the same ring, the same place.
    await expect
      .poll(async () => colourfulShare(page, clip), { message: 'the ring is drawn again' })
      .toBeGreaterThan(before * 0.8);
    expect(await colourfulShare(page, clip)).toBeLessThan(before * 1.2);
  });

  test('the cursor turns small over a menu link and back when leaving it', async ({ page }) => {
    await page.goto('/contact');
    await ready(page);
    const html = page.locator('html');
    await page.mouse.move(700, 800);
    await expect(html).toHaveAttribute('data-cursor', 'normal');
    const projets = page.getByRole('navigation', { name: 'Menu principal', exact: true }).getByRole('link', {
      name: 'Projets',
    });
    await projets.hover();
    await expect(html).toHaveAttribute('data-cursor', 'active-small');
    await page.mouse.move(700, 800);
    await expect(html).toHaveAttribute('data-cursor', 'normal');
    // The state never survives a route change.
    await projets.hover();
    await expect(html).toHaveAttribute('data-cursor', 'active-small');
    await projets.click();
    // The ring writes its selected work into the address (replace): /projects/38.
    await expect(page).toHaveURL(/\/projects(\/\d+)?$/);
    await expect(html).not.toHaveAttribute('data-cursor', 'active-small');
  });

  test('?debug opens the debug and frame-rate panels; without it neither loads', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/contact');
    await ready(page);
    await waitForFrames(page, 'webgl');
    await expect(page.locator('.lil-gui')).toHaveCount(0);
    await expect(page.locator('.debug-stats')).toHaveCount(0);
    expect(requested.filter((url) => /DebugPanels/.test(url))).toEqual([]);

    await page.goto('/contact?debug');
    await ready(page);
    const gui = page.locator('.debug-gui');
    await expect(gui).toBeVisible({ timeout: 20_000 });
    await expect(gui.getByText('render scale')).toBeVisible();
    // WebGL draws at Pixi's resolution: the 2D renderer's scale does nothing here, and says so.
    await expect(gui.locator('.lil-controller', { hasText: 'render scale (2D)' })).toHaveClass(
      /lil-disabled/,
    );
    // The scenes' frame rate, as the runtime (a worker) reports it.
    const fps = gui.locator('.debug-stats .lil-controller', { hasText: 'frames / s' }).locator('input');
    await expect.poll(async () => Number(await fps.inputValue()), { timeout: 10_000 }).toBeGreaterThan(1);
    // The panel drives the store: bright mode switches the page's colours too.
    await gui.locator('select').selectOption('bright');
    await expect(page.locator('html')).toHaveAttribute('data-background', 'bright');
    await gui.locator('select').selectOption('dark');
    await expect(page.locator('html')).not.toHaveAttribute('data-background', 'bright');
  });
});

test.describe('background without WebGL', () => {
  // In the worker, as a browser without WebGL has it (?webgl=off: Chromium's --disable-3d-apis reaches only
  // the page's canvases). webgl.spec.ts runs the page's own fallback under that flag.
  test('logs why and draws the same mesh with the 2D canvas renderer', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    const message = page.waitForEvent('console', (m) => /WebGL is unavailable/.test(m.text()));
    await page.goto(`${BENCH}&webgl=off`);
    await message;
    await waitForFrames(page, 'canvas2d');
    expect((await stats(page)).faces).toBe(18 * 14 * 2);
    // The 2D mesh in its own canvas under Pixi's (its canvas renderer), both 80 px larger than the viewport.
    const layers = page.locator('.canvas-layers > canvas');
    await expect(layers).toHaveCount(2);
    await expect(layers.first()).toHaveClass(/background-canvas/);
    await expect(layers.nth(1)).toHaveClass(/pixi-canvas/);
    expect(await layers.first().boundingBox()).toEqual(OVERFLOWING);
    expect(await layers.nth(1).boundingBox()).toEqual(OVERFLOWING);
    const first = await sample(page);
    expectDrawn(first);
    await expect
      .poll(async () => meanDifference(first, await sample(page)), { message: 'the mesh breathes' })
      .toBeGreaterThan(0.3);
    expect(errors, 'console errors').toEqual([]);
  });
});

test.describe('background with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('renders one still frame', async ({ page }) => {
    await page.goto(BENCH);
    await expect(page.locator('canvas.background-canvas')).toHaveAttribute('data-state', 'running', {
      timeout: 20_000,
    });
    await expect.poll(async () => (await stats(page)).frames).toBeGreaterThan(0);
    const first = await sample(page);
    expectDrawn(first);
    const { frames, draws } = await stats(page);
    await pageFrames(page, 60);
    expect((await stats(page)).frames, 'no frame drawn after the still one').toBe(frames);
    // Nothing moves, in the mesh nor in Pixi: the shared canvas is not drawn again at all.
    expect((await stats(page)).draws, 'no redraw of the still frame').toBe(draws);
    expect(meanDifference(first, await sample(page))).toBe(0);
  });
});

test.describe('background on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('uses the 4 × 8 mobile grid and no custom cursor', async ({ page }) => {
    await page.goto('/contact');
    await ready(page);
    await waitForFrames(page, 'webgl', 2);
    expect((await stats(page)).faces).toBe(4 * 8 * 2);
    await page.locator('main h1').tap();
    await expect(page.locator('html')).not.toHaveAttribute('data-cursor');
  });
});
