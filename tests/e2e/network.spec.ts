// The API failing in every way a network can: slow, stalled, 500, 404, reset, HTML instead of JSON, and a
// different document on retry. Each time a French message with 'Réessayer', the last good document kept,
// and no unhandled rejection (the fixture fails the test on any page error).
import type { Page, Route } from '@playwright/test';
import type { Portfolio } from '../../content/schema.ts';
import { expect, ready, test } from './fixtures.ts';

/** Console errors a failed load causes on purpose: the route's log and the browser's failed resource. */
const EXPECTED = [/^Route failed:/, /Failed to load resource/, /net::ERR_/];

/** Drops the expected errors from the fixture's list, so only unexpected ones fail the test. */
function allowExpectedErrors(consoleErrors: string[]) {
  const unexpected = consoleErrors.filter((e) => !EXPECTED.some((pattern) => pattern.test(e)));
  consoleErrors.length = 0;
  consoleErrors.push(...unexpected);
}

type Failure = (route: Route) => Promise<void>;

const FAILURES: { name: string; fail: Failure; message: RegExp }[] = [
  {
    name: '500',
    fail: (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    message: /Le serveur ne répond pas pour le moment/,
  },
  {
    name: '404',
    fail: (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"nope"}' }),
    message: /Les données du portfolio sont introuvables/,
  },
  {
    name: 'a connection reset',
    fail: (route) => route.abort('connectionreset'),
    message: /La connexion a échoué/,
  },
  {
    name: 'an HTML page instead of JSON',
    fail: (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Maintenance</title><p>Site en maintenance',
      }),
    message: /Les données du portfolio sont illisibles/,
  },
  {
    name: 'JSON that is not a document',
    fail: (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '["pas", "un", "document"]' }),
    message: /Les données du portfolio sont illisibles/,
  },
];

/** Answers the first `failures` calls with `fail`, then lets the real API answer. Returns the call count. */
async function failFirst(page: Page, pattern: string, fail: Failure, failures = 1) {
  const calls = { count: 0 };
  await page.route(pattern, async (route) => {
    calls.count += 1;
    if (calls.count <= failures) await fail(route);
    else await route.continue();
  });
  return calls;
}

const alert = (page: Page) => page.getByRole('alert').filter({ hasText: 'Chargement impossible' });
const retry = (page: Page) => page.getByRole('button', { name: 'Réessayer' });

test.describe('the shared document fails to load', () => {
  for (const { name, fail, message } of FAILURES) {
    test(`${name}: a French message, then the page after 'Réessayer'`, async ({ page, consoleErrors }) => {
      const calls = await failFirst(page, '**/api/portfolio', fail);
      await page.goto('/contact');
      await expect(alert(page)).toContainText(message);
      await expect(alert(page)).toContainText('Réessayez dans un instant.');
      await expect(page.locator('#loading-overlay')).toHaveCount(0, { timeout: 8000 });
      await retry(page).click();
      await ready(page);
      await expect(page.locator('a[href^="mailto:"]')).toHaveCount(1);
      await expect(alert(page)).toHaveCount(0);
      expect(calls.count).toBe(2);
      allowExpectedErrors(consoleErrors);
    });
  }

  test('a stalled answer fails after the timeout instead of waiting forever', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    let stalled: Route | undefined;
    const calls = await failFirst(page, '**/api/portfolio', async (route) => {
      stalled = route; // never answered
    });
    const start = Date.now();
    await page.goto('/profil');
    await expect(alert(page)).toContainText('Le serveur ne répond pas', { timeout: 20_000 });
    const waited = Date.now() - start;
    expect(waited, 'the 8 s timeout, not forever').toBeGreaterThan(7000);
    await retry(page).click();
    await expect(page.getByRole('heading', { name: 'Expérience professionnelle' })).toBeVisible();
    expect(calls.count).toBe(2);
    expect(stalled).toBeDefined();
    allowExpectedErrors(consoleErrors);
  });

  test('a 10 s answer fails at the timeout; the late answer changes nothing; the retry shows the page', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    let late: Promise<void> | undefined;
    const calls = await failFirst(page, '**/api/portfolio', async (route) => {
      // A server that answers after 10 s, past the page's 8 s timeout: the delay is the scenario.
      late = new Promise((resolve) => setTimeout(resolve, 10_000)).then(() =>
        // The page gave up on this request: fulfilling it is refused, which is the point.
        route.continue().catch(() => undefined),
      );
      await late;
    });
    await page.goto('/contact');
    await expect(alert(page)).toContainText('Le serveur ne répond pas', { timeout: 20_000 });
    await late;
    await expect(alert(page), 'still the message after the late answer').toBeVisible();
    await retry(page).click();
    await ready(page);
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(1);
    expect(calls.count).toBe(2);
    allowExpectedErrors(consoleErrors);
  });

  test('a valid but different document on retry is the one shown', async ({ page, consoleErrors }) => {
    const original = (await (await page.request.get('/api/portfolio')).json()) as Portfolio;
    const changed: Portfolio = {
      ...original,
      contact: { ...original.contact, email: 'nouvelle-adresse@bastien-roussel.fr' },
    };
    let calls = 0;
    await page.route('**/api/portfolio', (route) => {
      calls += 1;
      return calls === 1
        ? route.fulfill({ status: 503, body: 'Service Unavailable' })
        : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(changed) });
    });
    await page.goto('/contact');
    await expect(alert(page)).toBeVisible();
    await retry(page).click();
    await ready(page);
    await expect(page.locator('a[href^="mailto:"]')).toHaveAttribute(
      'href',
      'mailto:nouvelle-adresse@bastien-roussel.fr',
    );
    allowExpectedErrors(consoleErrors);
  });
});

