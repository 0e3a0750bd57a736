// One engine's suite: every route at desktop and narrow size (scenes drawn in colour, axe, the page's own
// reports), then the ring's input, the scramble's glyphs and the phone carousel's swipe. Each test opens
// its page afresh in the engine's one browser session.
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, inject, test } from 'vitest';
import type { Actu, Portfolio } from '../../content/schema.ts';
import { checkSwipe } from './checks/carousel.ts';
import { checkMenuFocus, checkSorterLine } from './checks/chrome.ts';
import { expectCleanLog, printWarnings, type WarningTally } from './checks/cleanLog.ts';
import { checkCursorOverButton } from './checks/cursor.ts';
import { checkDonutRow } from './checks/donutRow.ts';
import { checkFocusRing } from './checks/focusRing.ts';
import { openPage, scramblesDone } from './checks/open.ts';
import { checkPrintHome, checkPrintWorks } from './checks/print.ts';
import { checkArrowKeys, checkSorter, checkWheel } from './checks/ring.ts';
import { LAYOUTS, routeCases } from './checks/routes.ts';
import { expectScenesDrawn } from './checks/scenes.ts';
import { checkScrambleGlyphs } from './checks/scramble.ts';
import type { EnginePage } from './drivers/enginePage.ts';
import { axeViolations } from './lib/axe.ts';
import { at, fetchPortfolio, specOrder } from './lib/portfolio.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** Runs of this test (retries included): a pass after more than one is flaky (scripts/test.mjs). */
    attempts?: number;
  }
}

export interface SuiteOptions {
  name: string;
  launch: () => Promise<EnginePage>;
  /** The run has WebGL: the background must draw with it, on the worker. */
  webgl: boolean;
  /** Run axe on every route (a second run of an engine, on the same DOM, leaves it out). */
  axe?: boolean;
  /**
   * The page reports a hovering mouse, so the custom cursor is drawn; false where the engine reports
   * `(hover: none)` (headless Firefox) and the app keeps the system cursor.
   */
  customCursor: boolean;
}

const DESKTOP = LAYOUTS[0] ?? { label: 'desktop', width: 1440, height: 900 };
const NARROW = LAYOUTS[1] ?? { label: 'narrow', width: 480, height: 900 };

export async function engineSuite({
  name,
  launch,
  webgl,
  axe = true,
  customCursor,
}: SuiteOptions): Promise<void> {
  const origin = inject('origin');
  const doc: Portfolio = await fetchPortfolio(origin);
  const { actus } = (await (await fetch(`${origin}/api/actus`)).json()) as { actus: Actu[] };
  // A deep link to a work that is not the first: the ring opens on it.
  const deepLinked = at(specOrder(doc.works, 'date'), 3);
  const warnings: WarningTally = new Map();
  let page: EnginePage;

  describe(name, () => {
    beforeAll(async () => {
      page = await launch();
    });
    afterAll(async () => {
      printWarnings(name, warnings);
      await page?.close();
    });
    beforeEach(async ({ task }) => {
      task.meta.attempts = (task.meta.attempts ?? 0) + 1;
      // The test before crashed the browser (and failed for it): the next ones get a new one.
      if (!(await page.alive())) {
        await page.close().catch(() => {});
        page = await launch();
      }
    });

    for (const layout of LAYOUTS) {
      const size = `${layout.width}×${layout.height}`;
      describe(`${layout.label} ${size}`, () => {
        for (const route of routeCases(layout, deepLinked.id)) {
          test(`${route.path} draws its scenes in colour, with no error`, async () => {
            await openPage(page, origin, route.path, layout);
            await expectScenesDrawn(page, route, {
              webgl,
              screenshot: join(
                'test-results/engines',
                name,
                `${route.slug}-${layout.width}x${layout.height}.png`,
              ),
            });
            await expectCleanLog(page, warnings);
          });
          if (!axe) continue;
          test(`${route.path} has no axe violation`, async ({ expect }) => {
            await openPage(page, origin, route.path, layout);
            await scramblesDone(page);
            expect(await axeViolations(page)).toEqual([]);
            await expectCleanLog(page, warnings);
          });
        }
      });
    }
    if (webgl) {
      test('WebGL 2 is available to the page', async ({ expect }) => {
        await openPage(page, origin, '/profil', DESKTOP);
        const renderer = await page.evaluate(() => {
          const gl = document.createElement('canvas').getContext('webgl2');
          return gl ? String(gl.getParameter(gl.RENDERER)) : null;
        }, null);
        console.info(`${name}: WebGL 2 renderer: ${renderer}`);
        expect(renderer).not.toBeNull();
      });
    }

    describe(`/projects at ${DESKTOP.width}×${DESKTOP.height}`, () => {
      test('the arrow keys step the ring one work, and the address follows', async () => {
        await openPage(page, origin, '/projects', DESKTOP);
        await checkArrowKeys(page, doc);
        await expectCleanLog(page, warnings);
      });
      test('one wheel step moves one work, both ways', async () => {
        await openPage(page, origin, '/projects', DESKTOP);
        await checkWheel(page, doc);
        await expectCleanLog(page, warnings);
      });
      test('each sort orders the ring and selects its first work', async () => {
        await openPage(page, origin, '/projects', DESKTOP);
        await checkSorter(page, doc);
        await expectCleanLog(page, warnings);
      });
      test("the scramble's glyphs stay inside their text's box while they move", async () => {
        await openPage(page, origin, '/projects', DESKTOP);
        await checkScrambleGlyphs(page);
        await expectCleanLog(page, warnings);
      });
      test('« Trié par : » sits on the pills’ line', async () => {
        await openPage(page, origin, '/projects', DESKTOP);
        await checkSorterLine(page);
      });
      test("a work's address prints the heading and every work with its facts, on A4", async () => {
        await openPage(page, origin, '/projects/12', DESKTOP);
        await scramblesDone(page);
        await checkPrintWorks(page, doc);
        await expectCleanLog(page, warnings);
      });
    });

    describe(`/ at ${DESKTOP.width}×${DESKTOP.height}`, () => {
      test('prints every recent project with its donuts as figures, on A4 without blank bands', async () => {
        await openPage(page, origin, '/', DESKTOP);
        await scramblesDone(page);
        await checkPrintHome(page, actus);
        await expectCleanLog(page, warnings);
      });
      test(
        customCursor
          ? 'over the Pause button the small cursor rings the point without covering it'
          : 'without a hovering pointer the system cursor is kept',
        async () => {
          await openPage(page, origin, '/', DESKTOP);
          await checkCursorOverButton(page, customCursor);
          await expectCleanLog(page, warnings);
        },
      );
    });

    describe(`/ at ${NARROW.width}×${NARROW.height}`, () => {
      test('a swipe moves the carousel one slide each way', async () => {
        await openPage(page, origin, '/', NARROW);
        await checkSwipe(page);
        await expectCleanLog(page, warnings);
      });
      test("the card's donut row keeps one height on every slide, its rings on one line", async () => {
        await openPage(page, origin, '/', NARROW);
        await checkDonutRow(page);
        await expectCleanLog(page, warnings);
      });
      test('a keyboard focus ring around a project toggle clears its « 01 » and its « + »', async () => {
        await openPage(page, origin, '/', NARROW);
        await checkFocusRing(page);
        await expectCleanLog(page, warnings);
      });
      test('the open menu keeps focus, the page behind is inert; Escape gives focus back', async () => {
        await openPage(page, origin, '/', NARROW);
        await checkMenuFocus(page);
        await expectCleanLog(page, warnings);
      });
    });
  });
}
