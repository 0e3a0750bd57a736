// The phone carousel's donuts (issue 32, point 3): the ring row keeps its place from slide to slide at every
// phone width, with no ring wrapping alone; an untitled donut's slot draws nothing (no grey empty ring,
// moving or at rest); and a figure never runs ahead of its arc.
import type { CDPSession, Page } from '@playwright/test';
import { expect, pageFrames, ready, test } from './fixtures.ts';
import { type Clip, screenPixels, swipe } from './stress.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.setTimeout(150_000);

const carousel = (page: Page) => page.locator('.carousel');

/** Opens Home at `width`, waits for the scene, and holds the cycle so only the test moves the slides. */
async function openHeld(page: Page, width: number): Promise<CDPSession> {
  await page.setViewportSize({ width, height: 844 });
  await page.goto('/');
  await ready(page);
  await expect(carousel(page)).toHaveAttribute('data-scene', 'ready', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Pause du défilement des projets' }).tap();
  await expect(page.locator('.showcase-mobile')).toHaveAttribute('data-cycle', 'held');
  return page.context().newCDPSession(page);
}

/** The slide in view has come to rest (its DOM slide untranslated, its drawing the stage's, no picture). */
async function settled(page: Page) {
  await expect
    .poll(() =>
      carousel(page).evaluate((root) => {
        const slide = root.querySelector(`[data-slide="${root.getAttribute('data-index')}"]`);
        return slide ? getComputedStyle(slide).transform : 'no slide';
      }),
    )
    .toBe('none');
  await expect(page.locator('[data-slide-snapshot]:visible')).toHaveCount(0, { timeout: 5000 });
}

async function swipeNext(page: Page, cdp: CDPSession) {
  const box = await carousel(page).boundingBox();
  if (!box) throw new Error('carousel not laid out');
  const before = await carousel(page).getAttribute('data-index');
  await swipe(cdp, page, box.x + box.width * 0.8, box.y + box.height / 2, -200, 0);
  await expect(carousel(page)).not.toHaveAttribute('data-index', before ?? '');
  await settled(page);
}

/** The shown slide's rings (titled donuts) as the viewport has them. */
function shownRings(page: Page) {
  return carousel(page).evaluate((root) => {
    const slide = root.querySelector(`[data-slide="${root.getAttribute('data-index')}"]`);
    if (!slide) throw new Error('no shown slide');
    const figures = [...slide.querySelectorAll('.donut:not(.is-untitled) .donut-figure')];
    return {
      title: slide.querySelector('.slide-title')?.textContent ?? '',
      list: slide.querySelector('.donuts')?.getBoundingClientRect().top ?? null,
      rings: figures.map((figure) => {
        const rect = figure.getBoundingClientRect();
        return { left: rect.left, top: rect.top };
      }),
    };
  });
}

for (const width of [320, 375, 390]) {
  test(`at ${width} px the donut row sits at one height on every slide, and no ring is alone on its row`, async ({
    page,
  }) => {
    const cdp = await openHeld(page, width);
    const count = await page.locator('[data-slide]').count();
    expect(count).toBeGreaterThan(1);
    await settled(page);
    const seen: Awaited<ReturnType<typeof shownRings>>[] = [];
    for (let step = 0; step < count; step++) {
      if (step > 0) await swipeNext(page, cdp);
      seen.push(await shownRings(page));
      const clip = await carousel(page).boundingBox();
      if (clip)
        await page.screenshot({ clip, path: test.info().outputPath(`carousel-${width}-${step}.png`) });
    }
    const withRings = seen.filter((slide) => slide.rings.length > 0);
    expect(withRings.length).toBeGreaterThan(1);
    const reference = withRings[0];
    if (!reference) throw new Error('no slide with donuts');
    const top = reference.rings[0]?.top ?? 0;
    for (const slide of withRings) {
      // Every ring of every slide on one line, at one height: nothing in the card jumps between slides.
      expect.soft(slide.list, `« ${slide.title} »: its donut row's top`).toBeCloseTo(reference.list ?? 0, 0);
      for (const [i, ring] of slide.rings.entries()) {
        expect.soft(ring.top, `« ${slide.title} »: ring ${i + 1}'s top`).toBeCloseTo(top, 0);
      }
      // Rows as the rings fall: none holds a ring alone when the slide has more than one.
      const rows = new Map<number, number>();
      for (const ring of slide.rings)
        rows.set(Math.round(ring.top), (rows.get(Math.round(ring.top)) ?? 0) + 1);
      if (slide.rings.length > 1) {
        expect.soft([...rows.values()], `« ${slide.title} »: rings per row`).not.toContain(1);
      }
      // Inside the card.
      for (const ring of slide.rings) {
        expect.soft(ring.left, `« ${slide.title} »: ring inside the viewport`).toBeGreaterThanOrEqual(0);
        expect
          .soft(ring.left + 72, `« ${slide.title} »: ring inside the viewport`)
          .toBeLessThanOrEqual(width);
      }
    }
  });
}

/**
 * How much of a ring shows at the figure box `clip` (72 × 72 CSS px, ring of 60, stroke 4): the share of 90
 * points on the ring's centre line that differ from the card at the box's middle, where no ring is drawn.
 */
async function ringShare(page: Page, clip: Clip): Promise<number> {
  const rounded = { x: Math.round(clip.x), y: Math.round(clip.y), width: 72, height: 72 };
  const data = await screenPixels(page, rounded);
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * 72 + Math.round(x)) * 4;
    return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
  };
  const inside = at(36, 36);
  let marked = 0;
  for (let k = 0; k < 90; k++) {
    const angle = (k / 90) * Math.PI * 2;
    const point = at(36 + 28 * Math.cos(angle) - 0.5, 36 + 28 * Math.sin(angle) - 0.5);
    const difference = point.reduce((sum, value, i) => sum + Math.abs(value - (inside[i] ?? 0)), 0);
    if (difference > 24) marked++;
  }
  return marked / 90;
}