test.describe('the home list fails after the shared document loaded', () => {
  for (const { name, fail } of FAILURES.slice(0, 4)) {
    test(`${name}: the shell, its menu and the loaded document stay; retry brings the projects`, async ({
      page,
      consoleErrors,
    }) => {
      let portfolioCalls = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/portfolio')) portfolioCalls += 1;
      });
      await page.goto('/contact');
      await ready(page);
      const email = await page.locator('a[href^="mailto:"]').getAttribute('href');
      const calls = await failFirst(page, '**/api/actus', fail);
      // From now on the shared document would fail too: the one already loaded must be kept.
      await page.route('**/api/portfolio', (route) => route.fulfill({ status: 500, body: 'boom' }));

      await page.getByRole('link', { name: 'Bastien Roussel, accueil' }).click();
      await expect(alert(page)).toBeVisible();
      await expect(page.locator('header')).toBeVisible();
      await expect(page.locator('.section-title')).toHaveText('projets récents');

      const menu = page.getByRole('navigation', { name: 'Menu principal', exact: true });
      await menu.getByRole('link', { name: 'Contact' }).click();
      await expect(page.locator('a[href^="mailto:"]')).toHaveAttribute('href', email ?? '');
      await page.getByRole('link', { name: 'Bastien Roussel, accueil' }).click();
      // The failure was not cached: coming back asks again, and this time the list comes.
      await expect(page.getByRole('heading', { name: 'Projets récents' })).toBeVisible();
      await expect(alert(page)).toHaveCount(0);
      expect(calls.count).toBe(2);
      expect(portfolioCalls, 'the shared document was loaded once').toBe(1);
      allowExpectedErrors(consoleErrors);
    });
  }

  test("'Réessayer' on home fetches the list again, not the shared document", async ({
    page,
    consoleErrors,
  }) => {
    let portfolioCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/portfolio')) portfolioCalls += 1;
    });
    const calls = await failFirst(page, '**/api/actus', (route) => route.abort('connectionreset'), 2);
    await page.goto('/');
    await expect(alert(page)).toContainText('La connexion a échoué');
    await expect(page.locator('header')).toBeVisible();
    await retry(page).click();
    await expect(alert(page)).toContainText('La connexion a échoué');
    await retry(page).click();
    await expect(page.getByRole('heading', { name: 'Projets récents' })).toBeVisible();
    expect(calls.count).toBe(3);
    expect(portfolioCalls).toBe(1);
    allowExpectedErrors(consoleErrors);
  });
});
