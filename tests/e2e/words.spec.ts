// The words a visitor reads (issue 19): the tab's title, an unknown work's address, the meta
// descriptions, French typography where the text is rendered and the sample content's wording.
import { expect, ready, spokenText, test } from './fixtures.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

test.describe('the tab title', () => {
  test('names the selected work, on arrival and after each step', async ({ page }) => {
    await page.goto('/projects/20');
    await expect(page).toHaveTitle(/^Rapport annuel animé · Projets · Bastien Roussel/);
    await ready(page);
    // Past the take-over and the canvas start, still the work's name.
    await expect(page.locator('.detail-title')).toContainText('Rapport annuel animé');
    await expect(page).toHaveTitle(/^Rapport annuel animé · Projets · /);
    await page.keyboard.press('ArrowRight');
    await expect(page).not.toHaveURL(/\/projects\/20$/);
    const title = await spokenText(page.locator('#project-detail-title'));
    await expect(page).toHaveTitle(
      new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · Projets · `),
    );
  });
});

test.describe('an address naming no work', () => {
  for (const pid of ['99999', 'abc']) {
    test(`/projects/${pid} says so discreetly and keeps the ring usable`, async ({ page }) => {
      await page.goto(`/projects/${pid}`);
      await ready(page);
      const notice = page.getByRole('status').filter({ hasText: /n’existe pas ou n’existe plus/ });
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText(/^Ce projet n’existe pas ou n’existe plus\u202f: /);
      const ring = page.getByRole('listbox', { name: 'Anneau des projets' });
      await expect(page).toHaveURL(/\/projects\/\d+$/);
      const first = page.url();
      // The notice does not cover the ring: a click on its visible part reaches it.
      const hit = await ring.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const x = Math.max(rect.left, 0) + rect.width / 4;
        const y = rect.top + rect.height / 2;
        return document.elementFromPoint(x, y) === element;
      });
      expect(hit).toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect(page).not.toHaveURL(first);
    });
  }
});

test.describe('meta descriptions', () => {
  test.use({ javaScriptEnabled: false });

  test("keep the types' names as written and French typography", async ({ page }) => {
    await page.goto('/projects');
    const projects = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(projects).toContain('WebGL et 3D');
    expect(projects).toContain('Data-visualisation');
    expect(projects).toContain(`${NNBSP}:`);
    await page.goto('/contact');
    const contact = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(contact).toContain(`${NNBSP}:`);
    for (const path of ['/', '/projects', '/profil', '/contact', '/projects/1']) {
      await page.goto(path);
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description, path).not.toMatch(/ [:;!?]/);
    }
  });
});

test.describe('French typography in the rendered text', () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`no number apart from its unit, no broken « front-end », no line opening on « · » (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/profil', '/projects/1']) {
        await page.goto(path);
        await ready(page);
        const text = (await page.locator('main').textContent()) ?? '';
        expect(text, path).not.toMatch(/(^|[^\d])\d{1,3} (Ko|Mo|jours|semaines|formats|%)/);
        expect(text, path).not.toMatch(/front-end/i);
        expect(text, path).not.toMatch(/ · /);
      }
      await page.goto('/profil');
      await ready(page);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain(`front\u2011end`);
      expect(text).toContain(`5${NBSP}jours`);
      // The lede: no capital after the dash.
      await expect(page.locator('.page-profil .lede')).toHaveText(/^Bastien Roussel — développeur front.end/);
    });
  }
});

test.describe('the sample content', () => {
  test('is written in French, with one spelling of each word', async ({ request }) => {
    const body = await (await request.get('/api/portfolio')).text();
    for (const wrong of ['digital', 'au scroll', 'responsive', 'Dataviz'])
      expect(body, wrong).not.toContain(wrong);
    expect(body).toContain('agences web et numériques');
  });

  test('an availability dated in the past is not shown', async ({ page }) => {
    await page.route('**/api/portfolio', async (route) => {
      const response = await route.fetch();
      const doc = await response.json();
      doc.contact.availability = 'Disponible pour de nouvelles missions à partir de septembre 2020.';
      await route.fulfill({ response, json: doc });
    });
    await page.goto('/contact');
    await ready(page);
    await expect(page.locator('.page-contact .lede')).toHaveText(/, basé à Bordeaux\.$/);
    await expect(page.locator('.page-contact')).not.toContainText('septembre 2020');
  });
});
