// Printing (issue 19): the Profil page is the CV, so it prints dark on white on one or two A4 pages,
// without canvases, menu or controls; links show their address. Issue 32: the home prints every recent
// project with its donuts as figures, and Projects every work, from the top of the sheet, on A4.
import type { Page } from '@playwright/test';
import type { Actu, Portfolio } from '../../content/schema.ts';
import { commentLines, plainText } from '../../src/lib/linkMarkers.ts';
import { luminance, readPdf } from '../engines/lib/pdf.ts';
import { loose, occurrences, sections } from '../engines/lib/printedText.ts';
import { expect, ready, test } from './fixtures.ts';

/** What the printed page reads (innerText follows the print styles), loosely. */
async function printedText(page: Page): Promise<string> {
  return loose(await page.locator('body').innerText());
}

/** On every page, text starts near the top and no gap between two lines is a blank band. */
function expectNoBlankBand(lines: readonly number[][]) {
  expect(lines.length).toBeGreaterThan(0);
  for (const [index, tops] of lines.entries()) {
    // The sheet's margin is 14 mm (40 pt): the header's line, or the page's first line, follows it.
    expect(tops[0] ?? 999, `page ${index + 1}: first line (pt from the top)`).toBeLessThan(90);
    const gaps = tops.slice(1).map((top, at) => top - (tops[at] ?? top));
    expect(Math.max(0, ...gaps), `page ${index + 1}: widest gap between two lines (pt)`).toBeLessThan(80);
  }
}

/** Every visible heading of the level is dark and sits in an entry that no page break splits. */
async function expectWholeDarkEntries(page: Page, level: number, count: number) {
  const headings = page.getByRole('heading', { level }).filter({ visible: true });
  await expect(headings).toHaveCount(count);
  const styles = await headings.evaluateAll((elements) =>
    elements.map((element) => ({
      color: getComputedStyle(element).color,
      unbroken: (() => {
        for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
          if (getComputedStyle(node).breakInside === 'avoid') return true;
        return false;
      })(),
    })),
  );
  for (const style of styles) {
    expect(style.color).toMatch(/^rgb\((\d{1,2}), (\d{1,2}), (\d{1,2})\)$/);
    expect(style.unbroken, 'entry kept on one page').toBe(true);
  }
}

const SCREEN_ONLY = [
  'canvas',
  '.menu-desktop',
  '.burger',
  '.showcase-bar',
  '.projects-tools',
  '.ring-surface',
];

async function expectNoScreenControls(page: Page) {
  for (const hidden of SCREEN_ONLY)
    for (const element of await page.locator(hidden).all()) await expect(element).toBeHidden();
}

const percent = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 100)} %`;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The works in the Projects page's default order: date descending, then id. */
function byDate(works: Portfolio['works']) {
  return [...works].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id - b.id));
}

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

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`the home prints every recent project with its donuts as figures, on A4 without blank bands (${label})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const { actus } = (await (await page.request.get('/api/actus')).json()) as { actus: Actu[] };
      expect(actus.length).toBeGreaterThan(1);
      await page.goto('/');
      await ready(page);
      await page.emulateMedia({ media: 'print' });
      await expectNoScreenControls(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Projets récents' })).toBeVisible();

      const text = await printedText(page);
      const titles = actus.map((actu) => loose(plainText(actu.title)));
      for (const title of titles) expect(occurrences(text, title), `« ${title} » printed once`).toBe(1);
      for (const [index, part] of sections(text, titles).entries()) {
        const actu = actus[index] as Actu;
        expect(part).toContain(loose(plainText(actu.subtitle)));
        expect(part).toContain(loose(plainText(actu.description)));
        for (const line of commentLines(actu.comment)) expect(part).toContain(loose(plainText(line)));
        // Each titled donut as a static figure beside its title, whatever the scene had counted up to.
        const donuts = (JSON.parse(actu.home_graphs) as { title: string; value: number }[]).filter(
          (donut) => donut.title.trim() !== '',
        );
        for (const donut of donuts) {
          const title = literal(loose(donut.title));
          const figure = literal(percent(donut.value));
          expect(part, `${actu.title}: ${donut.title}`).toMatch(
            new RegExp(`${figure} ?${title}|${title} ?:? ?${figure}`),
          );
        }
      }
      await expectWholeDarkEntries(page, 2, actus.length);

      const { pages, fills, lines } = readPdf(await page.pdf({ format: 'A4' }));
      expect(pages).toBeGreaterThanOrEqual(2);
      expect(pages).toBeLessThanOrEqual(4);
      expectNoBlankBand(lines);
      expect(fills.some((fill) => luminance(fill) < 0.25)).toBe(true);
      expect(fills.filter((fill) => luminance(fill) > 0.85 && luminance(fill) < 1)).toEqual([]);
    });
  }

  test("a work's address prints every work, in the page's order, from the top of the sheet", async ({
    page,
  }) => {
    const doc = (await (await page.request.get('/api/portfolio')).json()) as Portfolio;
    const works = byDate(doc.works);
    expect(works.length).toBeGreaterThan(10);
    await page.goto('/projects/12');
    await ready(page);
    await page.emulateMedia({ media: 'print' });
    await expectNoScreenControls(page);
    await expect(page.locator('.projects-footer')).toBeHidden();
    const heading = page.getByRole('heading', { level: 1, name: 'Projets' });
    await expect(heading).toBeVisible();
    expect((await heading.boundingBox())?.x ?? 999).toBeLessThan(120);

    const text = await printedText(page);
    const titles = works.map((work) => loose(plainText(work.title)));
    for (const title of titles) expect(occurrences(text, title), `« ${title} » printed once`).toBe(1);
    for (const [index, part] of sections(text, titles).entries()) {
      const work = works[index] as Portfolio['works'][number];
      const client = doc.clients.find((candidate) => candidate.id === work.client_id);
      const type = doc.types.find((candidate) => candidate.id === work.type_id);
      expect(part).toContain(loose(client?.name ?? work.client_id));
      expect(part).toContain(work.date.slice(0, 4));
      expect(part).toContain(loose(type?.value ?? work.type_id));
      expect(part).toContain(loose(plainText(work.description)));
    }
    await expectWholeDarkEntries(page, 2, works.length);

    const { pages, fills, lines } = readPdf(await page.pdf({ format: 'A4' }));
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(8);
    expectNoBlankBand(lines);
    expect(fills.some((fill) => luminance(fill) < 0.25)).toBe(true);
    expect(fills.filter((fill) => luminance(fill) > 0.85 && luminance(fill) < 1)).toEqual([]);
  });

  test.describe('the prerendered pages, before any script', () => {
    test.use({ javaScriptEnabled: false });
    // They carry a wide and a narrow copy: print shows one of them, never both or neither.
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const)
      test(`print every project once (${label})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const { actus } = (await (await page.request.get('/api/actus')).json()) as { actus: Actu[] };
        const doc = (await (await page.request.get('/api/portfolio')).json()) as Portfolio;
        for (const [path, titles] of [
          ['/', actus.map((actu) => actu.title)],
          ['/projects/12', byDate(doc.works).map((work) => work.title)],
        ] as const) {
          await page.goto(path);
          await expect(page.locator('main#contenu')).toBeVisible();
          await page.emulateMedia({ media: 'print' });
          const text = await printedText(page);
          for (const title of titles)
            expect(occurrences(text, loose(plainText(title))), `${path}: « ${title} » printed once`).toBe(1);
          const { pages } = readPdf(await page.pdf({ format: 'A4' }));
          expect(pages).toBeLessThanOrEqual(8);
          await page.emulateMedia({ media: 'screen' });
        }
      });
  });
});
