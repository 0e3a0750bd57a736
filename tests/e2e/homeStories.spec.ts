// Home's recent projects lead somewhere: at 1440×900 « Projet précédent » / « Projet suivant » beside the
// pause button (keyboard, at once, the 3500 ms count started again, a wrap at the start), the slides read
// out once the visitor moves them, and each slide's « Voir le projet » opening its work on the ring; at
// 390×844 with touch, the slide card's link.
import type { Page } from '@playwright/test';
import type { Actu, Work } from '../../content/schema.ts';
import { expect, ready, spokenText, test } from './fixtures.ts';

async function content(page: Page): Promise<{ actus: Actu[]; works: Work[] }> {
  const { actus } = (await (await page.request.get('/api/actus')).json()) as { actus: Actu[] };
  const { works } = (await (await page.request.get('/api/portfolio')).json()) as { works: Work[] };
  return { actus, works };
}

const count = (page: Page) => page.locator('.showcase-count-current');
const fill = (page: Page) => page.locator('.showcase-progress-fill');
const twoDigits = (n: number) => String(n).padStart(2, '0');

test.describe('desktop: previous and next beside the pause button', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.setTimeout(90_000);

  test('Tab reaches « Projet suivant »; Enter shows the next project at once and starts the count again', async ({
    page,
  }) => {
    const { actus } = await content(page);
    await page.goto('/');
    await ready(page);
    const showcase = page.locator('.showcase-desktop');
    const slide = page.locator('.showcase-project');
    await expect(showcase).toHaveAttribute('data-cycle', 'running');
    // Turning on its own: nothing is read out.
    await expect(slide).toHaveAttribute('aria-live', 'off');

    const next = page.getByRole('button', { name: 'Projet suivant' });
    for (let tabs = 0; tabs < 40 && !(await next.evaluate((b) => b === document.activeElement)); tabs++)
      await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute('aria-controls', (await slide.getAttribute('id')) ?? '');
    // Focus on the cycle's own controls does not hold it (as on the pause button).
    await expect(showcase).toHaveAttribute('data-cycle', 'running');

    // Two seconds into a fresh count: without a restart the cycle would move 1.5 s after the press.
    const started = Number(await fill(page).getAttribute('data-countdown'));
    await expect(fill(page)).not.toHaveAttribute('data-countdown', String(started), { timeout: 10_000 });
    await page.waitForTimeout(2000);
    const shown = Number(await count(page).textContent());
    const countdown = await fill(page).getAttribute('data-countdown');
    const pressedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Enter');
    const expected = (shown % actus.length) + 1;
    await expect(count(page)).toHaveText(twoDigits(expected), { timeout: 500 });
    await expect(slide).toHaveAttribute('data-project', String(actus[expected - 1]?.id));
    // The progress starts again, running, and the visitor's move is read out.
    await expect(fill(page)).not.toHaveAttribute('data-countdown', countdown ?? '');
    await expect(fill(page)).toHaveAttribute('data-running', 'true');
    await expect(slide).toHaveAttribute('aria-live', 'polite');
    await expect(next).toBeFocused();

    // The next project comes 3500 ms after the press, not at the end of the count that was running.
    await expect(count(page)).toHaveText(twoDigits((expected % actus.length) + 1), { timeout: 8000 });
    const elapsed = (await page.evaluate(() => performance.now())) - pressedAt;
    expect(elapsed).toBeGreaterThanOrEqual(3400);
    // Turning on its own again: quiet.
    await expect(slide).toHaveAttribute('aria-live', 'off');
  });

  test('« Projet précédent » goes back and wraps to the last project; paused, nothing moves on', async ({
    page,
  }) => {
    const { actus } = await content(page);
    await page.goto('/');
    await ready(page);
    const showcase = page.locator('.showcase-desktop');
    await page.getByRole('button', { name: 'Pause du défilement des projets' }).click();
    await page.mouse.move(0, 0);
    await expect(showcase).toHaveAttribute('data-cycle', 'held', { timeout: 2000 });
    const previous = page.getByRole('button', { name: 'Projet précédent' });
    await previous.focus();
    const shown = Number(await count(page).textContent());
    for (let i = shown; i > 1; i--) await page.keyboard.press('Enter');
    await expect(count(page)).toHaveText('01');
    await page.keyboard.press('Enter');
    await expect(count(page)).toHaveText(twoDigits(actus.length));
    await expect(page.locator('.showcase-project')).toHaveAttribute(
      'data-project',
      String(actus[actus.length - 1]?.id),
    );
    await page.getByRole('button', { name: 'Projet suivant' }).press('Enter');
    await expect(count(page)).toHaveText('01');
    // Paused: the press shows the project, and no count starts.
    await expect(showcase).toHaveAttribute('data-cycle', 'held');
    await expect(fill(page)).toHaveAttribute('data-running', 'false');
  });

  test("the slide's « Voir le projet » opens its work on the ring", async ({ page }) => {
    const { actus, works } = await content(page);
    await page.goto('/');
    await ready(page);
    await page.getByRole('button', { name: 'Pause du défilement des projets' }).click();
    await page.getByRole('button', { name: 'Projet suivant' }).click();
    const id = Number(await page.locator('.showcase-project').getAttribute('data-project'));
    const actu = actus.find((a) => a.id === id);
    const work = works.find((w) => w.id === actu?.work_id);
    if (!actu || !work) throw new Error(`no work for the recent project ${id}`);
    const link = page.locator('.showcase-project').getByRole('link', { name: /^Voir le projet/ });
    await expect(link).toHaveAccessibleName(`Voir le projet «\u202f${actu.title}\u202f»`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${work.id}$`));
    // The ring's selection is the address: its detail and its listbox name the work.
    await expect.poll(() => spokenText(page.locator('.detail-title')), { timeout: 10_000 }).toBe(work.title);
    await expect(
      page.getByRole('listbox', { name: 'Anneau des projets' }).locator('[aria-selected="true"]'),
    ).toHaveText(new RegExp(`^${work.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `));
  });
});

test.describe('phone: the slide card links to its work', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.setTimeout(90_000);

  test('a tap on « Voir le projet » in the card opens the work', async ({ page }) => {
    const { actus, works } = await content(page);
    await page.goto('/');
    await ready(page);
    // No previous/next on the phone: the carousel swipes.
    await expect(page.getByRole('button', { name: 'Projet suivant' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Pause du défilement des projets' }).tap();
    const index = Number(await page.locator('.carousel').getAttribute('data-index'));
    const actu = actus[index];
    const work = works.find((w) => w.id === actu?.work_id);
    if (!actu || !work) throw new Error(`no work for slide ${index}`);
    const link = page.locator(`[data-slide="${index}"] .slide-link a`);
    await expect(link).toBeVisible();
    await link.tap();
    await expect(page).toHaveURL(new RegExp(`/projects/${work.id}$`));
    const open = page.locator('.project-entries [aria-expanded="true"]');
    await expect(open).toHaveCount(1);
    await expect(open).toContainText(work.title);
  });
});
