import { expect, ready, test } from './fixtures.ts';

const ROUTES = [
  { path: '/', section: 'projets récents', title: /^Projets récents · Bastien Roussel/ },
  // Projects: the tab names the selected work first (the most recent, or the address's).
  { path: '/projects', section: 'projets', title: /^[^·]+ · Projets · / },
  { path: '/projects/12', section: 'projets', title: /^Espace adhérent d’une mutuelle · Projets · / },
  { path: '/profil', section: 'profil', title: /^Profil · / },
  { path: '/contact', section: 'contact', title: /^Contact · / },
];

test.describe('desktop shell', () => {
  for (const route of ROUTES) {
    test(`${route.path} shows its section title and document title`, async ({ page }) => {
      await page.goto(route.path);
      await ready(page);
      await expect(page.locator('.section-title')).toHaveText(route.section);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  }

  test('unknown paths redirect home, answered 404 so no search engine indexes them', async ({
    page,
    request,
    consoleErrors,
  }) => {
    for (const path of ['/', '/profil', '/contact', '/projects', '/projects/12']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const response = await page.goto('/ceci/nexiste/pas');
    expect(response?.status()).toBe(404);
    await ready(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.section-title')).toHaveText('projets récents');
    // The browser's own note of the document's 404, the one console error a 404 page has.
    const own = consoleErrors.filter((text) => !/status of 404/.test(text));
    consoleErrors.splice(0, consoleErrors.length, ...own);
  });

  test('the menu marks the current entry, which is not a link', async ({ page }) => {
    await page.goto('/profil');
    await ready(page);
    const menu = page.getByRole('navigation', { name: 'Menu principal', exact: true });
    await expect(menu.locator('[aria-current="page"]')).toHaveText('Profil');
    await expect(menu.getByRole('link', { name: 'Profil' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu.locator('[aria-current="page"]')).toHaveText('Contact');
    await expect(menu.getByRole('link', { name: 'Profil' })).toBeVisible();
  });

  test('the logo links home and is disabled on home', async ({ page }) => {
    await page.goto('/contact');
    await ready(page);
    await page.getByRole('link', { name: 'Bastien Roussel, accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Bastien Roussel, accueil' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Bastien Roussel, accueil' })).toBeVisible();
  });

  test('the loading overlay fades out and leaves the DOM', async ({ page }) => {
    await page.goto('/profil');
    await expect(page.locator('#loading-overlay')).toHaveCount(0, { timeout: 20_000 });
  });

  test('Profil shows its six sections and a dated timeline', async ({ page }) => {
    await page.goto('/profil');
    await ready(page);
    for (const name of [
      'Profil',
      'Domaines de compétence',
      'Champs d’application',
      'Expertise',
      'Formation',
      'Expérience professionnelle',
    ]) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    const stops = page.locator('.timeline-stop');
    expect(await stops.count()).toBeGreaterThanOrEqual(5);
    await expect(stops.first().locator('time')).toHaveText(/^(depuis )?[a-zéû]+ \d{4}/);
  });

  test('Contact has one mailto and one tel link', async ({ page }) => {
    await page.goto('/contact');
    await ready(page);
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(page.locator('a[href^="mailto:"]')).toHaveAttribute(
      'href',
      'mailto:bonjour@bastien-roussel.fr',
    );
    await expect(page.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+33\d{9}$/);
  });

  test('outbound links from link markers open in a new tab, safely', async ({ page }) => {
    // Work 18's description carries a link marker.
    await page.goto('/projects/18');
    await ready(page);
    const outbound = page.locator('main a.outbound');
    await expect(outbound.first()).toBeAttached();
    for (const link of await outbound.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('failed data load', () => {
  test('shows a French message and retries', async ({ page, consoleErrors }) => {
    let calls = 0;
    await page.route('**/api/portfolio', async (route) => {
      calls += 1;
      if (calls === 1) await route.fulfill({ status: 503, body: 'Service Unavailable' });
      else await route.continue();
    });
    await page.goto('/profil');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Chargement impossible');
    await expect(alert).toContainText('Le serveur ne répond pas');
    await expect(page.locator('#loading-overlay')).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { name: 'Expérience professionnelle' })).toBeVisible();
    expect(calls).toBe(2);
    // The failed start-up is logged on purpose; nothing else may be.
    const unexpected = consoleErrors.filter((e) => !/503|Route failed/.test(e));
    consoleErrors.length = 0;
    expect(unexpected).toEqual([]);
  });
});

test.describe('phone shell', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the burger opens the menu and a click inside closes it', async ({ page }) => {
    await page.goto('/profil');
    await ready(page);
    await expect(page.getByRole('navigation', { name: 'Menu principal', exact: true })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();
    const panel = page.getByRole('navigation', { name: 'Menu principal (mobile)' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(panel.locator('[aria-current="page"]')).toHaveText('Profil');
    await panel.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(panel).toBeHidden();
  });

  test('a click on the current entry also closes the burger menu', async ({ page }) => {
    await page.goto('/contact');
    await ready(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const panel = page.getByRole('navigation', { name: 'Menu principal (mobile)' });
    await panel.locator('[aria-current="page"]').click();
    await expect(panel).toBeHidden();
  });

  test('the open burger panel spans the screen under the header', async ({ page }) => {
    await page.goto('/profil');
    await ready(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const panel = page.locator('.burger-panel');
    await expect(panel).toBeVisible();
    const header = await page.locator('.header').boundingBox();
    const box = await panel.boundingBox();
    expect(header).not.toBeNull();
    expect(box).toMatchObject({ x: 0, width: 390 });
    expect(Math.abs((box?.y ?? -1) - (header?.height ?? 0))).toBeLessThan(1);
  });

  test('the section title is blank on home, shown elsewhere', async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await expect(page.locator('.section-title')).toHaveText('');
    await page.goto('/profil');
    await ready(page);
    await expect(page.locator('.section-title')).toHaveText('profil');
  });
});

test.describe('a tablet, wide but a mobile device', () => {
  // An Android tablet in landscape: 1280 px wide, over the 768 px threshold, but the UA's mobile flag is set.
  test.use({
    viewport: { width: 1280, height: 800 },
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  });

  test("home's section title is blank, as on a phone; other titles show", async ({ page }) => {
    await page.goto('/profil');
    await ready(page);
    await expect(page.locator('.section-title')).toHaveText('profil');
    await page.getByRole('link', { name: /accueil/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.section-title')).toHaveText('');
  });
});

test('the logo link is named by what it shows first, its initials', async ({ page }) => {
  await page.goto('/contact');
  await ready(page);
  const logo = page.locator('a.logo');
  await expect(logo).toHaveAccessibleName(/^BR\b/);
  await expect(logo.locator('.logo-initials')).toHaveText('BR');
});

// Text over the canvas sits on compositor layers of its own (shell.css); a transform or a will-change
// of one on an ancestor would pin a fixed element (menus, notices, the ring screen) to that ancestor.
for (const size of [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
]) {
  test.describe(`${size.name}: fixed elements`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });
    test('are placed against the viewport, on every screen', async ({ page }) => {
      for (const route of ROUTES) {
        await page.goto(route.path);
        await ready(page);
        const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
        if (await burger.isVisible()) await burger.click();
        const pinned = await page.evaluate(() => {
          const found: string[] = [];
          for (const element of document.querySelectorAll('body *')) {
            if (getComputedStyle(element).position !== 'fixed') continue;
            for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
              const style = getComputedStyle(up);
              const pins =
                style.transform !== 'none' ||
                style.filter !== 'none' ||
                style.perspective !== 'none' ||
                /transform|filter|perspective/.test(style.willChange) ||
                /paint|layout|strict|content/.test(style.contain);
              if (pins) found.push(`${element.className} inside ${up.tagName.toLowerCase()}.${up.className}`);
            }
          }
          return found;
        });
        expect(pinned, route.path).toEqual([]);
      }
    });
  });
}
