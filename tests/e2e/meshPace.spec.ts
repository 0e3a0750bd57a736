// How often the shared canvas is drawn: every display frame while the pointer moves or the Home's progress
// line counts, half as often when only the mesh's idle motion moves (issues 22 and 33). ?quality=high pins
// the step, whatever the machine's load.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** /contact has no Pixi scene of its own: only the mesh (and the cursor, while the pointer moves) draws. */
const URL = '/contact?test-hooks&quality=high';

interface StageFrames {
  drawn: number;
  skipped: number;
  held: number;
  /** The mesh's new states. */
  mesh: number;
}

const stageFrames = (page: Page) =>
  page.evaluate(() => window.__testHooks?.runtime('frames') as Promise<StageFrames | undefined>);

/** The share of the next `ticks` stage ticks that drew the canvas. */
async function drawnShare(page: Page, ticks: number): Promise<number> {
  const start = await stageFrames(page);
  if (!start) throw new Error('no stage');
  let end: StageFrames | undefined = start;
  await expect
    .poll(
      async () => {
        end = await stageFrames(page);
        return (end?.drawn ?? 0) + (end?.skipped ?? 0) - start.drawn - start.skipped;
      },
      { timeout: 50_000 },
    )
    .toBeGreaterThanOrEqual(ticks);
  const drawn = (end?.drawn ?? 0) - start.drawn;
  return drawn / ((end?.drawn ?? 0) + (end?.skipped ?? 0) - start.drawn - start.skipped);
}

/** The share of the next `ticks` stage ticks that gave the mesh a new state. */
async function meshShare(page: Page, ticks: number): Promise<number> {
  const start = await stageFrames(page);
  if (!start) throw new Error('no stage');
  const ticked = (f: StageFrames) => f.drawn + f.skipped + f.held;
  let end: StageFrames = start;
  await expect
    .poll(
      async () => {
        end = (await stageFrames(page)) ?? end;
        return ticked(end) - ticked(start);
      },
      { timeout: 50_000 },
    )
    .toBeGreaterThanOrEqual(ticks);
  return (end.mesh - start.mesh) / (ticked(end) - ticked(start));
}

test.describe('mesh pace', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('with the pointer still the mesh draws on about every other frame; moving, on every frame', async ({
    page,
  }) => {
    // Counts frames: a loaded machine gives fewer per second, never another share of them.
    test.setTimeout(120_000);
    await page.goto(URL);
    await expect(page.locator('canvas.background-canvas[data-renderer="webgl"]')).toHaveAttribute(
      'data-state',
      'running',
      { timeout: 20_000 },
    );
    await expect.poll(() => page.evaluate(() => window.__testHooks !== undefined)).toBe(true);
    await expect.poll(async () => (await stageFrames(page))?.drawn ?? 0).toBeGreaterThan(0);
    // Pointer still (never moved over the page): idle motion only.
    const idle = await drawnShare(page, 60);
    expect(idle, 'share of frames drawn while idle').toBeLessThan(0.7);
    expect(idle, 'the idle motion keeps running').toBeGreaterThan(0.3);

    // The pointer crosses the page until the sample is done.
    let moving = true;
    const mover = (async () => {
      for (let i = 0; moving; i++) {
        await page.mouse.move(200 + ((i * 37) % 800), 150 + ((i * 23) % 400));
      }
    })();
    await expect
      .poll(async () => (await page.evaluate(() => window.__background?.frames ?? 0)) > 0)
      .toBe(true);
    const active = await drawnShare(page, 60);
    moving = false;
    await mover;
    expect(active, 'share of frames drawn while the pointer moves').toBeGreaterThan(0.85);
  });

  test('on the Home, every frame while the showcase counts, the pointer still; paused, about every other one', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/?test-hooks&quality=high');
    await expect(page.locator('.showcase-desktop')).toHaveAttribute('data-scene', 'ready', {
      timeout: 30_000,
    });
    await expect(page.locator('canvas.background-canvas[data-renderer="webgl"]')).toHaveAttribute(
      'data-state',
      'running',
      { timeout: 20_000 },
    );
    await expect.poll(() => page.evaluate(() => window.__testHooks !== undefined)).toBe(true);
    // The pointer never moves over the page: the mesh alone would take its idle rate.
    await expect(page.locator('.showcase-desktop')).toHaveAttribute('data-cycle', 'running');
    const counting = await meshShare(page, 60);
    expect(counting, 'share of ticks with a new mesh state while the showcase counts').toBeGreaterThan(0.85);

    // Paused from the keyboard (the pointer stays still): the mesh goes back to its idle rate.
    const pause = page.getByRole('button', { name: 'Pause du défilement des projets' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Lecture du défilement des projets' })).toBeVisible();
    await expect
      .poll(() => meshShare(page, 40), {
        message: 'share of ticks with a new mesh state, paused',
        timeout: 60_000,
      })
      .toBeLessThan(0.7);
  });
});
