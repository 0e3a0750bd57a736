// React renders the scenes per change, never per frame (issue 31): the scene runtime counts every render of
// a scene's root component (?test-hooks, runtime('renders')), and these tests read that count around what a
// visitor does and while the stage animates.
import type { Page } from '@playwright/test';
import { expect, pageFrames, ready, spokenText, test } from './fixtures.ts';
import { waitForHooks } from './stress.ts';

/** How many times the scenes' root components have rendered since the runtime started. */
function renders(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const hooks = window.__testHooks;
    if (!hooks) throw new Error('open the page with ?test-hooks');
    return Number(await hooks.runtime('renders'));
  });
}

test.describe('projects', () => {
  // Counted in the stage's own frames, which a loaded machine with software WebGL draws a few a second:
  // the waits stretch, the counts do not.
  test.setTimeout(180_000);

  interface StageFrames {
    drawn: number;
    skipped: number;
    /** Drawn frames in which a Pixi scene changed (a turning, fading or growing ring), not only the mesh. */
    scenes: number;
  }

  function stageFrames(page: Page): Promise<StageFrames> {
    return page.evaluate(async () => {
      const hooks = window.__testHooks;
      if (!hooks) throw new Error('open the page with ?test-hooks');
      return (await hooks.runtime('frames')) as StageFrames;
    });
  }

  const ticks = (frames: StageFrames) => frames.drawn + frames.skipped;

  /** Lets the stage tick `count` times; returns its frames before and after. */
  async function overTicks(page: Page, count: number): Promise<{ start: StageFrames; end: StageFrames }> {
    const start = await stageFrames(page);
    let end = start;
    while (ticks(end) - ticks(start) < count) {
      await pageFrames(page, 4);
      end = await stageFrames(page);
    }
    return { start, end };
  }

  /** Waits until the scenes stand still: 20 ticks of the stage with no Pixi scene drawn anew. */
  async function untilStill(page: Page) {
    await expect
      .poll(
        async () => {
          const { start, end } = await overTicks(page, 20);
          return end.scenes - start.scenes;
        },
        { timeout: 40_000 },
      )
      .toBe(0);
  }

  /**
   * Runs `change` and waits for the scenes to stand still again: returns the renders that took and the
   * frames in which a scene moved meanwhile.
   */
  async function rendersFor(page: Page, change: () => Promise<void>) {
    const before = await renders(page);
    const { scenes } = await stageFrames(page);
    await change();
    await untilStill(page);
    return { renders: (await renders(page)) - before, moved: (await stageFrames(page)).scenes - scenes };
  }

  test('the ring renders once per selection, sort and size; never at rest, turning or fading', async ({
    page,
  }) => {
    await page.goto('/projects?test-hooks');
    await ready(page);
    await waitForHooks(page);
    await expect(page.getByRole('listbox', { name: 'Anneau des projets' })).toHaveAttribute(
      'data-scene',
      'ready',
      { timeout: 20_000 },
    );
    await untilStill(page);

    // At rest: a second's worth of the stage's frames, not one render.
    const resting = await renders(page);
    await overTicks(page, 60);
    expect(await renders(page), 'renders at rest').toBe(resting);

    // A selection renders once; the turn to it (0.85 s of frames) and the expansions render nothing more.
    const detail = page.locator('.detail-number');
    for (const position of ['#2', '#3']) {
      const selection = await rendersFor(page, async () => {
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => spokenText(detail)).toBe(position);
      });
      expect(selection.moved, 'frames of the turn').toBeGreaterThan(1);
      expect(selection.renders, `renders for the selection of ${position}`).toBe(1);
    }

    // A sort renders once: the fade out, the new order laid out as it ends and the fade in run on their own.
    // (The sorter clears the selection with the sort, then the address names the new order's first work:
    // two changes in the store, one place on the ring.)
    const sorter = page.getByRole('group', { name: 'Trié par\u00a0:' });
    const sorted = await rendersFor(page, async () => {
      await sorter.getByRole('radio', { name: 'Client' }).check();
      await expect.poll(() => spokenText(detail)).toBe('#1');
    });
    expect(sorted.moved, 'frames of the fade').toBeGreaterThan(1);
    expect(sorted.renders, 'renders for a sort').toBe(1);

    // A new size renders once.
    const resized = await rendersFor(page, () => page.setViewportSize({ width: 1280, height: 800 }));
    expect(resized.renders, 'renders for a resize').toBe(1);

    // And at rest again.
    const after = await renders(page);
    await overTicks(page, 60);
    expect(await renders(page), 'renders at rest again').toBe(after);
  });
});
