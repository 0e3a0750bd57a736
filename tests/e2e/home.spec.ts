// Home in real Chromium: the desktop cycle (3500 ms, hover pause, 250 ms resume, pause button), and at
// 390×844 with touch the carousel swiped by real touch events (CDP), its loop, vertical scrolling and
// the project items. Timers never fire early, so the timing checks are lower bounds with slack above.
import type { CDPSession, Page } from '@playwright/test';
import { slideAtRest } from './carouselHelpers.ts';
import { expect, pageFrames, ready, test } from './fixtures.ts';
import { colourfulShare, swipe } from './stress.ts';

/** Records, in the page, when the shown project changes: [time (ms), index]. */
async function recordIndexChanges(page: Page, selector: string, read: 'text' | 'data-index') {
  await page.evaluate(
    ({ selector, read }) => {
      const target = document.querySelector(selector);
      if (!target) throw new Error(`${selector} missing`);
      const value = () => (read === 'text' ? target.textContent : target.getAttribute('data-index'));
      const changes: [number, string | null][] = [[performance.now(), value()]];
      (window as unknown as { __changes: typeof changes }).__changes = changes;
      new MutationObserver(() => {
        const now = value();
        if (now !== changes[changes.length - 1]?.[1]) changes.push([performance.now(), now]);
      }).observe(target, { attributes: true, childList: true, characterData: true, subtree: true });
    },
    { selector, read },
  );
}

const changes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __changes: [number, string | null][] }).__changes);
const now = (page: Page) => page.evaluate(() => performance.now());

