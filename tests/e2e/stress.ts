// Helpers for the long e2e suites (endurance, monkey, WebGL): navigation the way a visitor does it,
// the ?test-hooks counts, the JS heap and the DOM's event listeners read through the DevTools protocol.
import type { CDPSession, Page } from '@playwright/test';
import type { TestCounts } from '../../src/app/testHooks.ts';
import { expect } from './fixtures.ts';

export const SCREENS = [
  { path: '/projects', title: 'projets' },
  { path: '/profil', title: 'profil' },
  { path: '/contact', title: 'contact' },
  { path: '/', title: 'projets récents' },
] as const;

export type ScreenPath = (typeof SCREENS)[number]['path'];

export const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
] as const;

/** A number from the environment, or the default: the long suites' knobs (ENDURANCE_CYCLES, MONKEY_SECONDS…). */
export function knob(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Goes to a screen through the interface: the logo for home, the menu or the burger for the others. */
export async function navigate(page: Page, path: ScreenPath) {
  const screen = SCREENS.find((s) => s.path === path);
  if (!screen) throw new Error(`unknown screen ${path}`);
  const onHome = new URL(page.url()).pathname === '/';
  if (path === '/') {
    if (!onHome) await page.getByRole('link', { name: /, accueil$/ }).click();
  } else {
    const desktop = page.getByRole('navigation', { name: 'Menu principal', exact: true });
    const label = { '/projects': 'Projets', '/profil': 'Profil', '/contact': 'Contact' }[path];
    if (await desktop.isVisible()) {
      const link = desktop.getByRole('link', { name: label, exact: true });
      if ((await link.count()) > 0) await link.click();
    } else {
      // The burger may already be open (a monkey's click): then its links are there.
      const open = page.getByRole('button', { name: 'Ouvrir le menu' });
      if (await open.isVisible()) await open.click();
      const mobile = page.getByRole('navigation', { name: 'Menu principal (mobile)' });
      const link = mobile.getByRole('link', { name: label, exact: true });
      if ((await link.count()) > 0) await link.click();
      else await mobile.locator('[aria-current="page"]').click();
    }
  }
  await expect(page).toHaveURL(
    new RegExp(`^[^?#]*//[^/]+${path === '/' ? '/' : `${path}(/\\d+)?`}([?#].*)?$`),
  );
  if (path === '/') await expect(page.locator('#home-title')).toBeAttached();
  else await expect(page.locator('.section-title')).toHaveText(screen.title);
}

/**
 * Like fixtures' ready(), with room for a loaded machine: on two busy CI cores, home's first load takes
 * up to ~10 s before the overlay leaves (measured), more than ready()'s 8 s.
 */
export async function loaded(page: Page) {
  await expect(page.locator('main#contenu')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#loading-overlay')).toHaveCount(0, { timeout: 30_000 });
}

/** The background mesh draws (its canvas says `running`), with `renderer` when one is named. */
export async function meshRunning(page: Page, renderer?: 'webgl' | 'canvas2d') {
  const canvas = `canvas.background-canvas${renderer ? `[data-renderer="${renderer}"]` : ''}`;
  await expect(page.locator(canvas)).toHaveAttribute('data-state', 'running', { timeout: 20_000 });
}

export function counts(page: Page): Promise<TestCounts> {
  return page.evaluate(() => {
    const hooks = window.__testHooks;
    if (!hooks) throw new Error('open the page with ?test-hooks');
    return hooks.counts();
  });
}

export async function waitForHooks(page: Page) {
  await expect.poll(() => page.evaluate(() => window.__testHooks !== undefined)).toBe(true);
  // The runtime that stays: without a usable GPU the first one is replaced by one drawing on 2D canvases
  // before it is ready (and a question asked of it then is answered 'The scene runtime stopped').
  await expect(page.locator('html')).toHaveAttribute('data-scenes', /^(worker|page)$/, { timeout: 60_000 });
  // The stage exists once the background scene is on it.
  await expect.poll(async () => (await counts(page)).scenes, { timeout: 20_000 }).toBeGreaterThan(0);
}

/** The JS heap after full garbage collections, in bytes. */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.enable');
  let used = Number.POSITIVE_INFINITY;
  // Collections free in rounds (finalizers, weak maps): keep the lowest of a few.
  for (let i = 0; i < 4; i++) {
    await cdp.send('HeapProfiler.collectGarbage');
    used = Math.min(used, (await cdp.send('Runtime.getHeapUsage')).usedSize);
  }
  return used;
}

/**
 * The heap's objects without V8's compiled code, from a heap snapshot (bytes). Code keeps growing for
 * a while as the JIT optimises more functions: that is not a leak, and it hides one in the raw figure.
 */
export async function objectHeap(cdp: CDPSession): Promise<number> {
  await heapAfterGc(cdp);
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const code = types[0].indexOf('code');
  let total = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (snapshot.nodes[i + typeAt] !== code) total += snapshot.nodes[i + sizeAt] ?? 0;
  }
  return total;
}

