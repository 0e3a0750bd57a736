// Printing (issue 19): the Profil page is the CV, so it prints dark on white on one or two A4 pages,
// without canvases, menu or controls; links show their address; a work's detail prints from its address.
import { inflateSync } from 'node:zlib';
import { expect, ready, test } from './fixtures.ts';

/** The fill colours the PDF's content streams set (r g b in 0..1), and its page count. */
function readPdf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const pages = (text.match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
  const fills: number[][] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // fonts and images that are not Flate: no drawing operators in them
    }
    for (const fill of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg/g))
      fills.push([Number(fill[1]), Number(fill[2]), Number(fill[3])]);
  }
  return { pages, fills };
}

const luminance = ([r = 0, g = 0, b = 0]: number[]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

test.describe('print', () => {
  test('Profil prints dark on white on one or two A4 pages, without canvases, menu or controls', async ({
    page,
  }) => {
    await page.goto('/profil');
    await ready(page);
    await page.emulateMedia({ media: 'print' });
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(body.color).toMatch(/^rgb\((\d{1,2}), (\d{1,2}), (\d{1,2})\)$/);
    expect(body.background).toBe('rgb(255, 255, 255)');
    for (const hidden of ['canvas', '.menu-desktop', '.burger', '.skip-link', '#loading-overlay'])
      for (const element of await page.locator(hidden).all()) await expect(element).toBeHidden();
    const heading = await page
      .getByRole('heading', { name: 'Expérience professionnelle' })
      .evaluate((element) => getComputedStyle(element).color);
    expect(heading).toMatch(/^rgb\((\d{1,2}), (\d{1,2}), (\d{1,2})\)$/);
    // No timeline entry is split across two pages.
    await expect(page.locator('.timeline-stop').first()).toHaveCSS('break-inside', 'avoid');

    // Browsers print without background graphics by default, as page.pdf() does.
    const { pages, fills } = readPdf(await page.pdf({ format: 'A4' }));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    expect(fills.length).toBeGreaterThan(0);
    expect(
      fills.some((fill) => luminance(fill) < 0.25),
      'dark text',
    ).toBe(true);
    // No near-white text on the white page (white fills for backgrounds are printed as none).
    expect(fills.filter((fill) => luminance(fill) > 0.85 && luminance(fill) < 1)).toEqual([]);
  });

  test('Contact prints on one page with its addresses after the links', async ({ page }) => {
    await page.goto('/contact');
    await ready(page);
    await page.emulateMedia({ media: 'print' });
    const mail = page.locator('a[href^="mailto:"]').first();
    const after = await mail.evaluate((element) => getComputedStyle(element, '::after').content);
    expect(after).toContain('bonjour@bastien-roussel.fr');
    const { pages } = readPdf(await page.pdf({ format: 'A4' }));
    expect(pages).toBeLessThanOrEqual(2);
  });

  test("a work's detail prints from its address", async ({ page }) => {
    await page.goto('/projects/20');
    await ready(page);
    await page.emulateMedia({ media: 'print' });
    const detail = page.locator('.project-detail');
    await expect(detail).toBeVisible();
    await expect(detail).toContainText('Rapport annuel animé');
    // In the flow of the page from its top, not a fixed column beside a ring that does not print.
    const box = await detail.boundingBox();
    expect(box?.x ?? 999).toBeLessThan(120);
    await expect(page.locator('.ring-surface')).toBeHidden();
    await expect(page.locator('.projects-footer')).toBeHidden();
    const color = await detail.evaluate((element) => getComputedStyle(element).color);
    expect(color).toMatch(/^rgb\((\d{1,2}), (\d{1,2}), (\d{1,2})\)$/);
    const { pages, fills } = readPdf(await page.pdf({ format: 'A4' }));
    expect(pages).toBe(1);
    expect(fills.some((fill) => luminance(fill) < 0.25)).toBe(true);
  });
});