test.describe('desktop showcase', () => {
  test.setTimeout(90_000);

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Projets récents' })).toBeVisible();
    await expect(page.locator('.showcase-desktop')).toHaveAttribute('data-scene', 'ready', {
      timeout: 45_000,
    });
  });

  test('advances 3500 ms after a project is shown, wrapping round the list', async ({ page }) => {
    const current = page.locator('.showcase-count-current');
    await recordIndexChanges(page, '.showcase-count-current', 'text');
    await expect
      .poll(async () => (await changes(page)).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(3);
    const seen = await changes(page);
    for (let i = 2; i < seen.length; i++) {
      const [t0] = seen[i - 1] ?? [0];
      const [t1, index] = seen[i] ?? [0, null];
      expect(t1 - t0, `project ${index} shown too early`).toBeGreaterThanOrEqual(3450);
      expect(t1 - t0, `project ${index} shown too late`).toBeLessThan(10_000);
    }
    const numbers = seen.map(([, text]) => Number(text));
    for (let i = 1; i < numbers.length; i++) {
      expect(numbers[i]).toBe(((numbers[i - 1] ?? 0) % 6) + 1);
    }
    await expect(current).toHaveText(/^0[1-6]$/);
    // Every donut's title and figure are in the DOM for screen readers.
    const list = page.locator('.showcase-desktop .donuts');
    await expect(list.locator('li:not([aria-hidden="true"])').first()).toHaveText(/\S+\s*\u00a0: \d+\u202f%/);
  });

  test('hovering pauses (mouse-state paused); leaving resumes 250 ms later with a fresh 3500 ms', async ({
    page,
  }) => {
    const showcase = page.locator('.showcase-desktop');
    await page.locator('.showcase-title').hover();
    await expect(showcase).toHaveAttribute('data-cycle', 'held');
    await expect(page.locator('html')).toHaveAttribute('data-cursor', 'paused');
    const held = await page.locator('.showcase-count-current').textContent();
    // Longer than the 3500 ms cycle: that nothing moves for that long is the point, so the clock is.
    await page.waitForTimeout(4500);
    await expect(page.locator('.showcase-count-current')).toHaveText(held ?? '');

    await recordIndexChanges(page, '.showcase-count-current', 'text');
    const left = await now(page);
    await page.mouse.move(1400, 880);
    await expect(showcase).toHaveAttribute('data-cycle', 'running');
    await expect(page.locator('html')).toHaveAttribute('data-cursor', 'normal');
    await expect
      .poll(async () => (await changes(page)).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    const [[changedAt = 0] = []] = (await changes(page)).slice(1);
    expect(changedAt - left).toBeGreaterThanOrEqual(3500 + 250 - 50);
  });

  test('leaving resumes even when the letters under the pointer were redrawn while it hovered', async ({
    page,
  }) => {
    const showcase = page.locator('.showcase-desktop');
    const title = page.locator('.showcase-title .scramble');
    // The next project's title scrambles: its letters are replaced every 40 ms, under the pointer too. The
    // pointer must get there while they are: on a loaded machine the scramble may end first, and then the
    // pointer leaves and waits for the next title.
    await expect(async () => {
      await page.mouse.move(1400, 880);
      await expect(title).toHaveAttribute('data-scramble', 'running', { timeout: 15_000 });
      const box = await page.locator('.showcase-title .scramble-chars').boundingBox({ timeout: 1000 });
      if (!box) throw new Error('no scrambling title');
      await page.mouse.move(box.x + Math.min(40, box.width / 2), box.y + box.height / 2);
      expect(await title.getAttribute('data-scramble')).toBe('running');
    }).toPass({ timeout: 45_000 });
    await expect(showcase).toHaveAttribute('data-cycle', 'held');
    await expect(title).toHaveAttribute('data-scramble', 'done', { timeout: 15_000 });
    await page.mouse.move(1400, 880);
    await expect(showcase).toHaveAttribute('data-cycle', 'running');
    await expect(page.locator('html')).toHaveAttribute('data-cursor', 'normal');
  });

  test('the pause button stops the cycle until "Lecture" is pressed', async ({ page }) => {
    const showcase = page.locator('.showcase-desktop');
    await page.getByRole('button', { name: 'Pause du défilement des projets' }).click();
    const play = page.getByRole('button', { name: 'Lecture du défilement des projets' });
    await expect(play).toBeVisible();
    await page.mouse.move(1400, 880);
    await expect(showcase).toHaveAttribute('data-cycle', 'held');
    const shown = await page.locator('.showcase-count-current').textContent();
    // Longer than the 3500 ms cycle: that nothing moves for that long is the point, so the clock is.
    await page.waitForTimeout(4500);
    await expect(page.locator('.showcase-count-current')).toHaveText(shown ?? '');

    await play.click();
    await page.mouse.move(1400, 880);
    await expect(showcase).toHaveAttribute('data-cycle', 'running');
    await expect(page.locator('.showcase-count-current')).not.toHaveText(shown ?? '', { timeout: 10_000 });
  });

  test('the stage draws the progress line: it grows while the cycle counts and holds while paused', async ({
    page,
  }) => {
    const track = page.locator('.showcase-desktop .showcase-progress');
    // The stage has the line on screen, and the CSS line (a compositor animation) is gone.
    await expect(track).toHaveAttribute('data-scene', 'ready');
    await expect(track.locator('.showcase-progress-fill')).toHaveCSS('visibility', 'hidden');
    await expect(track.locator('.showcase-progress-fill')).toHaveCSS('animation-name', 'none');
    const box = await track.boundingBox();
    if (!box) throw new Error('no progress line');
    const clip = { x: box.x, y: box.y, width: box.width, height: Math.max(1, box.height) };
    // The share of the track the gradient covers, from the screen's pixels.
    const filled = () => colourfulShare(page, clip);
    await page.mouse.move(1400, 880);
    await expect(page.locator('.showcase-desktop')).toHaveAttribute('data-cycle', 'running');
    let before = 0;
    await expect(async () => {
      before = await filled();
      expect(before).toBeLessThan(0.8);
    }).toPass({ timeout: 15_000 });
    await expect.poll(filled, { timeout: 5000 }).toBeGreaterThan(before + 0.05);

    await page.getByRole('button', { name: 'Pause du défilement des projets' }).click();
    await page.mouse.move(1400, 880);
    await expect(page.locator('.showcase-desktop')).toHaveAttribute('data-cycle', 'held');
    // The stage shows the held line (stopped, dimmed) a frame or two after the page holds the cycle: read
    // it once two readings 10 frames apart agree (a counting line moves ~5 % of the track in that time).
    let held = 0;
    await expect(async () => {
      held = await filled();
      await pageFrames(page, 10);
      expect(Math.abs((await filled()) - held)).toBeLessThan(0.02);
    }).toPass({ timeout: 10_000 });
    expect(held, 'a paused line still shows how far it went').toBeGreaterThan(0);
    await pageFrames(page, 40);
    expect(Math.abs((await filled()) - held), 'a paused line holds').toBeLessThan(0.02);
  });
});

