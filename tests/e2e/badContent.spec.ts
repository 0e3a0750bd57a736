// Bad content reaching the browser (an old static copy, a hand-edited API answer): the valid part is shown
// with a discreet French notice, never a crash; and hostile text in every field yields no unsafe anchor.
import type { Page } from '@playwright/test';
import type { Actu, Portfolio, Work } from '../../content/schema.ts';
import { expect, ready, test } from './fixtures.ts';
import { loaded } from './stress.ts';

type Loose = Record<string, unknown>;

async function realAnswers(page: Page) {
  const portfolio = (await (await page.request.get('/api/portfolio')).json()) as Portfolio;
  const { actus } = (await (await page.request.get('/api/actus')).json()) as { actus: Actu[] };
  return { portfolio, actus };
}

async function serve(page: Page, portfolio: unknown, actus?: unknown) {
  await page.route('**/api/portfolio', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(portfolio) }),
  );
  if (actus !== undefined)
    await page.route('**/api/actus', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ actus }) }),
    );
}

/** The invalid parts warn in the console on purpose (for the owner); warnings are not errors. */
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Une partie du contenu' });

test.describe('a partly invalid API answer', () => {
  test('Projects shows every valid work and says how many were left out', async ({ page }) => {
    const { portfolio } = await realAnswers(page);
    const works = portfolio.works.map((w) => ({ ...w })) as Loose[];
    (works[1] as Loose).date = '2019-02-30';
    delete (works[4] as Loose).title;
    (works[7] as Loose).type_id = 'sculpture';
    (works[9] as Loose).id = (works[2] as Loose).id;
    (works[11] as Loose).description = 'x'.repeat(100_000);
    await serve(page, { ...portfolio, works });
    await page.goto('/projects');
    await ready(page);
    await expect(page.getByRole('listbox', { name: 'Anneau des projets' }).getByRole('option')).toHaveCount(
      portfolio.works.length - 5,
    );
    await expect(notice(page)).toHaveText(
      'Une partie du contenu n’a pas pu être affichée (5 éléments ignorés).',
    );
    // The notice follows the visitor: the shared document is the same on every screen.
    await page
      .getByRole('navigation', { name: 'Menu principal', exact: true })
      .getByRole('link', { name: 'Profil' })
      .click();
    await expect(page.getByRole('heading', { name: 'Expérience professionnelle' })).toBeVisible();
    await expect(notice(page)).toBeVisible();
  });

  test('a whole section unusable (no site) is unreadable data with a retry, not a blank page', async ({
    page,
    consoleErrors,
  }) => {
    const { portfolio } = await realAnswers(page);
    const { site: _site, ...withoutSite } = portfolio;
    await serve(page, withoutSite);
    await page.goto('/profil');
    await expect(page.getByRole('alert')).toContainText('Les données du portfolio sont illisibles.');
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    const unexpected = consoleErrors.filter((e) => !/^Route failed:/.test(e));
    consoleErrors.length = 0;
    expect(unexpected).toEqual([]);
  });

  test('no valid work at all: Projects stays up and says so', async ({ page }) => {
    const { portfolio } = await realAnswers(page);
    await serve(page, { ...portfolio, works: portfolio.works.map((w) => ({ ...w, date: 'bientôt' })) });
    await page.goto('/projects');
    await ready(page);
    await expect(notice(page)).toBeVisible();
    await expect(page.locator('.section-title')).toHaveText('projets');
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`5,000 works with one bad date at ${viewport.width} px: 4,999 shown, one left out`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const { portfolio } = await realAnswers(page);
      const works = Array.from({ length: 5000 }, (_, i) => ({
        ...(portfolio.works[i % portfolio.works.length] as Work),
        id: i + 1,
      }));
      (works[4321] as Loose).date = '2019-02-30';
      await serve(page, { ...portfolio, works });
      await page.goto('/projects');
      await loaded(page);
      const entries =
        viewport.width >= 768
          ? page.getByRole('listbox', { name: 'Anneau des projets' }).getByRole('option')
          : page.locator('.project-entry');
      await expect(entries).toHaveCount(4999, { timeout: 60_000 });
      await expect(notice(page)).toHaveText(
        'Une partie du contenu n’a pas pu être affichée (1 élément ignoré).',
      );
    });
  }

  for (const viewport of [
    { name: 'desktop', width: 1440, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`Home (${viewport.name}) keeps the valid projects, drops duplicates and bad donuts, and says so`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const { portfolio, actus } = await realAnswers(page);
      const broken = actus.map((a) => ({ ...a })) as Loose[];
      (broken[0] as Loose).title = 42;
      (broken[2] as Loose).home_graphs = '[{"title":"SEO","value":1.4}]';
      (broken[3] as Loose).id = (broken[1] as Loose).id;
      await serve(page, portfolio, broken);
      await page.goto('/');
      await loaded(page);
      await expect(notice(page)).toHaveText(
        'Une partie du contenu n’a pas pu être affichée (3 éléments ignorés).',
      );
      const shown = actus.length - 2;
      if (viewport.name === 'phone') await expect(page.locator('.project-item-list > li')).toHaveCount(shown);
      // The desktop showcase turns every 3.5 s: its count, not the project it shows now, says what it kept.
      else
        await expect(page.locator('.showcase-count')).toHaveText(
          new RegExp(`/ ${String(shown).padStart(2, '0')}$`),
        );
      await expect(page.getByText((actus[0] as Actu).title, { exact: true })).toHaveCount(0);
      // Elsewhere the home list's problems are not this screen's.
      await page.goto('/contact');
      await ready(page);
      await expect(notice(page)).toHaveCount(0);
    });
  }
});

