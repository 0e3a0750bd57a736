// What a suite does with a browser, whatever drives it (webdriverio for WebKit, puppeteer for Gecko).

export type Key = 'ArrowRight' | 'ArrowLeft' | 'Tab' | 'Enter' | 'Escape';

export interface Size {
  width: number;
  height: number;
}

export interface EnginePage {
  /** The folder name of its screenshots and the suite's title: 'webkit', 'firefox', 'firefox-webgl'. */
  readonly name: string;
  /** How swipe() reaches the page: a W3C touch pointer where the driver has one, a mouse drag otherwise. */
  readonly swipeInput: 'touch' | 'mouse';
  /** The window (WebKit: the whole MiniBrowser window) or the viewport (Gecko) at this size. */
  resize(size: Size): Promise<void>;
  goto(url: string): Promise<void>;
  currentUrl(): Promise<string>;
  /** Runs `fn` in the page (a self-contained function: it is sent as source) and returns its JSON result. */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<Awaited<R>>;
  /** Runs a script's source in the page as the driver's own script (outside the page's CSP). */
  inject(source: string): Promise<void>;
  /** The viewport as a PNG, in device pixels. */
  screenshot(): Promise<Buffer>;
  /** One key, or Shift+Tab (`shift`). */
  press(key: Key, options?: { shift?: boolean }): Promise<void>;
  /** One wheel event of `deltaY` pixels at (x, y) in CSS pixels. */
  wheel(x: number, y: number, deltaY: number): Promise<void>;
  click(x: number, y: number): Promise<void>;
  /** Moves the mouse pointer to (x, y) in CSS pixels, in a few steps, without a button. */
  move(x: number, y: number): Promise<void>;
  /** A horizontal swipe from (x, y) by `dx` CSS pixels, at a finger's pace. */
  swipe(x: number, y: number, dx: number): Promise<void>;
  /**
   * The page printed to PDF on A4 as the engine prints it (no background graphics, as a visitor's print
   * dialog by default); null where the driver has no way to print (WebKitWebDriver has no Print Page).
   */
  readonly pdf: (() => Promise<Buffer>) | null;
  /** False once the browser or its page is gone (a crashed WebKit web process ends the session). */
  alive(): Promise<boolean>;
  close(): Promise<void>;
}
