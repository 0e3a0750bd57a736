import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { loadPortfolioFile } from '../../content/load.ts';
import { ringPlacement } from '../../scenes/contract/ringPlacement.ts';
import { DESKTOP_CHROME } from './analyticsServer.ts';
import { expect, pageFrames, pixel, ready, rgb, test } from './fixtures.ts';

const ROUTES = ['/', '/projects', '/profil', '/contact'];
/** The desktop reference and the phone: both copies of a prerendered page. */
const DESKTOP_AND_PHONE = [
  [1440, 900],
  [390, 844],
] as const;

test.describe('pages that exist before JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each route has its French title, description, canonical and Open Graph tags', async ({ page }) => {
    for (const [path, title] of [
      ['/', 'Projets récents'],
      ['/projects', 'Projets'],
      ['/profil', 'Profil'],
      ['/contact', 'Contact'],
      ['/projects/12', ''],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(new RegExp(`^${title}.*Bastien Roussel`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `https://bastien-roussel.fr${path}`,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Bastien Roussel/);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
    }
  });

  test('Profil, Contact and the works list are in the HTML', async ({ page }) => {
    await page.goto('/profil');
    await expect(page.getByRole('heading', { name: 'Expérience professionnelle' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Domaines de compétence' })).toBeVisible();
    await page.goto('/contact');
    await expect(page.locator('a[href="mailto:bonjour@bastien-roussel.fr"]')).toBeVisible();
    await expect(page.locator('a[href^="tel:+33"]')).toBeVisible();
    await page.goto('/projects');
    const html = await page.content();
    expect(html).toContain('Projets');
    expect((html.match(/Hublot|Nova|Péninsule/g) ?? []).length).toBeGreaterThan(0);
  });

  test('are laid out for a phone as for a desktop, without the style attributes the CSP drops', async ({
    page,
  }) => {
    for (const [width, height, donut] of [
      [1440, 900, 84],
      [390, 844, 72],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      // Each donut keeps its box, and its percentage sits inside it, clear of its title.
      const donuts = page.locator('.donut:not(.is-untitled)').filter({ visible: true });
      expect(await donuts.count()).toBeGreaterThan(0);
      for (const item of await donuts.all()) {
        const figure = await item.locator('.donut-figure').boundingBox();
        const title = await item.locator('.donut-title').boundingBox();
        expect(figure?.width).toBe(donut);
        expect(figure?.height).toBe(donut);
        expect(title && figure && title.y >= figure.y + figure.height).toBe(true);
      }
      // The detail of the work reads in lines, not a letter per line: beside the ring on a desktop (at
      // least the 440 px ringPlacement keeps for it), across the screen in the phone's list.
      await page.goto('/projects');
      const detail = page
        .locator(width < 768 ? '.entry-panel' : '.projects-column')
        .filter({ visible: true });
      const column = await detail.first().boundingBox();
      expect(column?.width ?? 0).toBeGreaterThanOrEqual(Math.min(width - 60, 440));
    }
  });

  test("the first paint already has the mesh's colours, not a near-black page", async ({ page }) => {
    const glow = async (x: number, y: number) => {
      const [r = 0, g = 0, b = 0] = await pixel(page, x, y);
      return { r, g, b };
    };
    for (const [width, height] of DESKTOP_AND_PHONE) {
      await page.setViewportSize({ width, height });
      await page.goto('/contact');
      // Where the warm and violet lights start (tokens.css), on a part of Contact with no text: the
      // faces' violet, well above the page's own #090b14, with the warm light redder than the cool one.
      const warm = await glow(width * 0.84, height * 0.8);
      const cool = await glow(width * 0.16, height * 0.8);
      for (const colour of [warm, cool]) {
        expect(colour.b, JSON.stringify(colour)).toBeGreaterThan(40);
        expect(colour.r, JSON.stringify(colour)).toBeGreaterThan(colour.g + 8);
      }
      expect(warm.r - warm.b).toBeGreaterThan(cool.r - cool.b);
    }
  });

  test("the types' colours and the sorter's choice show before any script, in both copies", async ({
    page,
  }) => {
    const { types } = loadPortfolioFile();
    for (const [width, height] of DESKTOP_AND_PHONE) {
      await page.setViewportSize({ width, height });
      await page.goto('/projects');
      const swatches = page.locator('.type-legend .type-swatch').filter({ visible: true });
      expect(await swatches.count(), `${width}`).toBeGreaterThan(1);
      for (const swatch of await swatches.all()) {
        const id = await swatch.getAttribute('data-type');
        const type = types.find((t) => t.id === id);
        expect(type, `${width}: swatch ${id}`).toBeDefined();
        await expect(swatch).toHaveCSS('background-color', `rgb(${rgb(type?.color ?? '#000').join(', ')})`);
      }
      // Each copy has its own radio group: the hidden copy's checked radio no longer unchecks the shown one's.
      await expect(page.locator('.sorter input[value="date"]').filter({ visible: true })).toBeChecked();
    }
  });

  test('sitemap.xml and robots.txt exist', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.ok()).toBe(true);
    const xml = await sitemap.text();
    for (const path of ['/profil', '/contact', '/projects'])
      expect(xml).toContain(`https://bastien-roussel.fr${path}<`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://bastien-roussel.fr/sitemap.xml');
  });
});

test('no source map is served, and no served script names one', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const sw = await (await request.get('/sw.js')).text();
  const workbox = /workbox-[0-9a-f]+/.exec(sw)?.[0];
  expect(workbox).toBeDefined();
  const scripts = [
    ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string)),
    '/sw.js',
    `/${workbox}.js`,
  ];
  expect(scripts.length).toBeGreaterThan(2);
  for (const url of scripts) {
    const script = await request.get(url);
    expect(script.ok(), url).toBe(true);
    expect(await script.text(), url).not.toContain('sourceMappingURL');
    expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
  }
});