// Every way a link marker can try to smuggle an unsafe address, each well under the fields' limits.
const HOSTILE = [
  '[[javascript:alert(1)|cliquez]]',
  '[[JaVaScRiPt:alert(1)|cliquez]]',
  '[[ javascript:alert(1)]]',
  '[[java\tscript:alert(1)|x]]',
  '[[data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==|image]]',
  '[[http://exemple.fr|en clair]]',
  '[[https://user:motdepasse@exemple.fr|identifiants]]',
  '[[https://admin@exemple.fr]]',
  '[[https://еxemple.fr|cyrillique]]',
  '[[https://xn--exmple-cua.fr|punycode]]',
  '[[//exemple.fr|sans schéma]]',
  '[[ [[https://exemple.fr|imbriqué]] ]]',
  '[[https://exemple.fr sans fin',
  '[[[[[[javascript:alert(1)]]]]]]',
  '<img src=x onerror=alert(1)><script>alert(1)</script>',
  '[[https://exemple.fr/"><img src=x onerror=alert(1)>|guillemets]]',
  '[[vbscript:msgbox(1)|vb]]',
  '[[https://exemple.fr|ok]] et [[javascript:void(0)|pas ok]]',
].join(' · ');

const SAFE_HREF = /^(https:\/\/|mailto:|tel:|\/|#)/;

async function expectNoUnsafeAnchor(page: Page, where: string) {
  const anchors = await page.locator('a[href]').evaluateAll((list) =>
    list.map((a) => ({
      href: a.getAttribute('href') ?? '',
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    })),
  );
  for (const anchor of anchors) {
    expect(anchor.href, `${where}: ${anchor.href}`).toMatch(SAFE_HREF);
    if (anchor.href.startsWith('https://')) {
      expect(new URL(anchor.href).username, where).toBe('');
      expect(anchor.target, where).toBe('_blank');
      expect(anchor.rel, where).toBe('noopener noreferrer');
    }
  }
  // Markup in the text stays text.
  expect(await page.locator('main img[src="x"], main script').count(), where).toBe(0);
  return anchors.filter((a) => a.href.startsWith('https://exemple.fr')).length;
}

test.describe('hostile text in every field', () => {
  async function serveHostile(page: Page) {
    const { portfolio, actus } = await realAnswers(page);
    const hostileWork = (w: Work): Work => ({
      ...w,
      title: `${w.title} [[javascript:alert(1)|x]]`,
      description: `${HOSTILE.slice(0, 560)}`,
      comment: `Vue 3 | ${HOSTILE.slice(0, 400)}`,
      subtitle: '[[https://user:pass@exemple.fr]] <b>gras</b>',
    });
    const profile = {
      ...portfolio.profile,
      intro: [HOSTILE, ...portfolio.profile.intro],
      experience: portfolio.profile.experience.map((e) => ({ ...e, description: HOSTILE.slice(0, 590) })),
    };
    const hostileActus = actus.map((a) => ({
      ...a,
      description: HOSTILE.slice(0, 590),
      comment: HOSTILE.slice(0, 590),
    }));
    await serve(page, { ...portfolio, works: portfolio.works.map(hostileWork), profile }, hostileActus);
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    return portfolio.works.length;
  }

  test('desktop: home, every work of the ring, profil and contact', async ({ page }) => {
    test.setTimeout(90_000);
    await serveHostile(page);
    let safeLinks = 0;
    await page.goto('/');
    await loaded(page);
    safeLinks += await expectNoUnsafeAnchor(page, 'home');
    await page.goto('/profil');
    await ready(page);
    safeLinks += await expectNoUnsafeAnchor(page, 'profil');
    await page.goto('/contact');
    await ready(page);
    await expectNoUnsafeAnchor(page, 'contact');
    await page.goto('/projects');
    await ready(page);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('ArrowRight');
      safeLinks += await expectNoUnsafeAnchor(page, `projects #${i + 2}`);
    }
    // The safe markers among the hostile ones did become links: the check is not vacuous.
    expect(safeLinks).toBeGreaterThan(0);
  });

  test.describe('phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the list of every work and the home carousel', async ({ page }) => {
      const count = await serveHostile(page);
      await page.goto('/projects');
      await ready(page);
      await expect(page.locator('.project-entry')).toHaveCount(count);
      expect(await expectNoUnsafeAnchor(page, 'projects list')).toBeGreaterThan(0);
      await page.goto('/');
      await loaded(page);
      expect(await expectNoUnsafeAnchor(page, 'home carousel')).toBeGreaterThan(0);
    });
  });
});
