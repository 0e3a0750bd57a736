// Endurance: the screens cycled many times through the menu, across phone, tablet and desktop widths.
// Back where it started, the page must hold what it held then: the same heap (within a small margin),
// one Pixi canvas, and as many scenes, listeners, ticker callbacks, Pixi nodes, textures and tweens.
import { expect, test } from './fixtures.ts';
import {
  counts,
  domListeners,
  heapAfterGc,
  knob,
  loaded,
  navigate,
  objectHeap,
  SCREENS,
  VIEWPORTS,
  waitForHooks,
} from './stress.ts';

/**
 * Full loops through the four screens and back to Contact (5 navigations), each loop at the next width.
 * The default, 20 loops (100 navigations, 20 resizes), takes about 2 min on two loaded cores and keeps
 * `npm test` within its budget; ENDURANCE_CYCLES=200 runs the full figure (about 12 min).
 */
const CYCLES = knob('ENDURANCE_CYCLES', 20);
const NAVIGATIONS = CYCLES * (SCREENS.length + 1);
/**
 * Allowed growth of the heap's objects (compiled code left out): each navigation adds a history entry
 * and a DevTools network record (under 1 kB together), the browser's performance buffers are bounded.
 * One leaked screen per visit (tens of kB) goes far beyond.
 */
const OBJECT_MARGIN = 256 * 1024 + 2 * 1024 * NAVIGATIONS;
/** Allowed growth of the whole heap, compiled code included: the JIT keeps optimising for a while. */
const HEAP_MARGIN = 2 * 1024 * 1024 + 8 * 1024 * NAVIGATIONS;

test('cycling the screens and widths leaves no scene, listener, tween, texture or canvas behind', async ({
  page,
}) => {
  test.setTimeout(60_000 + CYCLES * 12_000);
  const cdp = await page.context().newCDPSession(page);
  await page.goto('/contact?test-hooks');
  await loaded(page);
  await waitForHooks(page);

  const loop = async (index: number) => {
    await page.setViewportSize(VIEWPORTS[index % VIEWPORTS.length] ?? VIEWPORTS[0]);
    for (const screen of SCREENS) {
      await navigate(page, screen.path);
      if (screen.path === '/projects' && (await page.getByRole('listbox').isVisible())) {
        await page.keyboard.press('ArrowRight');
      }
    }
    await navigate(page, '/contact');
  };

  /** Back on Contact at desktop width, animations settled: the state to compare. */
  const settle = async () => {
    await page.setViewportSize(VIEWPORTS[0]);
    await expect(page.locator('.section-title')).toHaveText('contact');
    await expect.poll(async () => (await counts(page)).tweens, { timeout: 10_000 }).toBe(0);
    return {
      counts: await counts(page),
      listeners: await domListeners(cdp),
      heap: await heapAfterGc(cdp),
      objects: await objectHeap(cdp),
    };
  };

  // One warm-up loop at every width: lazy chunks, fonts, caches and pools fill once, not per visit.
  for (let i = 0; i < VIEWPORTS.length; i++) await loop(i);
  const before = await settle();

  const started = Date.now();
  for (let i = 0; i < CYCLES; i++) await loop(i);
  const seconds = (Date.now() - started) / 1000;
  const after = await settle();

  const grown = after.heap - before.heap;
  const objectsGrown = after.objects - before.objects;
  const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
  test.info().annotations.push({
    type: 'figures',
    description:
      `${CYCLES} loops, ${NAVIGATIONS} navigations, ${CYCLES} resizes in ${seconds.toFixed(0)} s; ` +
      `heap ${mb(before.heap)} → ${mb(after.heap)} MB, objects ${mb(before.objects)} → ${mb(after.objects)} MB; ` +
      `counts ${JSON.stringify(after.counts)}; DOM listeners ${before.listeners} → ${after.listeners}`,
  });
  console.log(test.info().annotations.at(-1)?.description);

  expect(after.counts.pixiCanvases, 'one Pixi canvas').toBe(1);
  // GPU tables may shrink (Pixi's own garbage collector unloads idle resources), never grow.
  const { textures, gpuBuffers, ...held } = after.counts;
  const { textures: texturesBefore, gpuBuffers: buffersBefore, ...heldBefore } = before.counts;
  expect(held, 'what the scenes hold').toEqual(heldBefore);
  expect(textures ?? 0, 'GPU textures').toBeLessThanOrEqual(texturesBefore ?? 0);
  expect(gpuBuffers ?? 0, 'GPU buffers').toBeLessThanOrEqual(buffersBefore ?? 0);
  expect(after.listeners, 'event listeners on window and the DOM').toBe(before.listeners);
  expect(objectsGrown, `objects grew by ${mb(objectsGrown)} MB`).toBeLessThan(OBJECT_MARGIN);
  expect(grown, `heap grew by ${mb(grown)} MB`).toBeLessThan(HEAP_MARGIN);
});