test.describe('desktop showcase under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('does not advance on its own and shows final text and figures at once', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await expect(page.getByRole('button', { name: 'Lecture du défilement des projets' })).toBeVisible();
    await expect(page.locator('.showcase-desktop')).toHaveAttribute('data-cycle', 'held');
    await expect(page.locator('.showcase-title')).toHaveText('Transitions de vues');
    await expect(page.locator('.showcase-desktop')).toHaveAttribute('data-scene', 'ready', {
      timeout: 45_000,
    });
    await expect(page.locator('.donut-value').first()).toHaveText('90\u202f%');
    // Longer than the 3500 ms cycle: that nothing moves for that long is the point, so the clock is.
    await page.waitForTimeout(4000);
    await expect(page.locator('.showcase-count-current')).toHaveText('01');
  });

  test('"Lecture" starts the cycle; keyboard focus inside holds it, focus on the button does not', async ({
    page,
  }) => {
    await page.goto('/');
    await ready(page);
    const showcase = page.locator('.showcase-desktop');
    const play = page.getByRole('button', { name: 'Lecture du défilement des projets' });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Pause du défilement des projets' })).toBeFocused();
    await expect(showcase).toHaveAttribute('data-cycle', 'running');

    // « Projet suivant » is one of the cycle's controls too: focus on it does not hold the cycle.
    await page.keyboard.press('Tab');
    await expect(showcase.getByRole('button', { name: 'Projet suivant' })).toBeFocused();
    await expect(showcase).toHaveAttribute('data-cycle', 'running');
    await page.keyboard.press('Tab');
    await expect(showcase.getByRole('link', { name: /^Voir le projet/ })).toBeFocused();
    await expect(showcase).toHaveAttribute('data-cycle', 'held');
    // Longer than the 3500 ms cycle: that nothing moves for that long is the point, so the clock is.
    await page.waitForTimeout(4500);
    await expect(page.locator('.showcase-count-current')).toHaveText('01');

    await page.keyboard.press('Shift+Tab');
    await expect(showcase).toHaveAttribute('data-cycle', 'running');
    await expect(page.locator('.showcase-count-current')).toHaveText('02', { timeout: 10_000 });
  });
});

