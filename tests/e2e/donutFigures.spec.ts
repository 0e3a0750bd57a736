// The phone carousel's donuts while they fill (issue 32, point 3): a figure never runs ahead of its arc,
// judged frame by frame on the screen. Run with WebGL compositing (playwright.config.ts): with software
// compositing one full run of three saw a ring's arc shrink between two frames (24 % then 11 %), which this
// frame-level comparison cannot tell from a figure late (issue 42's closing note).
import { carousel, openHeld, settled, swipeNext } from './carouselHelpers.ts';
import { expect, pageFrames, test } from './fixtures.ts';
import { decodePng } from './stress.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.setTimeout(150_000);

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
  // Filmed until the slide is at rest and every figure has reached the value it is read out with, then a
  // few more of the page's frames, so the screencast holds the filled rings too.
  await page.waitForFunction(
    (next) => {
      const w = window as unknown as { __figures: { figures: number[] }[]; __rest: { time: number } };
      const slide = document.querySelector(`[data-slide="${next}"]`);
      const finals = [...(slide?.querySelectorAll('.donut:not(.is-untitled) .visually-hidden') ?? [])].map(
        (label) => Number.parseInt((label.textContent ?? '').replace(/^\u00a0: /, ''), 10),
      );
      const last = w.__figures.at(-1)?.figures ?? [];
      return w.__rest.time > 0 && finals.length > 0 && finals.every((final, i) => last[i] === final);
    },
    next,
    { timeout: 30_000 },
  );
  await pageFrames(page, 10);
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
    const { data: rgba, width, scale } = await decodePng(page, frame.png);
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