test.describe('the first paint is the page the app takes over', () => {
  test.use({ reducedMotion: 'reduce' });

  // What the visitor reads on each route, and where it sits.
  const READ = {
    '/': '.showcase-title, .showcase-description, .donut-figure, .project-item-toggle, .showcase-toggle',
    '/projects': '.projects-column, .detail-title, .detail-description, .entry-toggle, .entry-panel',
  } as const;

  // Every script answers empty: the prerendered page as a browser with JavaScript paints it, for good.
  const holdScriptsBack = (page: Page) =>
    page.route(/\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));

  // What shows in the viewport: its class and box, to the pixel.
  const boxes = async (page: Page, selector: string) => {
    await page.evaluate(() => document.fonts.ready);
    return page.locator(selector).evaluateAll((elements) =>
      elements.flatMap((element) => {
        const r = element.getBoundingClientRect();
        const shown =
          r.width > 0 &&
          r.right > 0 &&
          r.bottom > 0 &&
          r.left < window.innerWidth &&
          r.top < window.innerHeight &&
          getComputedStyle(element).visibility === 'visible';
        const box = [r.x, r.y, r.width, r.height].map(Math.round);
        return shown ? [{ name: element.className.split(' ')[0] ?? '', box }] : [];
      }),
    );
  };

  /** The same elements, each within 2 px (sub-pixel rounding, and a card's 1 px border drawn on the stage). */
  const sameBoxes = (before: Awaited<ReturnType<typeof boxes>>, after: typeof before) =>
    before.length === after.length &&
    before.every(
      (b, i) =>
        b.name === after[i]?.name &&
        b.box.every((value, k) => Math.abs(value - (after[i]?.box[k] ?? 1e9)) <= 2),
    );

  for (const [width, height] of [
    [390, 844],
    [820, 1180],
    [1280, 800],
    [1440, 900],
  ] as const) {
    test(`at ${width}×${height}, the prerendered text stays where it is when the app takes over`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height });
      for (const [path, selector] of Object.entries(READ)) {
        // Off the previous page first: its scene worker may still be loading a chunk, which would get the
        // empty script meant for the next page's first paint.
        await page.goto('about:blank');
        await holdScriptsBack(page);
        await page.goto(path);
        const before = await boxes(page, selector);
        await page.unroute(/\.js$/);
        await page.goto(path);
        await ready(page);
        const after = await boxes(page, selector);
        expect(before.length, `${path}: something to read`).toBeGreaterThan(0);
        expect(
          sameBoxes(before, after),
          `${path}\nbefore ${JSON.stringify(before)}\nafter ${JSON.stringify(after)}`,
        ).toBe(true);
      }
    });
  }

  test("the app's code is fetched and run only once the page has painted, its one script before that is boot, and the text face is preloaded", async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual([
      expect.stringMatching(
        /^<script type="module" crossorigin src="\/assets\/boot-[\w-]+\.js" data-app="\/assets\/index-[\w-]+\.js"[ >]/,
      ),
    ]);
    const entry = /<script [^>]*data-app="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
    expect(entry, "the entry chunk, named on boot's script").toBeDefined();
    // Nothing in the page fetches it by itself (a preload, even at low priority, shares the connection with
    // the styles and fonts the first paint waits for).
    expect(html.split(entry as string)).toHaveLength(2);
    // The entry chunk notes when its evaluation ended.
    await page.route(`**${entry}`, async (route) => {
      const response = await route.fetch();
      const body = `${await response.text()}\n;window.__appEvaluatedAt = performance.now();`;
      await route.fulfill({ response, body });
    });
    const font = /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/.exec(
      html,
    )?.[1];
    expect(font, 'the text face, preloaded').toMatch(/inter-latin-400-normal-/);
    // The browser was just launched: its renderer and GPU processes start with the first page, which put the
    // first paint past 3 s under a loaded test run while boot's 1 s fallback ran the app. A visit to the
    // API (JSON, none of the page's files, so their caches stay cold) starts them, as a used browser has.
    await page.goto('/api/portfolio');
    for (const path of ROUTES) {
      await page.goto(path);
      await ready(page);
      // The preload is the request the stylesheet uses: one download, no second fetch.
      expect(
        await page.evaluate(
          (name) =>
            performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(name)).length,
          font as string,
        ),
      ).toBe(1);
      const { painted, evaluated, fetched } = await page.evaluate(
        (name) => ({
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          evaluated: (window as { __appEvaluatedAt?: number }).__appEvaluatedAt ?? Number.NaN,
          fetched:
            performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(name))?.startTime ??
            Number.NaN,
        }),
        entry as string,
      );
      expect(fetched, `${path}: the app was fetched after the first paint (${painted} ms)`).toBeGreaterThan(
        painted,
      );
      expect(evaluated, `${path}: the app ran after the first paint (${painted} ms)`).toBeGreaterThan(
        painted,
      );
    }
  });

  test("the app's first task adds no module preloads: boot already asked for the chunks it starts with", async ({
    page,
  }) => {
    // Every <link rel="modulepreload"> added to the page, and whether the prerendered page was still there.
    await page.addInitScript(() => {
      const added: { href: string; fromBoot: boolean; beforeTakeOver: boolean }[] = [];
      (window as { __preloadsAdded?: typeof added }).__preloadsAdded = added;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            // (the HTML's own, which the parser adds, are not the app's)
            if (!(node instanceof HTMLLinkElement) || node.rel !== 'modulepreload') continue;
            if (document.readyState === 'loading') continue;
            // boot's are the ones the page names on boot's script: the entry and the start chunks
            const boot = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset;
            const named = [boot?.app, ...(boot?.start?.split(' ') ?? [])];
            added.push({
              href: node.href.replace(/.*\//, ''),
              fromBoot: named.includes(node.getAttribute('href') ?? ''),
              beforeTakeOver: document.querySelector('.prerender-variant') !== null,
            });
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ROUTES) {
      await page.goto(path);
      await ready(page);
      const added = await page.evaluate(
        () =>
          (window as { __preloadsAdded?: { href: string; fromBoot: boolean; beforeTakeOver: boolean }[] })
            .__preloadsAdded ?? [],
      );
      expect(added.filter((link) => link.fromBoot).length, path).toBeGreaterThan(3);
      // What the router imports as it starts was named by the page: Vite's helper adds nothing then.
      expect(
        added.filter((link) => link.beforeTakeOver && !link.fromBoot).map((link) => link.href),
        path,
      ).toEqual([]);
    }
  });

  test("the ring page's column sits where ringPlacement puts it before any script", async ({ page }) => {
    await holdScriptsBack(page);
    for (const [width, height] of [
      [800, 1280],
      [1024, 640],
      [1366, 768],
      [1920, 1080],
      [2560, 1000],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/projects');
      const placement = ringPlacement(width, height);
      const column = await page.locator('.projects-column').boundingBox();
      expect(Math.abs((column?.x ?? 0) - (placement?.detailsLeft ?? -1)), `${width}×${height}`).toBeLessThan(
        1,
      );
    }
  });

  test('ids stay unique and <main> single on pages that carry a wide and a narrow copy', async ({ page }) => {
    await holdScriptsBack(page);
    for (const path of ['/', '/projects', '/projects/12']) {
      await page.goto(path);
      // What differs comes in both copies (Home's header and the main's content), inside one <main>.
      const wide = await page.locator('.prerender-variant[data-viewport="wide"]').count();
      expect(wide, path).toBeGreaterThan(0);
      expect(await page.locator('.prerender-variant[data-viewport="narrow"]').count(), path).toBe(wide);
      expect(await page.locator('main').count(), path).toBe(1);
      const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((e) => e.id));
      expect(ids.length - new Set(ids).size, path).toBe(0);
    }
  });
});