/** Event listeners on window and on every node of the document, by the DevTools protocol's own count. */
export async function domListeners(cdp: CDPSession): Promise<number> {
  let total = 0;
  for (const expression of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    if (!result.objectId) throw new Error(`no object for ${expression}`);
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId,
      depth: expression === 'document' ? -1 : 0,
      pierce: true,
    });
    total += listeners.length;
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
  }
  return total;
}

/** Small deterministic PRNG (mulberry32): the same seed replays the same monkey. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

export interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box of the first element matching `selector`, kept inside the viewport. */
export async function clipOf(page: Page, selector: string): Promise<Clip> {
  const box = await page.locator(selector).first().boundingBox();
  const size = page.viewportSize() ?? VIEWPORTS[0];
  if (!box) throw new Error(`no box for ${selector}`);
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  return {
    x,
    y,
    width: Math.max(1, Math.min(size.width, box.x + box.width) - x),
    height: Math.max(1, Math.min(size.height, box.y + box.height) - y),
  };
}

/** A PNG (base64) as RGBA bytes, decoded by the page's own image decoder; `scale`: image px per CSS px. */
export async function decodePng(
  page: Page,
  png: string,
): Promise<{ data: Uint8Array; width: number; scale: number }> {
  const { data, width, scale } = await page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D context');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    let binary = '';
    for (let i = 0; i < pixels.length; i += 0x8000)
      binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
    return { data: btoa(binary), width: image.width, scale: image.width / window.innerWidth };
  }, png);
  return { data: Buffer.from(data, 'base64'), width, scale };
}

/** The RGBA bytes of `clip` as the screen shows it: a screenshot, decoded by the page's own image decoder. */
export async function screenPixels(page: Page, clip: Clip): Promise<Uint8Array> {
  const png = (await page.screenshot({ clip })).toString('base64');
  return (await decodePng(page, png)).data;
}

/** Share of the pixels in `clip` bright and saturated: the scenes' colours, not the dark mesh or text. */
export async function colourfulShare(page: Page, clip: Clip): Promise<number> {
  const data = await screenPixels(page, clip);
  let colourful = 0;
  for (let i = 0; i < data.length; i += 4) {
    const high = Math.max(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
    const low = Math.min(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
    if (high > 120 && high - low > 60) colourful++;
  }
  return colourful / Math.max(1, data.length / 4);
}

/**
 * Loses (or restores) the scenes' WebGL context through WEBGL_lose_context, as a GPU reset or a driver
 * update does. The canvas belongs to the scene runtime (a worker): the page's test hook asks it. Returns
 * how many contexts it touched (0 without WebGL). Needs ?test-hooks.
 */
export function setContextsLost(page: Page, lost: boolean): Promise<number> {
  return page.evaluate(async (lost) => {
    const hooks = window.__testHooks;
    if (!hooks) throw new Error('Open the page with ?test-hooks');
    try {
      await hooks.runtime(lost ? 'loseContext' : 'restoreContext');
      return 1;
    } catch (error) {
      if (error instanceof Error && /WEBGL_lose_context missing|No stage/.test(error.message)) return 0;
      throw error;
    }
  }, lost);
}

/** A finger moving from (x0, y0) by (dx, dy) in `steps` moves 16 ms apart, then lifted. */
export async function swipe(
  cdp: CDPSession,
  page: Page,
  x0: number,
  y0: number,
  dx: number,
  dy: number,
  steps = 8,
) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y: y0 }] });
  for (let i = 1; i <= steps; i++) {
    // The finger's pace (a gesture's speed is what the carousel judges), not a wait for the page.
    await page.waitForTimeout(16);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x0 + (dx * i) / steps, y: y0 + (dy * i) / steps }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
