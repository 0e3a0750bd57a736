// What the suites read from the page, each a self-contained function run in it (the drivers send source).
import type { RuntimeStats } from '../../../scenes/contract/protocol.ts';
import type { EnginePage } from '../drivers/enginePage.ts';
import type { Rect } from './pixels.ts';

/** What probe/engineProbe.js records. */
export interface EngineLog {
  errors: string[];
  warnings: string[];
  csp: string[];
}

declare global {
  interface Window {
    __engineLog?: EngineLog;
  }
}

export function engineLog(page: EnginePage): Promise<EngineLog | null> {
  return page.evaluate(() => window.__engineLog ?? null, null);
}

export function backgroundStats(page: EnginePage): Promise<RuntimeStats | null> {
  return page.evaluate(() => (window.__background ? { ...window.__background } : null), null);
}

/** Each selector's data-scene: 'missing' when no element matches, 'none' without the attribute. */
export function sceneMarkers(page: EnginePage, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate(
    (list) =>
      list.map((selector) => {
        const element = document.querySelector(selector);
        return element ? (element.getAttribute('data-scene') ?? 'none') : 'missing';
      }),
    selectors,
  );
}

export interface Viewport {
  width: number;
  height: number;
  devicePixelRatio: number;
}

export function viewport(page: EnginePage): Promise<Viewport> {
  return page.evaluate(
    () => ({ width: innerWidth, height: innerHeight, devicePixelRatio: window.devicePixelRatio }),
    null,
  );
}

/** The client rectangles of the elements matching `selector` that have an area. */
export function rects(page: EnginePage, selector: string): Promise<Rect[]> {
  return page.evaluate(
    (query) =>
      [...document.querySelectorAll(query)]
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .map(({ x, y, width, height }) => ({ x, y, width, height })),
    selector,
  );
}

/** The text assistive tech gets from the element (the scramble's aria-hidden glyphs left out). */
export function spokenText(page: EnginePage, selector: string): Promise<string | null> {
  return page.evaluate((query) => {
    const element = document.querySelector(query);
    if (!element) return null;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('[aria-hidden="true"]')) text += node.textContent;
    }
    return text.trim();
  }, selector);
}

export function count(page: EnginePage, selector: string): Promise<number> {
  return page.evaluate((query) => document.querySelectorAll(query).length, selector);
}

/** Clicks the element's centre with the driver's pointer (a real click, not element.click()). */
export async function clickElement(page: EnginePage, selector: string): Promise<void> {
  const [rect] = await rects(page, selector);
  if (!rect) throw new Error(`nothing to click: ${selector}`);
  await page.click(rect.x + rect.width / 2, rect.y + rect.height / 2);
}
