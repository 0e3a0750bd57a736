// The phone carousel's donuts (issue 32, point 3): the ring row keeps its place from slide to slide at every
// phone width, with no ring wrapping alone; an untitled donut's slot draws nothing (no grey empty ring,
// moving or at rest). That a figure never runs ahead of its arc is donutFigures.spec.ts.
import type { Page } from '@playwright/test';
import { carousel, openHeld, settled, swipeNext } from './carouselHelpers.ts';
import { expect, pageFrames, test } from './fixtures.ts';
import { type Clip, screenPixels } from './stress.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.setTimeout(150_000);

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
