// Printing (issue 32, point 1): the home prints every recent project with its donuts as static figures,
// a work's address prints the heading and every work (title, client, year, type, description), dark on
// white, on A4, without blank bands. Chromium's spec (tests/e2e/print.spec.ts) emulates print media and
// prints with page.pdf(). Here, two ways, each engine with what it has:
//
// - The printed PDF, where the driver prints (Gecko: WebDriver BiDi's browsingContext.print). Its pages
//   (A4, how many), where each page draws text (from the top, no blank band), its colours (dark text, no
//   near-white text, the figures' arcs in the print accent), and its text read back through the fonts'
//   ToUnicode maps: every title once, each with its facts. This is the engine's own print path.
// - The print rules applied on screen, in every engine (WebKitWebDriver has no Print Page, and neither
//   driver can emulate print media: puppeteer needs CDP for it). Every `@media print` rule of the page's
//   stylesheets is made to apply to the screen through the CSSOM (its media list rewritten: the `print`
//   type becomes `all`), and then the page is read as it lays out: the screen's parts gone, every entry
//   displayed with its facts and its figures (an SVG ring each), dark on white, no blank band between
//   them. What this proves: the engine parses and cascades the print stylesheet as intended and lays out
//   every block. What it does not: pagination (page breaks, `break-inside`, the `@page` margins: only
//   the rule's A4 size as the engine parsed it is read), and width queries follow the window, not the
//   sheet's 178 mm, so the layout is the window's.
import { expect } from 'vitest';
import type { Actu, Portfolio, Work } from '../../../content/schema.ts';
import { commentLines, plainText } from '../../../src/lib/linkMarkers.ts';
import type { EnginePage } from '../drivers/enginePage.ts';
import { luminance, pdfText, readPdf } from '../lib/pdf.ts';
import { loose, occurrences, sections } from '../lib/printedText.ts';

/**
 * The PDF's text, loosely, without the links' printed addresses, and without the breaks a PDF adds: a font change inside a line starts a
 * new run (the site's no-break spaces come from another font), and cairo maps the typographic apostrophe
 * of some fonts to U+02BC.
 */
const loosePdf = (text: string) =>
  // A line that ends on a word's own hyphen (« glisser-déposer ») goes on without a space.
  loose(text.replace(/\u02bc/g, '\u2019').replace(/-\n/g, '-'))
    // print.css follows each link with its address, which the content's text does not have.
    .replace(/ ?\( ?https:\/\/[^\s)]+ ?\) ?(?=(.?))/g, (_, next: string) =>
      /^[\s.,;)]?$/.test(next) ? '' : ' ',
    )
    .replace(/ ?([’·]) ?/g, '$1')
    .replace(/(\d) ?%/g, '$1 %');
const tight = (text: string) => loose(text).replace(/ ?([’·]) ?/g, '$1');