test.describe('mobile project items', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a closed item is never laid out open, not even in the frame the app takes over', async ({ page }) => {
    // A ResizeObserver reports each item's size after layout and before paint: whatever it sees, a frame
    // could show. Items are observed as they arrive (the prerendered ones, then the app's).
    await page.addInitScript(() => {
      const seen = { app: 0, open: [] as string[] };
      (window as unknown as { __items: typeof seen }).__items = seen;
      const sizes = new ResizeObserver((entries) => {
        for (const { target } of entries) {
          const item = target as HTMLElement;
          const head = item.querySelector('.project-item-head');
          if (!head || item.dataset.opened !== 'false') continue;
          if (!item.closest('.prerender-variant')) seen.app += 1;
          const extra = item.getBoundingClientRect().height - head.getBoundingClientRect().height;
          if (extra > 3)
            seen.open.push(`${head.textContent?.trim()}: ${extra.toFixed(0)} px below its header`);
        }
      });
      new MutationObserver(() => {
        for (const item of document.querySelectorAll('.project-item:not([data-observed])')) {
          item.setAttribute('data-observed', '');
          sizes.observe(item);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await ready(page);
    // The app's items have their resting heights.
    await expect
      .poll(() =>
        page.locator('.project-item').evaluateAll((items) => items.map((item) => item.style.height)),
      )
      .toEqual(expect.arrayContaining([expect.stringMatching(/px$/)]));
    await pageFrames(page, 10);
    const seen = await page.evaluate(
      () => (window as unknown as { __items: { app: number; open: string[] } }).__items,
    );
    expect(seen.app, 'the app’s own items were observed').toBeGreaterThanOrEqual(3);
    expect(seen.open).toEqual([]);
  });
});

test.describe('mobile carousel', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.setTimeout(120_000);

  let cdp: CDPSession;
  const carousel = (page: Page) => page.locator('.carousel');

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await expect(carousel(page)).toHaveAttribute('data-scene', 'ready', { timeout: 60_000 });
    await expect(carousel(page)).toHaveCSS('touch-action', 'pan-y');
    cdp = await page.context().newCDPSession(page);
  });

  async function centre(page: Page) {
    const box = await carousel(page).boundingBox();
    if (!box) throw new Error('carousel not laid out');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  /** From now on, in the page: whether slide `index`'s DOM text is ever translated (the slide moves). */
  async function watchMoves(page: Page, index: number) {
    await page.evaluate((index) => {
      const slide = document.querySelector<HTMLElement>(`[data-slide="${index}"]`);
      if (!slide) throw new Error(`slide ${index} missing`);
      const seen = { moved: false };
      (window as unknown as { __slideMoves: typeof seen }).__slideMoves = seen;
      new MutationObserver(() => {
        if (slide.style.transform !== '') seen.moved = true;
      }).observe(slide, { attributes: true, attributeFilter: ['style'] });
    }, index);
  }
  const slideMoved = (page: Page) =>
    page.evaluate(() => (window as unknown as { __slideMoves: { moved: boolean } }).__slideMoves.moved);

  test('swipes change the slide and loop at both ends; a short slow drag springs back', async ({ page }) => {
    // Hold the cycle so only the swipes move the carousel.
    await page.getByRole('button', { name: 'Pause du défilement des projets' }).tap();
    await expect(page.locator('.showcase-mobile')).toHaveAttribute('data-cycle', 'held');
    // Opening the first project's details brings its slide into view.
    await page.getByRole('button', { name: /^01 Transitions de vues/ }).tap();
    await expect(carousel(page)).toHaveAttribute('data-index', '0');
    await expect(page.locator('[data-slide="0"]')).toHaveAttribute('aria-hidden', 'false');
    // Each swipe starts from rest, as a visitor's next one does once the slide has come in.
    await slideAtRest(page);

    const { x, y } = await centre(page);
    await swipe(cdp, page, x - 100, y, 200, 0);
    await expect(carousel(page)).toHaveAttribute('data-index', '5');
    await expect(page.locator('[data-slide="5"]')).toHaveAttribute('aria-hidden', 'false');
    await expect(page.locator('[data-slide="5"] .slide-title')).toHaveText('Configurateur 3D de vélo');
    await slideAtRest(page);

    await swipe(cdp, page, x + 100, y, -200, 0);
    await expect(carousel(page)).toHaveAttribute('data-index', '0');
    await slideAtRest(page);
    await swipe(cdp, page, x + 100, y, -200, 0);
    await expect(carousel(page)).toHaveAttribute('data-index', '1');
    // The settled slide's DOM text sits where its canvas card is: at rest, untranslated.
    await slideAtRest(page);
    await expect(page.locator('[data-slide="1"]')).toHaveCSS('transform', 'none');

    // 40 px in 30 moves 16 ms apart: too short and too slow to change slide. The slide follows the
    // finger, then springs back: the index never changes, and the slide comes to rest where it was.
    await recordIndexChanges(page, '.carousel', 'data-index');
    await watchMoves(page, 1);
    await swipe(cdp, page, x, y, -40, 0, 30);
    await slideAtRest(page);
    expect(await slideMoved(page), 'the slide followed the finger').toBe(true);
    await expect(carousel(page)).toHaveAttribute('data-index', '1');
    expect((await changes(page)).map(([, index]) => index)).toEqual(['1']);
    await expect(page.locator('[data-slide="1"]')).toHaveCSS('transform', 'none');
  });

  test('a swipe stops the timer, which restarts at 3500 ms from the slide change', async ({ page }) => {
    await recordIndexChanges(page, '.carousel', 'data-index');
    const { x, y } = await centre(page);
    const before = await now(page);
    await swipe(cdp, page, x + 100, y, -200, 0);
    const swiped = await now(page);
    // An automatic change may land just before the finger goes down: the swipe's is the last one
    // recorded around the swipe, and the next one must wait a full 3500 ms after it.
    await expect
      .poll(async () => (await changes(page)).some(([t]) => t > swiped + 1000), { timeout: 20_000 })
      .toBe(true);
    const all = await changes(page);
    const around = all.filter(([t]) => t >= before && t <= swiped + 1000);
    const swipeChange = around[around.length - 1];
    const previous = all[all.indexOf(swipeChange ?? all[0] ?? [0, null]) - 1];
    const next = all.find(([t]) => t > swiped + 1000);
    if (!swipeChange || !previous || !next) throw new Error(`no swipe change in ${JSON.stringify(all)}`);
    expect(Number(swipeChange[1])).toBe((Number(previous[1]) + 1) % 6);
    expect(next[0] - swipeChange[0]).toBeGreaterThanOrEqual(3500 - 100);
  });

  test('moving slides carry pictures of their drawing inside their DOM slides; at rest the stage draws them', async ({
    page,
  }) => {
    /** A finger put down on the carousel and moved 120 px left, not lifted: the slides are mid-drag. */
    async function holdDrag() {
      const { x, y } = await centre(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let i = 1; i <= 8; i++) {
        // The finger's pace (a gesture's speed is what the carousel judges), not a wait for the page.
        await page.waitForTimeout(16);
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: x - 15 * i, y }],
        });
      }
      await expect(page.locator('[data-slide="0"]')).not.toHaveCSS('transform', 'none');
    }
    const shownPictures = page.locator('[data-slide-snapshot]:visible');

    for (const url of ['/', '/?bench=home']) {
      // With the breathing mesh, and on the bench's still stage: the same.
      await page.goto(url);
      await expect(carousel(page)).toHaveAttribute('data-scene', 'ready', { timeout: 60_000 });
      if (url === '/') {
        // The mesh breathes under the slides, with whichever renderer this browser draws it.
        await expect(page.locator('canvas.background-canvas')).toHaveAttribute('data-state', 'running', {
          timeout: 20_000,
        });
        await page.getByRole('button', { name: 'Pause du défilement des projets' }).tap();
        await page.getByRole('button', { name: /^01 Transitions de vues/ }).tap();
        await expect(carousel(page)).toHaveAttribute('data-index', '0');
      }
      // At rest the stage draws the slides: no picture shows.
      await slideAtRest(page);
      await expect(shownPictures).toHaveCount(0);
      await holdDrag();
      // Mid-drag, the slide in view and the one coming in carry their pictures, under their own text: the
      // compositor moves picture and text together.
      await expect(shownPictures.first()).toBeVisible();
      const parents = await shownPictures.evaluateAll((pictures) =>
        pictures.map((picture) => picture.parentElement?.getAttribute('data-slide')),
      );
      expect(parents.length).toBeGreaterThan(0);
      for (const parent of parents) expect(parent).toMatch(/^\d+$/);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      // Settled: the stage draws the slides again, and the pictures go.
      await expect(shownPictures).toHaveCount(0, { timeout: 5000 });
    }
  });

  test('a vertical finger move on the carousel scrolls the page and keeps the slide', async ({ page }) => {
    await page.getByRole('button', { name: 'Pause du défilement des projets' }).tap();
    for (const name of [/^01 /, /^02 /, /^03 /]) await page.getByRole('button', { name }).tap();
    const index = await carousel(page).getAttribute('data-index');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThan(150);
    const { x, y } = await centre(page);
    await recordIndexChanges(page, '.carousel', 'data-index');
    await swipe(cdp, page, x, y + 60, 8, -220, 10);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(50);
    // The slide comes to rest where it was, with no slide change on the way: the vertical move is no drag.
    // (The browser's pointercancel, when it took the finger for the scroll, once started one that never
    // ended and left the slides half-way; the index alone did not show it.)
    await slideAtRest(page);
    await expect(carousel(page)).toHaveAttribute('data-index', index ?? '');
    expect((await changes(page)).map(([, shown]) => shown)).toEqual([index]);
  });

  test('project items open to their measured height − 10 px and report index + 1', async ({ page }) => {
    // Hold the cycle: on a slow machine the 3.5 s advance would otherwise move on while the item opens.
    await page.getByRole('button', { name: 'Pause du défilement des projets' }).tap();
    await expect(page.locator('.showcase-mobile')).toHaveAttribute('data-cycle', 'held');
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { __toggles: unknown[] }).__toggles = seen;
      document.addEventListener('project-toggle', (event) => seen.push((event as CustomEvent).detail));
    });
    const toggle = page.getByRole('button', { name: /^02 Site d’une maison d’hôtes/ });
    const item = page.locator('.project-item').nth(1);
    const heights = () =>
      item.evaluate((element) => ({
        box: element.getBoundingClientRect().height,
        content: element.scrollHeight,
        header: element.querySelector('.project-item-head')?.getBoundingClientRect().height ?? -1,
      }));

    const closed = await heights();
    expect(Math.abs(closed.box - closed.header)).toBeLessThanOrEqual(1);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed details are out of reach of keyboard and screen readers, not only out of sight.
    await expect(item.locator('.project-item-panel')).toHaveAttribute('inert', '');

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(async () => {
        const opened = await heights();
        return Math.abs(opened.box - (opened.content - 10));
      })
      .toBeLessThanOrEqual(1);
    await expect(item.locator('.project-item-panel')).not.toHaveAttribute('inert', '');
    await expect(item.getByText(/^Un site de quatre pages/)).toBeInViewport();
    await expect(carousel(page)).toHaveAttribute('data-index', '1');

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect
      .poll(async () => {
        const closedAgain = await heights();
        return Math.abs(closedAgain.box - closedAgain.header);
      })
      .toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => (window as unknown as { __toggles: unknown[] }).__toggles)).toEqual([
      { index: 2, opened: true },
      { index: 2, opened: false },
    ]);
  });
});