test.describe('the take-over and the text reveal', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the text already on screen is not revealed again when the app takes over; the next text is', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Every reveal that starts, from the first script on (a string: the page runs it as it is).
    await page.addInitScript(`
      const seen = (window.__reveals = []);
      window.__revealObserver = new MutationObserver((records) => {
        for (const record of records) {
          const nodes = record.type === 'attributes' ? [record.target] : [...record.addedNodes];
          for (const node of nodes) {
            if (!(node instanceof Element)) continue;
            if (node.matches('[data-scramble="running"]')) seen.push(node.textContent);
            for (const inner of node.querySelectorAll('[data-scramble="running"]')) seen.push(inner.textContent);
          }
        }
      });
      window.__revealObserver.observe(document, {
        subtree: true, childList: true, attributes: true, attributeFilter: ['data-scramble'],
      });
    `);
    const reveals = () =>
      page.evaluate(() => (window as unknown as { __reveals: string[] }).__reveals.length);
    await page.goto('/projects');
    await ready(page);
    await expect(page.locator('.detail-number')).toHaveText('#1', { useInnerText: true });
    // Nothing on the ring page changes by itself: a reveal now would have come from the take-over.
    await expect(page.locator('.ring-surface')).toHaveAttribute('data-scene', 'ready', { timeout: 30_000 });
    await pageFrames(page);
    expect(await page.locator('[data-scramble="running"]').count()).toBe(0);
    expect(await reveals()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.detail-number')).toHaveText('#2', { useInnerText: true, timeout: 5000 });
    await expect.poll(reveals).toBeGreaterThan(0);
  });
});

