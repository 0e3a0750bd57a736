// The phone list's focus ring (issue 32): around a project's toggle it clears what it surrounds, the
// « 01 » and the « + », instead of cutting through them.
import { expect, ready, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("the focus ring of a phone project toggle clears its number and its '+'", async ({ page }) => {
  await page.goto('/');
  await ready(page);
  const toggle = page.locator('.project-item-toggle').first();
  await toggle.focus();
  // A keyboard focus, as a visitor's Tab gives it (focus() from a script may not show the ring).
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  const geometry = await toggle.evaluate((element) => {
    // The ring is drawn by the toggle or by an ancestor that wraps it (where the item clips its content).
    let ringed: Element | null = element;
    while (ringed && getComputedStyle(ringed).outlineStyle === 'none') ringed = ringed.parentElement;
    if (!ringed) return null;
    const style = getComputedStyle(ringed);
    const offset = Number.parseFloat(style.outlineOffset);
    const box = ringed.getBoundingClientRect();
    const rect = (selector: string) => {
      const r = element.querySelector(selector)?.getBoundingClientRect();
      return r ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom } : null;
    };
    // Everything the ring draws lies outside this inner edge.
    const inner = {
      left: box.left - offset,
      right: box.right + offset,
      top: box.top - offset,
      bottom: box.bottom + offset,
    };
    return { inner, number: rect('.project-item-number'), icon: rect('.project-item-icon') };
  });
  expect(geometry, 'a focus ring is drawn').not.toBeNull();
  const { inner, number, icon } = geometry as NonNullable<typeof geometry>;
  for (const [name, part] of [
    ['number', number],
    ['icon', icon],
  ] as const) {
    expect(part, name).not.toBeNull();
    if (!part) continue;
    // At least 2 px of clear space between the ring's inner edge and the content.
    expect(part.left - inner.left, `${name} left`).toBeGreaterThanOrEqual(2);
    expect(inner.right - part.right, `${name} right`).toBeGreaterThanOrEqual(2);
    expect(part.top - inner.top, `${name} top`).toBeGreaterThanOrEqual(2);
    expect(inner.bottom - part.bottom, `${name} bottom`).toBeGreaterThanOrEqual(2);
  }
  // The ring is not clipped: the element that draws it has no clipping ancestor closer than the page.
  const clipped = await toggle.evaluate((element) => {
    let ringed: Element | null = element;
    while (ringed && getComputedStyle(ringed).outlineStyle === 'none') ringed = ringed.parentElement;
    for (let up = ringed?.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflow !== 'visible') return up.className;
    }
    return null;
  });
  expect(clipped).toBeNull();
});
