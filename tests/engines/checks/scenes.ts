// A route's scenes mounted and drawn: their markers "ready", the background mesh drawing, and the drawn
// regions in the work types' colours (the grey CSS stand-ins before the scenes draw have none). The last
// screenshot is kept in test-results/engines/<engine>/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect } from 'vitest';
import type { RuntimeStats } from '../../../scenes/contract/protocol.ts';
import type { EnginePage } from '../drivers/enginePage.ts';
import { backgroundStats, engineLog, rects, sceneMarkers, viewport } from '../lib/pageReads.ts';
import { type ColourCount, countColourful } from '../lib/pixels.ts';
import { poll } from '../lib/poll.ts';
import type { RouteCase } from './routes.ts';

/**
 * The share of colourful pixels the drawn regions must reach. The ring's thin sections and dots fill
 * about 3 % of its square, a donut's arcs about 25 % of its figure; the grey stand-ins give 0.
 */
export const MIN_COLOUR_SHARE = 0.01;

export interface SceneOptions {
  /** This run has WebGL: the mesh must be drawn with it. */
  webgl: boolean;
  /** Where the route's last screenshot goes. */
  screenshot: string;
}

function save(file: string, png: Buffer) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png);
}

async function colourIn(page: EnginePage, selector: string): Promise<ColourCount & { png: Buffer }> {
  const regions = await rects(page, selector);
  const { devicePixelRatio } = await viewport(page);
  const png = await page.screenshot();
  return { ...countColourful(png, regions, devicePixelRatio), png };
}

export async function expectScenesDrawn(
  page: EnginePage,
  route: RouteCase,
  options: SceneOptions,
): Promise<void> {
  let saved = false;
  try {
    if (route.markers.length > 0) {
      await poll(
        () => sceneMarkers(page, route.markers),
        (states) => states.every((state) => state === 'ready'),
        { what: `data-scene="ready" on ${route.markers.join(', ')}`, timeout: 45_000 },
      );
    }
    const drawing = (stats: RuntimeStats | null) =>
      stats !== null &&
      stats.frames > 0 &&
      stats.stageDraws > 0 &&
      (options.webgl ? stats.renderer === 'webgl' : stats.renderer !== 'none');
    await poll(() => backgroundStats(page), drawing, {
      what: `the background mesh drawn${options.webgl ? ' with WebGL' : ''} (window.__background)`,
      timeout: 30_000,
    });
    if (options.webgl) {
      // src/canvas/SceneBridge.ts warns when the scenes leave the worker or WebGL: this run covers both.
      const fellThrough = (await engineLog(page))?.warnings.filter((w) => /^The scenes /.test(w)) ?? [];
      expect(fellThrough, 'the scenes on the worker, with WebGL').toEqual([]);
    }
    if (route.drawnIn) {
      const drawnIn = route.drawnIn;
      const { png } = await poll(
        () => colourIn(page, drawnIn),
        ({ colourful, total }) => total > 0 && colourful / total >= MIN_COLOUR_SHARE,
        {
          what: `${MIN_COLOUR_SHARE * 100} % of ${drawnIn} in colour`,
          timeout: 20_000,
          show: ({ colourful, total }: ColourCount) => ({ colourful, total }),
        },
      );
      save(options.screenshot, png);
      saved = true;
    }
  } finally {
    // A crashed page has no screenshot: its error is the one to report.
    if (!saved)
      await page.screenshot().then(
        (png) => save(options.screenshot, png),
        () => {},
      );
  }
}