/**
 * In the page, from the first script on: every figure written into a donut label, with the project whose
 * list it is in, the project on screen then, the donut's place in its list and whether the Home scene was
 * ready ([group, text, shown, slot, afterReady]); the group on screen when the scene became ready and the
 * figures it showed then. A string: the page runs it as it is.
 */
const RECORD_LABELS = `
  const groupOf = (element) => element?.closest('[data-donut-project]')?.getAttribute('data-donut-project') ?? null;
  // Desktop: the showcase's one list; phone: the carousel's current slide. (The scene that draws donuts:
  // the progress line's track has a scene of its own.)
  const donutScene = (element) => element.querySelector('[data-donut-project]') !== null;
  const shownList = () => {
    const scene = [...document.querySelectorAll('[data-scene]')].find(donutScene);
    if (!scene) return null;
    const index = scene.getAttribute('data-index');
    const slide = index === null ? scene : scene.querySelector('[data-slide="' + index + '"]');
    return slide?.querySelector('[data-donut-project]') ?? null;
  };
  window.__shownGroup = () => groupOf(shownList());
  const written = (window.__labels = []);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (window.__startGroup === undefined && record.target.getAttribute('data-scene') === 'ready' && donutScene(record.target)) {
          window.__startGroup = window.__shownGroup();
          // What the visitor reads at that moment, per donut: from here on it may only grow.
          const list = shownList();
          window.__startFigures = list ? [...list.querySelectorAll('.donut-value')].map((label) => label.textContent) : [];
        }
        continue;
      }
      const node = record.target.nodeType === Node.TEXT_NODE ? record.target.parentElement : record.target;
      const label = node instanceof Element ? node.closest('.donut-value') : null;
      if (!label) continue;
      const group = label.closest('[data-donut-project]');
      const slot = group ? [...group.querySelectorAll('.donut-value')].indexOf(label) : -1;
      written.push([groupOf(label), label.textContent, window.__shownGroup(), slot, window.__startGroup !== undefined]);
    }
  }).observe(document, {
    subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-scene'],
  });
`;

