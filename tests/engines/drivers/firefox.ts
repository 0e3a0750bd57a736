// Gecko: Debian's Firefox ESR through puppeteer-core over WebDriver BiDi. Headless it has no WebGL here;
// `webgl` runs it with a window on its own Xvfb display, where Mesa's llvmpipe gives it WebGL.
import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import type { EnginePage, Size } from './enginePage.ts';
import { type Display, startXvfb } from './xvfb.ts';

const FIREFOX = process.env.FIREFOX ?? '/usr/bin/firefox-esr';

export async function launchFirefox({ webgl }: { webgl: boolean }): Promise<EnginePage> {
  const display: Display | null = webgl ? await startXvfb() : null;
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: !webgl,
      defaultViewport: { width: 1440, height: 900 },
      // Started on about:blank, Firefox keeps the keyboard focus in its address bar: the pages the driver
      // opens then never have it (document.hasFocus() false, :focus and :focus-visible never match). Started
      // on a page, as a visitor's browser is, the focus is in the page.
      args: ['data:text/html,engine suite'],
      env: display ? { ...process.env, DISPLAY: display.name } : process.env,
    });
  } catch (error) {
    display?.close();
    throw error;
  }
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  return {
    name: webgl ? 'firefox-webgl' : 'firefox',
    swipeInput: 'touch',
    async resize({ width, height }: Size) {
      await page.setViewport({ width, height });
    },
    async goto(url) {
      try {
        await page.goto(url);
      } catch (error) {
        // Gecko's word for a navigation another one replaced: name it, the protocol error does not.
        if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
        throw new Error(
          `Opening ${url}: the navigation was cancelled by another one (did the page reload?)`,
          {
            cause: error,
          },
        );
      }
    },
    currentUrl: async () => page.url(),
    async evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>> {
      return (await page.evaluate(fn as (arg: unknown) => unknown, arg)) as Awaited<R>;
    },
    async inject(source) {
      await page.evaluate(source);
    },
    async screenshot() {
      return Buffer.from(await page.screenshot({ type: 'png' }));
    },
    async press(key, options) {
      if (options?.shift) await page.keyboard.down('Shift');
      await page.keyboard.press(key satisfies KeyInput);
      if (options?.shift) await page.keyboard.up('Shift');
    },
    async wheel(x, y, deltaY) {
      await page.mouse.move(x, y);
      await page.mouse.wheel({ deltaY });
    },
    async click(x, y) {
      await page.mouse.click(x, y);
    },
    async move(x, y) {
      await page.mouse.move(x, y, { steps: 4 });
    },
    // WebDriver BiDi's browsingContext.print, A4 by default, without backgrounds as the print dialog.
    pdf: async () => Buffer.from(await page.pdf({ format: 'A4' })),
    async swipe(x, y, dx) {
      await page.touchscreen.touchStart(x, y);
      // A finger's pace: eight moves (the driver spaces them by its own round trips).
      for (let i = 1; i <= 8; i++) await page.touchscreen.touchMove(x + (dx * i) / 8, y);
      await page.touchscreen.touchEnd();
    },
    async alive() {
      if (!browser.connected || page.isClosed()) return false;
      try {
        await page.evaluate('1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      try {
        await browser.close();
      } finally {
        display?.close();
      }
    },
  };
}
