// The phone home filmed while the scene takes over (issue 19): the card stays on screen through the slide
// changes and the hand-over, with no dark page in between. Filmed in both of playwright.config.ts's
// projects: with software compositing the page once dropped its stand-in two frames before the 2D mesh's
// first frame showed (issue 42), which WebGL compositing never showed.
import type { Page } from '@playwright/test';
import { expect, pageFrames, test } from './fixtures.ts';

/**
 * Every frame the compositor shows while `run` goes on, as the visitor sees it (a CDP screencast), reduced in
 * the browser to two figures: the frame's mean luminance, and the spread of luminance over `box` (CSS px),
 * which is high where something is drawn there (a card's frame, donut rings) and low on a bare backdrop.
 */
async function filmTakeOver(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const cdp = await page.context().newCDPSession(page);
  const frames: string[] = [];
  cdp.on('Page.screencastFrame', (frame) => {
    frames.push(frame.data);
    cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 80, everyNthFrame: 1 });
  return async () => {
    await cdp.send('Page.stopScreencast');
    await cdp.detach();
    const width = page.viewportSize()?.width ?? 1;
    // Decoded in a page of its own, so the page filmed is not disturbed.
    const lab = await page.context().newPage();
    const stats = await lab.evaluate(
      async ({ frames, box, width }) => {
        const out: { mean: number; spread: number }[] = [];
        for (const data of frames) {
          const image = await createImageBitmap(await (await fetch(`data:image/jpeg;base64,${data}`)).blob());
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2D context');
          context.drawImage(image, 0, 0);
          const pixels = context.getImageData(0, 0, image.width, image.height).data;
          const scale = image.width / width;
          const [x0, y0] = [Math.round(box.x * scale), Math.round(box.y * scale)];
          const [x1, y1] = [
            Math.round((box.x + box.width) * scale),
            Math.round((box.y + box.height) * scale),
          ];
          let sum = 0;
          let inside = 0;
          let insideSum = 0;
          let insideSquares = 0;
          for (let y = 0; y < image.height; y += 2) {
            for (let x = 0; x < image.width; x += 2) {
              const i = (y * image.width + x) * 4;
              const l =
                0.2126 * (pixels[i] ?? 0) + 0.7152 * (pixels[i + 1] ?? 0) + 0.0722 * (pixels[i + 2] ?? 0);
              sum += l;
              if (x >= x0 && x < x1 && y >= y0 && y < y1) {
                inside++;
                insideSum += l;
                insideSquares += l * l;
              }
            }
          }
          const count = Math.ceil(image.height / 2) * Math.ceil(image.width / 2);
          const insideMean = insideSum / Math.max(1, inside);
          out.push({
            mean: sum / count,
            spread: Math.sqrt(Math.max(0, insideSquares / Math.max(1, inside) - insideMean * insideMean)),
          });
        }
        return out;
      },
      { frames, box, width },
    );
    await lab.close();
    return stats;
  };
}

for (const [name, options] of [
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ['narrow window', { viewport: { width: 720, height: 800 } }],
] as const) {
  test.describe(`the home's take-over, filmed (${name})`, () => {
    test.use(options);

    test('the card stays on screen through the slide changes and the take-over, no dark page in between', async ({
      page,
    }) => {
      test.slow(); // a screencast of a software-rendered page, decoded afterwards
      // The carousel's place, from the page as it first paints (scripts off: the prerendered page).
      const probe = await page.context().newPage();
      await probe.route('**/*.js', (route) => route.abort());
      await probe.goto('/');
      const box = await probe.locator('.carousel').boundingBox();
      await probe.close();
      if (!box) throw new Error('no carousel on the first paint');

      await page.goto('about:blank');
      const stop = await filmTakeOver(page, box);
      await page.goto('/');
      await expect(page.locator('.carousel')).toHaveAttribute('data-scene', 'ready', { timeout: 60_000 });
      await expect(page.locator('html')).toHaveAttribute('data-mesh', 'shown', { timeout: 30_000 });
      // A few frames past the hand-over: the scene as it stays.
      await pageFrames(page, 10);
      const frames = await stop();
      const last = frames.at(-1);
      if (!last) throw new Error('no frame filmed');
      // From the first frame that shows the page (not the blank before it) to the end.
      const first = frames.findIndex(
        (frame) => frame.mean > last.mean * 0.5 && frame.spread > last.spread * 0.3,
      );
      expect(first, 'the page is filmed').toBeGreaterThanOrEqual(0);
      const shown = frames.slice(first);
      const summary = shown.map((frame) => `${frame.mean.toFixed(0)}/${frame.spread.toFixed(0)}`).join(' ');
      for (const [index, frame] of shown.entries()) {
        expect(frame.mean, `frame ${index}: the page stays lit (${summary})`).toBeGreaterThan(
          last.mean * 0.6,
        );
        expect(frame.spread, `frame ${index}: the card stays drawn (${summary})`).toBeGreaterThan(
          last.spread * 0.4,
        );
      }
    });
  });
}