for (const [name, device] of [
  ['desktop', { viewport: { width: 1440, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const) {
  test.describe(`donut figures when the scenes start, ${name}`, () => {
    test.use(device);

    test('the figures on screen stay while their arcs fill; the next project counts up from 0 %', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.addInitScript(RECORD_LABELS);
      await page.goto('/');
      await ready(page);
      type Recorded = {
        __startGroup?: string;
        __startFigures?: string[];
        __shownGroup(): string | null;
        __labels: [string, string, string | null, number, boolean][];
      };
      const recorded = () =>
        page.evaluate(() => {
          const w = window as unknown as Recorded;
          return {
            start: w.__startGroup ?? null,
            figures: w.__startFigures ?? [],
            shown: w.__shownGroup(),
            labels: w.__labels,
          };
        });
      await expect.poll(async () => (await recorded()).start, { timeout: 45_000 }).not.toBeNull();
      const { start, figures } = await recorded();
      // The cycle moves on 3500 ms after the first project shows: its arcs have filled by then.
      await expect.poll(async () => (await recorded()).shown, { timeout: 20_000 }).not.toBe(start);
      const { labels } = await recorded();
      // From the scene's start until the project leaves (a slide that has gone shows empty rings again),
      // each figure only grows from what it showed: the scene takes over without starting it again at 0.
      // (On a slow machine the cycle may have moved on before the scene was ready: that slide counts up
      // from 0 as any new project does, which is why only what follows the start is compared.)
      const percent = (text: string | undefined) => Number.parseInt(text ?? '', 10);
      const seen = figures.map(percent);
      for (const [group, text, shown, slot, afterReady] of labels) {
        if (!afterReady || group !== start || shown !== start) continue;
        const value = percent(text);
        expect(
          value,
          `donut ${slot + 1} of the project on screen at the start (${start}) drops`,
        ).toBeGreaterThanOrEqual(seen[slot] ?? 0);
        seen[slot] = value;
      }
      expect(seen.length, 'the project on screen at the start shows its figures').toBeGreaterThan(0);
      await expect
        .poll(
          async () =>
            (await recorded()).labels.some(([group, text]) => group !== start && text === '0\u202f%'),
          { timeout: 10_000 },
        )
        .toBe(true);
    });
  });
}
