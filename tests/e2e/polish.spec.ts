// What a prospective client notices in the first minute (issue 19): the header over scrolled text, the
// home fitting the window, its first paint, the scramble keeping the text's face, the ring's focus ring,
// the phone list's facts and the tablet ring's drag. The phone home filmed while the scene takes over is in
// takeOver.spec.ts.
import type { Page } from '@playwright/test';
import { expect, ready, test } from './fixtures.ts';

/** The header's surface (its own background, or the layer under its content): opacity and blur. */
function headerSurface(page: Page) {
  return page.locator('.header').evaluate((header) => {
    const own = getComputedStyle(header);
    const layer = getComputedStyle(header, '::before');
    const style = layer.content !== 'none' && layer.content !== 'normal' ? layer : own;
    // rgb(…), rgba(…, a) or color(srgb … / a), as color-mix() computes.
    const color = style.backgroundColor;
    const slash = /\/\s*([\d.]+)\)$/.exec(color)?.[1];
    const comma = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(color)?.[1];
    const alpha = slash ? Number(slash) : comma ? Number(comma) : color === 'transparent' ? 0 : 1;
    const blur = Number(/blur\(([\d.]+)px\)/.exec(style.backdropFilter)?.[1] ?? 0);
    return { alpha, blur, image: style.backgroundImage, ownImage: own.backgroundImage };
  });
}