const percent = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 100)} %`;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titledDonuts = (actu: Actu) =>
  (JSON.parse(actu.home_graphs) as { title: string; value: number }[]).filter(
    (donut) => donut.title.trim() !== '',
  );

/** The works in the Projects page's default order: date descending, then id. */
export function byDate(works: readonly Work[]): Work[] {
  return [...works].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id - b.id));
}

const SCREEN_ONLY = [
  'canvas',
  '.menu-desktop',
  '.burger',
  '.showcase-bar',
  '.projects-tools',
  '.ring-surface',
];
/** 80 pt, the widest gap between two lines the Chromium spec allows on a sheet, in CSS px. */
const BLANK_BAND = (80 * 96) / 72;
const DARK = /^rgb\((\d{1,2}), (\d{1,2}), (\d{1,2})\)$/;

/** The print accent (print.css: --accent #9a3412), as a PDF colour in 0..1. */
const PRINT_ACCENT = [0x9a / 255, 0x34 / 255, 0x12 / 255];
const isPrintAccent = (rgb: number[]) =>
  rgb.every((value, i) => Math.abs(value - (PRINT_ACCENT[i] ?? 0)) < 0.02);

interface PrintedPdf {
  text: string;
  accentStrokes: number;
}

/** The engine's own print of the page: A4 sheets, text from the top without blank bands, dark on white. */
async function printedPdf(page: EnginePage, minPages: number, maxPages: number): Promise<PrintedPdf | null> {
  if (!page.pdf) return null;
  const pdf = await page.pdf();
  const { pages, sizes, lines, fills, strokes } = readPdf(pdf);
  expect(pages, 'sheets').toBeGreaterThanOrEqual(minPages);
  expect(pages, 'sheets').toBeLessThanOrEqual(maxPages);
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) {
    // A4: 595.28 × 841.89 pt (writers round it).
    expect(Math.abs(size.width - 595.3), `sheet width ${size.width} pt`).toBeLessThan(1.5);
    expect(Math.abs(size.height - 841.9), `sheet height ${size.height} pt`).toBeLessThan(1.5);
  }
  expect(lines.length, 'sheets with text').toBe(pages);
  for (const [index, tops] of lines.entries()) {
    // The sheet's margin is 14 mm (40 pt): the header's line, or the page's first line, follows it.
    expect(tops[0] ?? 999, `sheet ${index + 1}: first line (pt from the top)`).toBeLessThan(90);
    const gaps = tops.slice(1).map((top, at) => top - (tops[at] ?? top));
    expect(Math.max(0, ...gaps), `sheet ${index + 1}: widest gap between two lines (pt)`).toBeLessThan(80);
  }
  expect(
    fills.some((fill) => luminance(fill) < 0.25),
    'dark text',
  ).toBe(true);
  expect(fills.filter((fill) => luminance(fill) > 0.85 && luminance(fill) < 1)).toEqual([]);
  return { text: loosePdf(pdfText(pdf).join('\n')), accentStrokes: strokes.filter(isPrintAccent).length };
}

/**
 * Makes the page's print rules apply to the screen (see above); returns how many rules it rewrote, and
 * the `@page` rule's size as the engine parsed it. Media types other than print and screen are refused
 * rather than guessed.
 */
function forcePrintRules(page: EnginePage) {
  return page.evaluate((): { rewritten: number; pageSize: string | null } => {
    let rewritten = 0;
    let pageSize = null as string | null;
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) {
          const queries = [...rule.media].map((query) => {
            const type = /^\s*(not\s+|only\s+)?(all|print|screen)\b/i.exec(query);
            if (!type) {
              if (/^\s*(not\s+|only\s+)?[a-z-]+\s*($|and\b)/i.test(query))
                throw new Error(`unexpected media query: ${query}`);
              return query;
            }
            const [whole, modifier = '', name = ''] = type;
            const matchesPrint = name.toLowerCase() !== 'screen';
            const holds = modifier.trim().toLowerCase() === 'not' ? !matchesPrint : matchesPrint;
            return `${holds ? 'all' : 'not all'}${query.slice(whole.length)}`;
          });
          const text = queries.join(', ');
          if (text !== rule.media.mediaText) {
            rule.media.mediaText = text;
            rewritten++;
          }
          visit(rule.cssRules);
        } else if (rule instanceof CSSPageRule) {
          pageSize = rule.style.getPropertyValue('size') || pageSize;
        } else if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) {
          visit(rule.cssRules);
        }
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules);
    return { rewritten, pageSize };
  }, null);
}

interface PrintLayout {
  background: string;
  color: string;
  visibleScreenParts: string[];
  heading: { text: string; color: string; left: number; top: number; bottom: number } | null;
  text: string;
  entries: { top: number; bottom: number; titleColor: string; breakInside: string }[];
  rings: { width: number; height: number; arcStroke: string | null }[];
}

/** The page as its print rules lay it out on screen. */
function printLayout(page: EnginePage): Promise<PrintLayout> {
  return page.evaluate((screenOnly): PrintLayout => {
    const shown = (element: Element) => element.getClientRects().length > 0;
    const body = getComputedStyle(document.body);
    const h1 = document.querySelector('main h1');
    const box = h1?.getBoundingClientRect();
    return {
      background: body.backgroundColor,
      color: body.color,
      visibleScreenParts: screenOnly.filter((selector) =>
        [...document.querySelectorAll(selector)].some(shown),
      ),
      heading:
        h1 && box && shown(h1)
          ? {
              text: (h1 as HTMLElement).innerText,
              color: getComputedStyle(h1).color,
              left: box.left,
              top: box.top + scrollY,
              bottom: box.bottom + scrollY,
            }
          : null,
      // innerText follows the layout: what is not displayed is not in it.
      text: (document.querySelector('main') as HTMLElement | null)?.innerText ?? '',
      entries: [...document.querySelectorAll('.print-entry')].map((entry) => {
        const rect = entry.getBoundingClientRect();
        const title = entry.querySelector('.print-title');
        return {
          top: rect.top + scrollY,
          bottom: rect.bottom + scrollY,
          titleColor: title && shown(title) ? getComputedStyle(title).color : 'not shown',
          breakInside: getComputedStyle(entry).breakInside,
        };
      }),
      rings: [...document.querySelectorAll('.print-donut')].map((donut) => {
        const ring = donut.querySelector('svg')?.getBoundingClientRect();
        const arc = donut.querySelector('.print-donut-arc');
        return {
          width: ring?.width ?? 0,
          height: ring?.height ?? 0,
          arcStroke: arc && shown(arc) ? getComputedStyle(arc).stroke : null,
        };
      }),
    };
  }, SCREEN_ONLY);
}

/** The print rules applied on screen: dark on white, the screen's parts gone, every entry laid out in turn. */
async function printRulesLayout(page: EnginePage, heading: string, entries: number): Promise<PrintLayout> {
  const forced = await forcePrintRules(page);
  expect(forced.rewritten, 'print rules made to apply').toBeGreaterThan(0);
  expect(forced.pageSize?.toLowerCase(), 'the @page size as the engine parsed it').toBe('a4');
  const layout = await printLayout(page);
  expect(layout.background).toBe('rgb(255, 255, 255)');
  expect(layout.color).toMatch(DARK);
  expect(layout.visibleScreenParts, 'screen parts shown with the print rules').toEqual([]);
  expect(layout.heading?.text.trim()).toBe(heading);
  expect(layout.heading?.color).toMatch(DARK);
  expect(layout.heading?.left ?? 999, 'the heading at the left edge').toBeLessThan(120);
  expect(layout.entries).toHaveLength(entries);
  let above = layout.heading?.bottom ?? 0;
  for (const [index, entry] of layout.entries.entries()) {
    expect(entry.titleColor, `entry ${index + 1}: its title, dark`).toMatch(DARK);
    expect(entry.breakInside, `entry ${index + 1}: kept on one sheet`).toBe('avoid');
    expect(entry.bottom - entry.top, `entry ${index + 1}: laid out`).toBeGreaterThan(20);
    expect(entry.top - above, `entry ${index + 1}: blank band above it (px)`).toBeLessThan(BLANK_BAND);
    above = entry.bottom;
  }
  return layout;
}

export async function checkPrintHome(page: EnginePage, actus: readonly Actu[]): Promise<void> {
  expect(actus.length).toBeGreaterThan(1);
  const titles = actus.map((actu) => loose(plainText(actu.title)));
  const donuts = actus.map(titledDonuts);

  const printed = await printedPdf(page, 2, 4);
  if (printed) {
    const text = printed.text;
    expect(text).toContain('Projets récents');
    for (const title of titles) expect(occurrences(text, tight(title)), `« ${title} » printed once`).toBe(1);
    for (const [index, part] of sections(text, titles.map(tight)).entries()) {
      const actu = actus[index] as Actu;
      expect(part).toContain(tight(plainText(actu.subtitle)));
      expect(part).toContain(tight(plainText(actu.description)));
      // A sheet draws each row of figures after the text (SVG), so each title is read in its entry and
      // the figures are counted over the whole print.
      for (const donut of donuts[index] ?? []) expect(part).toContain(tight(donut.title));
    }
    const wanted = new Map<string, number>();
    for (const donut of donuts.flat())
      wanted.set(percent(donut.value), (wanted.get(percent(donut.value)) ?? 0) + 1);
    for (const [figure, times] of wanted)
      expect(occurrences(text, figure), `« ${figure} » figures printed`).toBeGreaterThanOrEqual(times);
    // Every figure above zero draws its arc in the print accent.
    const arcs = donuts.flat().filter((donut) => donut.value > 0).length;
    expect(printed.accentStrokes, 'arcs stroked in the print accent').toBeGreaterThanOrEqual(arcs);
  }

  const layout = await printRulesLayout(page, 'Projets récents', actus.length);
  const text = loose(layout.text);
  for (const title of titles) expect(occurrences(text, title), `« ${title} » laid out once`).toBe(1);
  for (const [index, part] of sections(text, titles).entries()) {
    const actu = actus[index] as Actu;
    expect(part).toContain(loose(plainText(actu.subtitle)));
    expect(part).toContain(loose(plainText(actu.description)));
    for (const line of commentLines(actu.comment)) expect(part).toContain(loose(plainText(line)));
    // Each titled donut as a static figure beside its title.
    for (const donut of donuts[index] ?? []) {
      const title = literal(loose(donut.title));
      const figure = literal(percent(donut.value));
      expect(part, `${actu.title}: ${donut.title}`).toMatch(
        new RegExp(`${figure} ?${title}|${title} ?:? ?${figure}`),
      );
    }
  }
  // Each figure an SVG ring of 48 px, its arc in a dark accent (not the screen's bright one).
  expect(layout.rings).toHaveLength(donuts.flat().length);
  for (const ring of layout.rings) {
    expect(ring.width).toBeGreaterThanOrEqual(40);
    expect(ring.height).toBeGreaterThanOrEqual(40);
    expect(ring.arcStroke).toBe('rgb(154, 52, 18)');
  }
}

export async function checkPrintWorks(page: EnginePage, doc: Portfolio): Promise<void> {
  const works = byDate(doc.works);
  expect(works.length).toBeGreaterThan(10);
  const titles = works.map((work) => loose(plainText(work.title)));
  const facts = (work: Work) => ({
    client: loose(doc.clients.find((client) => client.id === work.client_id)?.name ?? work.client_id),
    year: work.date.slice(0, 4),
    type: loose(doc.types.find((type) => type.id === work.type_id)?.value ?? work.type_id),
    description: loose(plainText(work.description)),
  });

  const printed = await printedPdf(page, 2, 8);
  if (printed) {
    const text = printed.text;
    expect(text.indexOf('Projets'), 'the heading before the first work').toBeLessThan(
      text.indexOf(tight(titles[0] ?? '')),
    );
    for (const title of titles) expect(occurrences(text, tight(title)), `« ${title} » printed once`).toBe(1);
    for (const [index, part] of sections(text, titles.map(tight)).entries()) {
      const work = works[index] as Work;
      for (const fact of Object.values(facts(work))) expect(part, work.title).toContain(tight(fact));
    }
  }

  const layout = await printRulesLayout(page, 'Projets', works.length);
  const text = loose(layout.text);
  for (const title of titles) expect(occurrences(text, title), `« ${title} » laid out once`).toBe(1);
  for (const [index, part] of sections(text, titles).entries()) {
    const work = works[index] as Work;
    for (const fact of Object.values(facts(work))) expect(part, work.title).toContain(fact);
  }
}
