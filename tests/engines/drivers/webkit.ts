// WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver classic, webdriverio) on its own
// Xvfb display.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { freePort } from '../setup/freePort.ts';
import type { EnginePage, Size } from './enginePage.ts';
import { SCREEN, startXvfb } from './xvfb.ts';

/** MiniBrowser ships in libwebkit2gtk-4.1-0, under the architecture's library folder. */
function miniBrowser(): string {
  if (process.env.MINIBROWSER) return process.env.MINIBROWSER;
  for (const arch of readdirSync('/usr/lib')) {
    const path = join('/usr/lib', arch, 'webkit2gtk-4.1', 'MiniBrowser');
    if (existsSync(path)) return path;
  }
  throw new Error('MiniBrowser not found: apt-get install -y webkit2gtk-driver');
}

async function listening(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start within 20 s');
    await new Promise((done) => setTimeout(done, 100)); // polling a child process, not the page
  }
}

export async function launchWebKit(): Promise<EnginePage> {
  const display = await startXvfb();
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display.name },
    stdio: 'ignore',
  });
  try {
    await listening(`http://127.0.0.1:${port}/status`, driver);
  } catch (error) {
    driver.kill();
    display.close();
    throw error;
  }
  const capabilities = {
    browserName: 'MiniBrowser',
    // webdriverio 9 tries WebDriver BiDi first, which WebKitWebDriver does not answer: it would hang.
    'wdio:enforceWebDriverClassic': true,
    // WebKitGTK's own capability, which webdriverio's types do not list.
    'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] },
  } as WebdriverIO.Capabilities;
  const browser = await remote({ hostname: '127.0.0.1', port, logLevel: 'warn', capabilities });
  const mouse = () => browser.action('pointer', { parameters: { pointerType: 'mouse' } });
  return {
    name: 'webkit',
    // WebKitWebDriver takes pointerType 'touch' actions but the page gets them as mouse pointers: a
    // mouse drag is what it can send (the carousel's gestures take both).
    swipeInput: 'mouse',
    async resize({ width, height }: Size) {
      // Xvfb runs no window manager, so X gives the keyboard focus to the window under its pointer, which
      // stays at the screen's centre: a window that does not cover it is never focused (document.hasFocus()
      // false, so neither :focus nor :focus-visible ever match, whatever the keys). Centred, it always is.
      await browser.setWindowRect(
        Math.round((SCREEN.width - width) / 2),
        Math.round((SCREEN.height - height) / 2),
        width,
        height,
      );
    },
    async goto(url) {
      await browser.url(url);
    },
    currentUrl: () => browser.getUrl(),
    async evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>> {
      const script = fn as (...args: unknown[]) => unknown;
      return (await browser.execute(script, arg as unknown)) as Awaited<R>;
    },
    async inject(source) {
      await browser.execute(source);
    },
    async screenshot() {
      return Buffer.from(await browser.takeScreenshot(), 'base64');
    },
    async press(key, options) {
      // webdriverio presses an array as one chord and releases the modifiers after it.
      await browser.keys(options?.shift ? ['Shift', key] : key);
    },
    async wheel(x, y, deltaY) {
      await browser
        .action('wheel')
        .scroll({ x: Math.round(x), y: Math.round(y), deltaX: 0, deltaY, duration: 0 })
        .perform();
    },
    async click(x, y) {
      await mouse()
        .move({ x: Math.round(x), y: Math.round(y) })
        .down()
        .up()
        .perform();
    },
    async move(x, y) {
      await mouse()
        .move({ x: Math.round(x), y: Math.round(y), duration: 100 })
        .perform();
    },
    // WebKitWebDriver answers W3C Print Page (POST /session/{id}/print) with "unknown command" (2.50).
    pdf: null,
    async swipe(x, y, dx) {
      await mouse()
        .move({ x: Math.round(x), y: Math.round(y) })
        .down()
        .move({ x: Math.round(x + dx), y: Math.round(y), duration: 250 })
        .up()
        .perform();
    },
    async alive() {
      try {
        await browser.getUrl();
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      try {
        await browser.deleteSession();
      } finally {
        driver.kill();
        display.close();
      }
    },
  };
}