async function figureBoxes(page: Page, slide: number) {
  return page.locator(`[data-slide="${slide}"] .donut`).evaluateAll((donuts) =>
    donuts.map((donut) => {
      const rect = donut.querySelector('.donut-figure')?.getBoundingClientRect();
      return {
        untitled: donut.classList.contains('is-untitled'),
        clip: { x: rect?.left ?? 0, y: rect?.top ?? 0, width: rect?.width ?? 0, height: rect?.height ?? 0 },
      };
    }),
  );
}

test('a slide with three figures and an untitled fourth shows three rings, moving and at rest', async ({
  page,
}) => {
  const cdp = await openHeld(page, 390);
  // The slide with three titled donuts and an untitled one (« Maison d’hôtes Les Tamaris » in the sample).
  const target = await page
    .locator('[data-slide]')
    .evaluateAll((slides) =>
      slides.findIndex(
        (slide) =>
          slide.querySelectorAll('.donut.is-untitled').length === 1 &&
          slide.querySelectorAll('.donut:not(.is-untitled)').length === 3,
      ),
    );
  expect(target, 'a slide with three figures and an untitled donut').toBeGreaterThanOrEqual(0);
  const count = await page.locator('[data-slide]').count();
  const before = (target - 1 + count) % count;
  // Opening a project's details brings its slide into view: the one before the target.
  await page.locator('.project-item-toggle').nth(before).tap();
  await expect(carousel(page)).toHaveAttribute('data-index', String(before));
  await carousel(page).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);

  // A finger down and moved left, not lifted: the target slide comes in carrying its picture.
  const box = await carousel(page).boundingBox();
  if (!box) throw new Error('carousel not laid out');
  // Far enough (360 px) that the fourth slot is in view.
  const x = box.x + box.width - 5;
  const y = box.y + box.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 18; i++) {
    await page.waitForTimeout(16);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - 20 * i, y }] });
  }
  await expect(page.locator(`[data-slide="${target}"] [data-slide-snapshot]`)).toBeVisible();
  await pageFrames(page, 20);
  const moving = await figureBoxes(page, target);
  const shares: { untitled: boolean; share: number }[] = [];
  for (const donut of moving) {
    if (donut.clip.x < 0 || donut.clip.x + 72 > 390) continue;
    shares.push({ untitled: donut.untitled, share: await ringShare(page, donut.clip) });
  }
  await page.screenshot({ path: test.info().outputPath('untitled-moving.png') });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  expect(
    shares.some((s) => s.untitled),
    'the untitled slot is in view mid-drag',
  ).toBe(true);
  for (const { untitled, share } of shares) {
    if (untitled) expect.soft(share, 'mid-drag, the untitled slot draws no ring').toBeLessThan(0.1);
    else expect.soft(share, 'mid-drag, a titled slot shows its ring').toBeGreaterThan(0.6);
  }

  // Arrived: while its figures count up, and once they have, three rings and nothing in the fourth slot.
  await expect(carousel(page)).toHaveAttribute('data-index', String(target));
  await settled(page);
  for (const moment of ['filling', 'filled']) {
    if (moment === 'filled') await page.waitForTimeout(2000);
    const boxes = await figureBoxes(page, target);
    expect(boxes.filter((d) => !d.untitled)).toHaveLength(3);
    for (const donut of boxes) {
      const share = await ringShare(page, donut.clip);
      if (donut.untitled) expect.soft(share, `${moment}, the untitled slot draws no ring`).toBeLessThan(0.1);
      else expect.soft(share, `${moment}, a titled slot shows its ring`).toBeGreaterThan(0.6);
    }
  }
  // Its stand-in, before the stage draws, is no ring either.
  const standIn = await page
    .locator(`[data-slide="${target}"] .donut.is-untitled .donut-figure`)
    .evaluate((figure) => getComputedStyle(figure, '::before').content);
  expect(standIn).toBe('none');
});

