// Monkey: a minute of random clicks, keys, wheels and touch swipes over every screen and width, from a
// seeded PRNG (MONKEY_SEED replays a run). No console error, no unhandled rejection (the fixture fails
// the test on either), and the site is still navigable afterwards.
import { expect, test } from './fixtures.ts';
import { counts, knob, loaded, navigate, prng, SCREENS, VIEWPORTS, waitForHooks } from './stress.ts';

const SECONDS = knob('MONKEY_SECONDS', 60);
const SEED = knob('MONKEY_SEED', 20_260_522);

const KEYS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Tab',
  'Shift+Tab',
  'Enter',
  'Space',
  'Escape',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'a',
  'z',
  '1',
] as const;

/** /projects/12 is the Projects screen, which writes its selection into the address. */
const screenOf = (url: string) => new URL(url).pathname.replace(/^\/projects\/\d+$/, '/projects');

test.use({ hasTouch: true });

test(`${SECONDS} s of random input on every screen leaves no error and a working site`, async ({
  page,
  context,
}) => {
  test.setTimeout(SECONDS * 1000 + 120_000);
  // Nothing leaves the machine: any other origin is refused, and a window that opens anyway is closed.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  context.on('page', (popup) => void popup.close());
  // Outbound, mail and phone links would leave the site (or ask the OS for a mail client): their default
  // action is cancelled, in the capture phase, before the app sees the click.
  await context.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a');
        if (link && (link.target === '_blank' || /^(mailto|tel):/.test(link.getAttribute('href') ?? '')))
          event.preventDefault();
      },
      true,
    );
  });
  const cdp = await context.newCDPSession(page);
  const random = prng(SEED);
  const tally = {
    clicks: 0,
    keys: 0,
    wheels: 0,
    swipes: 0,
    moves: 0,
    navigations: 0,
    resizes: 0,
  };
  /** Milliseconds spent per kind of action: the browser's answer time, on a loaded machine. */
  const spent: Record<string, number> = {};
  const visited = new Set<string>();

  await page.goto('/?test-hooks');
  await loaded(page);
  await waitForHooks(page);

  const size = () => page.viewportSize() ?? VIEWPORTS[0];
  const point = () => ({ x: 1 + random.int(size().width - 2), y: 1 + random.int(size().height - 2) });

  async function swipe() {
    const from = point();
    const dx = (random.next() - 0.5) * size().width;
    const dy = (random.next() - 0.5) * 200;
    const touch = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), id: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch(from.x, from.y) });
    // Few moves: each touch event waits for the page's answer, which a loaded machine makes slow.
    const steps = 2 + random.int(3);
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: touch(from.x + (dx * i) / steps, from.y + (dy * i) / steps),
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    tally.swipes++;
  }

  /** One random action; a menu navigation now and then on top of the screen-by-screen schedule. */
  async function act() {
    const roll = random.next();
    const start = Date.now();
    const before = { ...tally };
    if (roll < 0.3) {
      const { x, y } = point();
      await page.mouse.click(x, y);
      tally.clicks++;
    } else if (roll < 0.5) {
      await page.keyboard.press(random.pick(KEYS));
      tally.keys++;
    } else if (roll < 0.65) {
      const { x, y } = point();
      await page.mouse.move(x, y);
      await page.mouse.wheel((random.next() - 0.5) * 200, (random.next() - 0.5) * 600);
      tally.wheels++;
    } else if (roll < 0.77) {
      await swipe();
    } else if (roll < 0.94) {
      const { x, y } = point();
      await page.mouse.move(x, y, { steps: 1 + random.int(5) });
      tally.moves++;
    } else if (roll < 0.97) {
      await navigate(page, random.pick(SCREENS).path);
      tally.navigations++;
    } else {
      await page.setViewportSize(random.pick(VIEWPORTS));
      tally.resizes++;
    }
    visited.add(screenOf(page.url()));
    const kind = Object.keys(tally).find(
      (k) => tally[k as keyof typeof tally] !== before[k as keyof typeof tally],
    );
    if (kind) spent[kind] = (spent[kind] ?? 0) + Date.now() - start;
  }

  // The minute is cut into slices, each starting on the next screen at a random width, so every screen
  // gets its share whatever the random clicks do.
  const slices = SCREENS.length * Math.max(1, Math.round(SECONDS / 20));
  const started = Date.now();
  for (let slice = 0; slice < slices; slice++) {
    await page.setViewportSize(random.pick(VIEWPORTS));
    await page.keyboard.press('Escape');
    await navigate(page, SCREENS[slice % SCREENS.length]?.path ?? '/');
    tally.navigations++;
    visited.add(screenOf(page.url()));
    const until = started + ((slice + 1) * SECONDS * 1000) / slices;
    while (Date.now() < until) await act();
  }

  const actions = Object.values(tally).reduce((a, b) => a + b, 0);
  test.info().annotations.push({
    type: 'figures',
    description:
      `seed ${SEED}: ${actions} actions in ${SECONDS} s ${JSON.stringify(tally)}, ms ${JSON.stringify(spent)}; ` +
      `screens ${[...visited].join(' ')}`,
  });
  console.log(test.info().annotations.at(-1)?.description);

  // Still a working site: every screen through the menu at desktop width, one Pixi canvas.
  await page.setViewportSize(VIEWPORTS[0]);
  await page.keyboard.press('Escape');
  for (const screen of [...SCREENS, SCREENS[0]]) await navigate(page, screen.path);
  await expect(page.locator('canvas.pixi-canvas')).toHaveCount(1);
  expect((await counts(page)).scenes).toBeLessThanOrEqual(3);
  for (const screen of SCREENS) expect([...visited], 'every screen visited').toContain(screen.path);
});