test.describe('strict Content-Security-Policy', () => {
  test('no violation on any route', async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (e) =>
        violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    for (const path of ROUTES) {
      await page.goto(path);
      await ready(page);
      // Everything the page loads after its first paint: the scene worker, its chunks, the mesh on screen.
      await expect(page.locator('html')).toHaveAttribute('data-mesh', 'shown', { timeout: 30_000 });
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations, path).toEqual([]);
    }
  });

  test('unsafe API calls without the anti-forgery header are refused', async ({ request }) => {
    const res = await request.post('/api/pageviews', { data: { path: '/', viewport: 'desktop' } });
    expect(res.status()).toBe(403);
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('every route reloads offline after one visit', async ({ page, context, consoleErrors }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await ready(page);
    // The worker registers once the app has been stable for 3000 ms, then precaches the site.
    // (waitForFunction would take an async predicate's promise as truthy at once: poll instead.)
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);
    for (const path of ROUTES) {
      await page.goto(path);
      await ready(page);
    }
    // Both API answers are in the worker's cache (it fetches them again once it controls the page).
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('portfolio-api')).keys()).length), {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(2);
    await context.setOffline(true);
    // Offline, the tracker sends nothing (the browser would log each failed attempt as an error).
    const pageViews: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/pageviews')
        pageViews.push(request.url());
    });
    for (const path of ROUTES) {
      await page.goto(path);
      await ready(page);
      await expect(page.locator('.section-title')).toHaveText(path === '/' ? 'projets récents' : /\S/);
      await expect(page.locator('canvas').first()).toBeAttached();
    }
    await page.goto('/profil');
    await expect(page.getByRole('heading', { name: 'Expérience professionnelle' })).toBeVisible();
    await context.setOffline(false);
    expect(pageViews).toEqual([]);
    // No console error on any route offline (the fixture checks consoleErrors is empty).
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('page views', () => {
  // One server and one database for the whole group.
  test.describe.configure({ mode: 'serial' });
  // Headless Chromium announces itself and is not counted (pageviewRules.spec.ts): a desktop Chrome's agent.
  test.use({ userAgent: DESKTOP_CHROME });
  let server: ChildProcess;
  let dataDir: string;
  const port = Number(process.env.E2E_ANALYTICS_PORT ?? 4199);
  const origin = `http://127.0.0.1:${port}`;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pageviews-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ANALYTICS: 'on' },
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`${origin}/api/actus`)).ok) return;
      } catch {
        // not listening yet
      }
      // The interval between two asks while the server starts (the loop waits for its answer, not the clock).
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error('analytics server did not start');
  });
  test.afterAll(() => {
    server.kill();
  });

  const rows = () => {
    const db = new Database(join(dataDir, 'analytics.sqlite'), { readonly: true });
    const result = db.prepare('SELECT path, kind, viewport, referrer_host FROM pageviews ORDER BY id').all();
    db.close();
    return result as { path: string; kind: string; viewport: string; referrer_host: string | null }[];
  };

  test('land in SQLite, one per route change, without personal data', async ({ page }) => {
    const before = rows().length;
    await page.goto(`${origin}/profil`);
    await ready(page);
    await page
      .getByRole('navigation', { name: 'Menu principal', exact: true })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => rows().length).toBe(before + 2);
    expect(rows().slice(-2)).toEqual([
      { path: '/profil', kind: 'page', viewport: 'desktop', referrer_host: null },
      { path: '/contact', kind: 'page', viewport: 'desktop', referrer_host: null },
    ]);
    expect(await page.context().cookies()).toEqual([expect.objectContaining({ name: 'XSRF-TOKEN' })]);
  });

  test('nothing is stored under Do Not Track or Global Privacy Control', async ({ browser }) => {
    const before = rows().length;
    const dnt = await browser.newContext({
      extraHTTPHeaders: { DNT: '1' },
      serviceWorkers: 'block',
      userAgent: DESKTOP_CHROME,
    });
    const gpc = await browser.newContext({ serviceWorkers: 'block', userAgent: DESKTOP_CHROME });
    await gpc.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    for (const context of [dnt, gpc]) {
      const page = await context.newPage();
      await page.goto(`${origin}/contact`);
      await ready(page);
    }
    // The same arrival without either signal, after them: once its view is stored, theirs would have been.
    const plain = await browser.newContext({ serviceWorkers: 'block', userAgent: DESKTOP_CHROME });
    const control = await plain.newPage();
    await control.goto(`${origin}/profil`);
    await ready(control);
    await expect.poll(() => rows().length).toBeGreaterThan(before);
    await dnt.close();
    await gpc.close();
    await plain.close();
    expect(rows().slice(before)).toEqual([
      { path: '/profil', kind: 'page', viewport: 'desktop', referrer_host: null },
    ]);
  });
});