for (const [name, options] of [
  ['tablet', { viewport: { width: 820, height: 1180 }, hasTouch: true }],
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const) {
  test.describe(`the header over scrolled text (${name})`, () => {
    test.use(options);

    test('is solid or blurred enough that nothing under it can be read', async ({ page }) => {
      await page.goto('/profil');
      await ready(page);
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await expect
        .poll(async () => {
          const { alpha, blur, image, ownImage } = await headerSurface(page);
          // Opaque, or nearly so with a strong blur: text behind it is no longer legible.
          return image === 'none' && ownImage === 'none' && (alpha >= 0.97 || (alpha >= 0.8 && blur >= 12));
        })
        .toBe(true);
    });
  });
}

test.describe('the desktop home', () => {
  for (const [width, height] of [
    [1280, 720],
    [1024, 768],
  ] as const) {
    test(`fits the window exactly at ${width}×${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await ready(page);
      await expect(page.locator('.showcase-desktop')).toBeVisible();
      expect(await page.evaluate(() => document.scrollingElement?.scrollHeight)).toBeLessThanOrEqual(height);
    });
  }

  test.describe('on a tablet', () => {
    test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

    test('uses the height of the screen', async ({ page }) => {
      await page.goto('/');
      await ready(page);
      const donuts = page.locator('.showcase-desktop .donuts');
      await expect(donuts).toBeVisible();
      const box = await donuts.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(1180 * 0.8);
      expect(await page.evaluate(() => document.scrollingElement?.scrollHeight)).toBeLessThanOrEqual(1180);
    });
  });
});

test.describe("home's first paint", () => {
  test.use({ javaScriptEnabled: false });

  test('shows the pause button the running cycle will have', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.showcase-desktop .showcase-toggle')).toHaveAccessibleName(/^Pause/);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('shows the play button of a cycle that waits', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('.showcase-desktop .showcase-toggle')).toHaveAccessibleName(/^Lecture/);
    });
  });
});

test.describe('the scramble reveal', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, reducedMotion: 'no-preference' });

  test("keeps the final text's face and lines: nothing moves, nothing is clipped", async ({ page }) => {
    await page.goto('/projects');
    await ready(page);
    const description = page.locator('.detail-description');
    await expect(description.locator('.scramble')).toHaveAttribute('data-scramble', 'done', {
      timeout: 20_000,
    });
    const settled = await description.boundingBox();
    await page.keyboard.press('ArrowRight');
    await expect(description.locator('.scramble')).toHaveAttribute('data-scramble', 'running');
    const during = await description.evaluate((element) => {
      const chars = element.querySelector<HTMLElement>('.scramble-chars');
      const final = element.querySelector<HTMLElement>('.scramble-final');
      if (!chars || !final) return null;
      return {
        sameFace: getComputedStyle(chars).fontFamily === getComputedStyle(final).fontFamily,
        sameSize: getComputedStyle(chars).fontSize === getComputedStyle(final).fontSize,
        clipped: chars.scrollHeight > chars.clientHeight + 1,
        height: element.getBoundingClientRect().height,
        finalHeight: final.getBoundingClientRect().height,
        charsHeight: chars.getBoundingClientRect().height,
      };
    });
    expect(during).not.toBeNull();
    expect(during?.sameFace, 'the scrambled characters use the final face').toBe(true);
    expect(during?.sameSize).toBe(true);
    expect(during?.clipped, 'no scrambled line is cut').toBe(false);
    await expect(description.locator('.scramble')).toHaveAttribute('data-scramble', 'done', {
      timeout: 20_000,
    });
    const after = await description.boundingBox();
    // The box during the reveal is the final text's box.
    expect(during?.height).toBeCloseTo(after?.height ?? 0, 0);
    expect(settled).not.toBeNull();
  });

  test('draws each scrambled glyph over the character it stands for, without adding elements', async ({
    page,
  }) => {
    await page.goto('/projects');
    await ready(page);
    const scramble = page.locator('.detail-description .scramble');
    await expect(scramble).toHaveAttribute('data-scramble', 'done', { timeout: 20_000 });
    await page.keyboard.press('ArrowRight');
    await expect(scramble).toHaveAttribute('data-scramble', 'running');
    // Elements added inside the reveal's frame after it started: a frame only changes text and positions.
    await scramble.evaluate((element) => {
      const chars = element.querySelector('.scramble-chars');
      const record = { added: 0 };
      (window as unknown as { __scrambleAdded: typeof record }).__scrambleAdded = record;
      if (!chars) return;
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.addedNodes) if (node.nodeType === Node.ELEMENT_NODE) record.added += 1;
      }).observe(chars, { childList: true, subtree: true });
    });
    // Each glyph against its character: the front's characters are the first non-space characters of the
    // unseen rest, in order. Centres and tops in the frame's own pixels.
    const placed = () =>
      scramble.evaluate((element) => {
        const frame = element.querySelector<HTMLElement>('.scramble-chars');
        const glyphs = frame?.querySelector<SVGTextElement>('.scramble-glyphs text');
        const rest = frame?.querySelector('.scramble-hidden')?.firstChild;
        if (!frame || !glyphs || !(rest instanceof Text)) return null;
        const box = frame.getBoundingClientRect();
        const range = document.createRange();
        const pairs: { glyph: { x: number; top: number }; char: { x: number; top: number } }[] = [];
        let offset = 0;
        for (let index = 0; index < glyphs.getNumberOfChars(); index += 1) {
          while (/\s/.test(rest.data[offset] ?? '')) offset += 1;
          range.setStart(rest, offset);
          range.setEnd(rest, offset + 1);
          offset += 1;
          const rect = range.getBoundingClientRect();
          const extent = glyphs.getExtentOfChar(index);
          pairs.push({
            glyph: { x: extent.x + extent.width / 2, top: extent.y },
            char: { x: rect.left + rect.width / 2 - box.left, top: rect.top - box.top },
          });
        }
        return pairs;
      });
    let pairs: NonNullable<Awaited<ReturnType<typeof placed>>> = [];
    await expect(async () => {
      pairs = (await placed()) ?? [];
      expect(pairs.length).toBeGreaterThan(2);
    }).toPass({ timeout: 5000 });
    for (const { glyph, char } of pairs) {
      expect(Math.abs(glyph.x - char.x), 'centred on its character').toBeLessThan(1);
      expect(Math.abs(glyph.top - char.top), 'on its line, top to top').toBeLessThan(1);
    }
    await expect(scramble).toHaveAttribute('data-scramble', 'done', { timeout: 20_000 });
    const added = await page.evaluate(
      () => (window as unknown as { __scrambleAdded?: { added: number } }).__scrambleAdded?.added,
    );
    expect(added, 'elements added by the reveal’s frames').toBe(0);
  });
});

test.describe("the ring's keyboard focus", () => {
  for (const [width, height] of [
    [1440, 900],
    [1280, 720],
  ] as const) {
    test(`stays inside the visible area at ${width}×${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/projects');
      await ready(page);
      const ring = page.getByRole('listbox', { name: 'Anneau des projets' });
      for (let i = 0; i < 12 && !(await ring.evaluate((e) => e === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(ring).toBeFocused();
      const outline = await ring.evaluate((element) => {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        const grow = Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth);
        return {
          visible: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
          left: rect.left - grow,
          right: rect.right + grow,
          top: rect.top - grow,
          bottom: rect.bottom + grow,
        };
      });
      expect(outline.visible).toBe(true);
      expect(outline.left).toBeGreaterThanOrEqual(0);
      expect(outline.bottom).toBeLessThanOrEqual(height);
      expect(outline.top).toBeGreaterThanOrEqual(0);
    });
  }
});

test.describe('the phone list of projects', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('an opened entry names its client once', async ({ page }) => {
    await page.goto('/projects/1');
    await ready(page);
    const entry = page.locator('.project-entry').filter({ has: page.locator('[aria-expanded="true"]') });
    await expect(entry).toHaveCount(1);
    await expect(entry.locator('.entry-panel')).toBeVisible();
    const text = (await entry.textContent()) ?? '';
    expect(text.match(/Studio Kinetik/g)?.length).toBe(1);
  });
});

test.describe('the tablet ring', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('steps when dragged across or around', async ({ page }) => {
    await page.goto('/projects');
    await ready(page);
    const surface = page.getByRole('listbox', { name: 'Anneau des projets' });
    await expect(surface).toBeVisible();
    // The address follows the first work once the screen is up.
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    const start = page.url();
    const cdp = await page.context().newCDPSession(page);
    const box = await surface.boundingBox();
    if (!box) throw new Error('no ring surface');
    // On the ring's visible half: a horizontal drag of 160 px.
    const x = Math.max(box.x, 0) + 60;
    const y = box.y + box.height / 2 + 120;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 8; i++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + i * 20, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page).not.toHaveURL(start);
  });
});

test.describe('the ring before it draws', () => {
  const standIn = (page: Page) =>
    page
      .locator('.ring-surface')
      .first()
      .evaluate((surface) => {
        const style = getComputedStyle(surface, '::before');
        return { shown: style.content !== 'none' && style.display !== 'none', band: style.borderTopWidth };
      });

  test.describe('on the first paint', () => {
    test.use({ javaScriptEnabled: false });

    test('is held by a CSS ring in the page’s colours', async ({ page }) => {
      await page.goto('/projects');
      const { shown, band } = await standIn(page);
      expect(shown).toBe(true);
      expect(Number.parseFloat(band)).toBeGreaterThan(4);
    });
  });

  test('hands over to the drawn ring', async ({ page }) => {
    await page.goto('/projects');
    await ready(page);
    await expect(page.locator('.ring-surface')).toHaveAttribute('data-scene', 'ready', { timeout: 30_000 });
    expect((await standIn(page)).shown).toBe(false);
  });
});