/** Share (0–100) of 180 points on a ring's centre line in the arc's colours, in an RGBA screen image. */
function arcShare(data: Uint8Array, width: number, cx: number, cy: number, scale: number): number {
  let on = 0;
  for (let k = 0; k < 180; k++) {
    const angle = -Math.PI / 2 + ((k + 0.5) / 180) * Math.PI * 2;
    const x = Math.round((cx + 28 * Math.cos(angle)) * scale - 0.5);
    const y = Math.round((cy + 28 * Math.sin(angle)) * scale - 0.5);
    const i = (y * width + x) * 4;
    const high = Math.max(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
    const low = Math.min(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
    if (high > 120 && high - low > 60) on++;
  }
  return (on / 180) * 100;
}

test('while a slide’s donuts fill, each figure shows what its arc shows', async ({ page }) => {
  const cdp = await openHeld(page, 390);
  await settled(page);
  const count = await page.locator('[data-slide]').count();
  const shown = Number(await carousel(page).getAttribute('data-index'));
  const next = (shown + 1) % count;
  // In the page, from now on: every change of the next slide's figures, and when it came to rest, on the
  // clock the screencast's frames carry (ms since the epoch).
  await page.evaluate((next) => {
    const slide = document.querySelector<HTMLElement>(`[data-slide="${next}"]`);
    if (!slide) throw new Error('no next slide');
    const values = [...slide.querySelectorAll('.donut:not(.is-untitled) .donut-value')];
    const clock = () => performance.timeOrigin + performance.now();
    const log: { time: number; figures: number[] }[] = [];
    const record = () =>
      log.push({ time: clock(), figures: values.map((v) => Number.parseInt(v.textContent ?? '', 10)) });
    record();
    new MutationObserver(record).observe(slide, { subtree: true, characterData: true, childList: true });
    const rest = { time: 0 };
    new MutationObserver(() => {
      if (slide.style.transform === '' && rest.time === 0) rest.time = clock();
    }).observe(slide, { attributes: true, attributeFilter: ['style'] });
    // The page's frames: a label written between two of them reaches the screen with the second.
    const paints: number[] = [];
    const paint = () => {
      paints.push(clock());
      requestAnimationFrame(paint);
    };
    requestAnimationFrame(paint);
    Object.assign(window, { __figures: log, __rest: rest, __paints: paints });
  }, next);
  const boxes = await page
    .locator(`[data-slide="${next}"] .donut:not(.is-untitled) .donut-figure`)
    .evaluateAll((figures) =>
      figures.map((figure) => {
        const rect = figure.getBoundingClientRect();
        // At rest the slide is untranslated: its boxes now, less the translation it has while hidden.
        const shift = new DOMMatrix(getComputedStyle(figure.closest('[data-slide]') as Element).transform)
          .m41;
        return { cx: rect.left - shift + rect.width / 2, cy: rect.top + rect.height / 2 };
      }),
    );
  expect(boxes.length).toBeGreaterThan(0);

  const frames: { time: number; png: string }[] = [];
  cdp.on('Page.screencastFrame', (frame) => {
    frames.push({ time: (frame.metadata.timestamp ?? 0) * 1000, png: frame.data });
    void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
  await swipeNext(page, cdp);
  await page.waitForTimeout(2500);
  await cdp.send('Page.stopScreencast');
  const { log, rest, paints } = await page.evaluate(() => {
    const w = window as unknown as {
      __figures: { time: number; figures: number[] }[];
      __rest: { time: number };
      __paints: number[];
    };
    return { log: w.__figures, rest: w.__rest.time, paints: w.__paints };
  });
  expect(rest, 'the next slide came to rest').toBeGreaterThan(0);

  let compared = 0;
  let filling = 0;
  const misses: string[] = [];
  /** Each donut's arc in the frame compared before. */
  const previous: number[] = [];
  for (const frame of frames) {
    // Frames of the slide at rest (the stage's drawing, not a picture moving with the finger).
    if (frame.time < rest + 50) continue;
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
    }, frame.png);
    const rgba = Buffer.from(data, 'base64');
    // The figures the page may show in this frame: those current at some moment of the ~100 ms before it.
    // A DOM write reaches the screen with the page's next frame, which a loaded machine delays by a frame
    // or two beyond the screencast's timestamp (a frame stamped after "17 %" was logged still showed "0 %").
    // A page whose main thread is starved paints later still: then back to its third-last frame before.
    const pagePainted = paints.filter((time) => time <= frame.time);
    const since = Math.min(frame.time - 100, pagePainted.at(-3) ?? frame.time - 100);
    const candidates = log.filter((entry, i) => {
      const until = log[i + 1]?.time ?? Number.POSITIVE_INFINITY;
      return entry.time <= frame.time && until >= since;
    });
    boxes.forEach(({ cx, cy }, i) => {
      // A round cap adds about 2 % of the turn at either end of a drawn arc.
      const arc = arcShare(rgba, width, cx, cy, scale);
      const drawn = arc > 0 ? Math.max(0, arc - 2) : 0;
      // The stage sends a figure once the frame with its arc is drawn, and the worker's frame reaches the
      // screen without waiting for the page's: a figure may trail its arc by that one stage frame (the
      // arc of the frame before), never more, and never run ahead of it.
      const before = previous[i] ?? drawn;
      previous[i] = drawn;
      const figures = candidates.map((entry) => entry.figures[i] ?? Number.NaN);
      compared++;
      if (figures.some((figure) => figure > 0 && figure < 80)) filling++;
      if (!figures.some((figure) => figure <= drawn + 6 && figure >= Math.min(before, drawn) - 6)) {
        misses.push(
          `${Math.round(frame.time - rest)} ms after rest, donut ${i + 1}: figure ${figures.join('/')} %, arc ${Math.round(before)} → ${Math.round(drawn)} %`,
        );
      }
    });
  }
  expect(compared, 'frames after the slide came to rest compared').toBeGreaterThan(5);
  expect(filling, 'frames compared while the figures counted up').toBeGreaterThan(0);
  expect(misses, 'figures apart from their arcs').toEqual([]);
});
