// React renders the scenes per change, never per frame (issue 31): the scene runtime counts every render of
// a scene's root component (?test-hooks, runtime('renders')), and these tests read that count around what a
// visitor does and while the stage animates.
import type { CDPSession, Page } from '@playwright/test';
import { settled } from './carouselHelpers.ts';
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

/** Waits until no scene renders over `frames` frames of the page, and returns the count then. */
async function quiet(page: Page, frames = 20): Promise<number> {
  let count = await renders(page);
  await expect
    .poll(
      async () => {
        const before = count;
        await pageFrames(page, frames);
        count = await renders(page);
        return count - before;
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  return count;
}

test.describe('home', () => {
  test.setTimeout(120_000);

  test.describe('desktop', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    /** The shown project's figures: what each label writes, and the final figure it is read out with. */
    const figures = (page: Page) =>
      page.locator('.showcase-desktop [data-donut-project] .donut:not(.is-untitled)').evaluateAll((donuts) =>
        donuts.map((donut) => ({
          shown: donut.querySelector('.donut-value')?.textContent ?? '',
          final: (donut.querySelector('.visually-hidden')?.textContent ?? '').replace(/^\u00a0: /, ''),
        })),
      );

    test('no render while the donuts fill or rest; one per project change', async ({ page }) => {
      await page.goto('/?test-hooks');
      await ready(page);
      await waitForHooks(page);
      const showcase = page.locator('.showcase-desktop');
      await expect(showcase).toHaveAttribute('data-scene', 'ready', { timeout: 45_000 });
      // Held, so only the test changes the project.
      await page.getByRole('button', { name: 'Pause du défilement des projets' }).click();
      await expect(showcase).toHaveAttribute('data-cycle', 'held');

      const current = page.locator('.showcase-count-current');
      let before = await quiet(page);
      for (let change = 0; change < 3; change++) {
        // At rest: the stage may draw (the mesh breathes), the scenes do not render.
        await pageFrames(page, 60);
        expect(await renders(page), 'renders at rest').toBe(before);

        const shown = await current.textContent();
        // Whether a figure showed less than its final value since now: noted by the page as it happens, so a
        // loaded machine's slow polls cannot miss a fill.
        await page.evaluate(() => {
          const w = window as unknown as { __filling?: boolean; __fillWatch?: MutationObserver };
          w.__filling = false;
          w.__fillWatch?.disconnect();
          const showcase = document.querySelector('.showcase-desktop');
          if (!showcase) throw new Error('no desktop showcase');
          const check = () => {
            for (const donut of showcase.querySelectorAll('[data-donut-project] .donut:not(.is-untitled)')) {
              const figure = donut.querySelector('.donut-value')?.textContent ?? '';
              const final = (donut.querySelector('.visually-hidden')?.textContent ?? '').replace(
                /^\u00a0: /,
                '',
              );
              if (figure !== final) w.__filling = true;
            }
          };
          w.__fillWatch = new MutationObserver(check);
          w.__fillWatch.observe(showcase, { subtree: true, childList: true, characterData: true });
        });
        await page.getByRole('button', { name: 'Projet suivant' }).click();
        await expect(current).not.toHaveText(shown ?? '');
        // The new project's donuts are placed and start filling: one render of the donut row, then none
        // while the arcs and their figures count up.
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { __filling?: boolean }).__filling))
          .toBe(true);
        const filling = await renders(page);
        expect(filling - before, 'renders for a project change').toBe(1);
        await expect
          .poll(async () => (await figures(page)).every(({ shown, final }) => shown === final), {
            timeout: 20_000,
          })
          .toBe(true);
        expect(await renders(page), 'renders while the donuts filled').toBe(filling);
        before = filling;
      }
    });
  });

  test.describe('phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    const carousel = (page: Page) => page.locator('.carousel');

    async function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove', x: number, y: number) {
      await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x, y }] });
    }

    test('no render while a finger drags the carousel; a few when the slide settles', async ({ page }) => {
      await page.goto('/?test-hooks');
      await ready(page);
      await waitForHooks(page);
      await expect(carousel(page)).toHaveAttribute('data-scene', 'ready', { timeout: 60_000 });
      await page.getByRole('button', { name: 'Pause du défilement des projets' }).tap();
      await expect(page.locator('.showcase-mobile')).toHaveAttribute('data-cycle', 'held');
      await settled(page);
      const cdp = await page.context().newCDPSession(page);

      const rest = await quiet(page);
      await pageFrames(page, 60);
      expect(await renders(page), 'renders at rest').toBe(rest);

      const index = await carousel(page).getAttribute('data-index');
      const box = await carousel(page).boundingBox();
      if (!box) throw new Error('carousel not laid out');
      const x = box.x + box.width * 0.8;
      const y = box.y + box.height / 2;
      // A finger down, moved left over several frames, and held half-way: every frame of it moves the
      // slides (a 'position' message each), none renders.
      await touch(cdp, 'touchStart', x, y);
      for (let i = 1; i <= 12; i++) {
        await touch(cdp, 'touchMove', x - 12 * i, y);
        await pageFrames(page, 2);
        expect(await renders(page), `renders after move ${i}`).toBe(rest);
      }
      // Mid-drag: the slides carry their pictures.
      await expect(page.locator('[data-slide-snapshot]:visible').first()).toBeVisible();
      await pageFrames(page, 30);
      expect(await renders(page), 'renders while the finger holds the slides').toBe(rest);

      // Let go: the slides settle on the next one, whose donuts fill; a slide's arrival is a render or two.
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(carousel(page)).not.toHaveAttribute('data-index', index ?? '');
      await settled(page);
      const after = await quiet(page);
      test.info().annotations.push({ type: 'renders', description: `settle: ${after - rest}` });
      expect(after - rest, 'renders for the settle').toBeGreaterThan(0);
      expect(after - rest, 'renders for the settle').toBeLessThanOrEqual(2);
      await pageFrames(page, 60);
      expect(await renders(page), 'renders at rest again').toBe(after);
    });
  });
});

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
