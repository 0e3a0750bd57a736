// Link markers in every text field a visitor reads: titles and subtitles become links, except inside a
// button, where the label shows as plain text and the link sits in the panel the button opens.
import type { Page } from '@playwright/test';
import type { Actu, Portfolio } from '../../content/schema.ts';
import { expect, ready, test } from './fixtures.ts';

const TITLE = 'Refonte [[https://exemple.fr/atelier|Atelier Exemple]]';
const SUBTITLE = 'Pour [[https://client.example.com|Client SA]], 2024';

/** Serves the real answers with markers in the home projects' titles and subtitles and in work 12's subtitle. */
async function serveMarkers(page: Page) {
  const portfolio = (await (await page.request.get('/api/portfolio')).json()) as Portfolio;
  const { actus } = (await (await page.request.get('/api/actus')).json()) as { actus: Actu[] };
  // Every project: the showcase may have moved on by the time the page is checked.
  const marked = { actus: actus.map((actu) => ({ ...actu, title: TITLE, subtitle: SUBTITLE })) };
  const works = portfolio.works.map((work) => (work.id === 12 ? { ...work, subtitle: SUBTITLE } : work));
  await page.route('**/api/actus', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(marked) }),
  );
  await page.route('**/api/portfolio', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ ...portfolio, works }),
    }),
  );
}

async function expectLink(page: Page, scope: string, label: string, href: string) {
  const link = page.locator(`${scope} a.outbound`, { hasText: label });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test.describe('desktop', () => {
  test("the showcase's title and subtitle carry their links", async ({ page }) => {
    await serveMarkers(page);
    await page.goto('/');
    await ready(page);
    await expectLink(page, '.showcase-title', 'Atelier Exemple', 'https://exemple.fr/atelier');
    await expectLink(page, '.showcase-subtitle', 'Client SA', 'https://client.example.com/');
    await expect(page.locator('.showcase-text')).not.toContainText('[[');
  });

  test("a work's subtitle in the detail block is a link", async ({ page }) => {
    await serveMarkers(page);
    await page.goto('/projects/12');
    await ready(page);
    await expectLink(page, '.project-detail .subtitle', 'Client SA', 'https://client.example.com/');
    await expect(page.locator('.project-detail')).not.toContainText('[[');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the slide links its title; the item shows it as plain text in its button, the link once opened', async ({
    page,
  }) => {
    await serveMarkers(page);
    await page.goto('/');
    await ready(page);
    await expectLink(page, '[data-slide="0"] .slide-title', 'Atelier Exemple', 'https://exemple.fr/atelier');
    await expectLink(page, '[data-slide="0"] .slide-subtitle', 'Client SA', 'https://client.example.com/');
    const toggle = page.locator('.project-item-toggle').first();
    await expect(toggle).toContainText('Refonte Atelier Exemple');
    await expect(toggle.locator('a')).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('.project-item-panel').first();
    await expectLink(
      page,
      '.project-item:first-child .project-item-panel',
      'Atelier Exemple',
      'https://exemple.fr/atelier',
    );
    await expect(panel.locator('a.outbound', { hasText: 'Client SA' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('[[');
  });
});
