// The phone list's focus ring (issue 32, point 6): around a project's toggle, given focus by the keyboard,
// the ring clears what it surrounds, the « 01 » and the « + », instead of cutting through them. As
// Chromium's spec (tests/e2e/focusRing.spec.ts) measures it.
//
// The keys are the driver's (W3C key actions in WebKit, BiDi input.performActions in Gecko): trusted
// events that set the keyboard modality :focus-visible follows, provided the window has the focus. It had
// not, before: Xvfb without a window manager focuses the window under its pointer (drivers/webkit.ts) and
// Firefox started on about:blank keeps the focus in its address bar (drivers/firefox.ts); document.hasFocus()
// was false, so :focus itself never matched. The check waits for the focus, then also requires that the
// toggle matches :focus-visible, so a ring measured is the one a keyboard visitor sees.
import { expect } from 'vitest';
import type { EnginePage } from '../drivers/enginePage.ts';
import { poll } from '../lib/poll.ts';

interface Side {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface RingGeometry {
  focusVisible: boolean;
  outline: string;
  /** The ring's inner edge: everything it draws lies outside it. */
  inner: Side;
  number: Side | null;
  icon: Side | null;
  /** A clipping ancestor between the ringed element and the page, if any. */
  clippedBy: string | null;
}

export async function checkFocusRing(page: EnginePage): Promise<void> {
  await poll(
    () =>
      page.evaluate(
        () => document.hasFocus() && document.querySelector('.project-item-toggle') !== null,
        null,
      ),
    Boolean,
    { what: 'the page focused and its list shown', timeout: 20_000 },
  );
  await page.evaluate(() => document.querySelector<HTMLElement>('.project-item-toggle')?.focus(), null);
  // A keyboard focus, as a visitor's Tab gives it.
  await page.press('Tab', { shift: true });
  await page.press('Tab');
  const geometry = await page.evaluate((): RingGeometry | null => {
    const element = document.activeElement;
    if (!element?.matches('.project-item-toggle')) return null;
    // The ring is drawn by the toggle or by an ancestor that wraps it (where the item clips its content).
    let ringed: Element | null = element;
    while (ringed && getComputedStyle(ringed).outlineStyle === 'none') ringed = ringed.parentElement;
    if (!ringed) return null;
    const style = getComputedStyle(ringed);
    const offset = Number.parseFloat(style.outlineOffset);
    const box = ringed.getBoundingClientRect();
    const side = (selector: string): Side | null => {
      const r = element.querySelector(selector)?.getBoundingClientRect();
      return r ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom } : null;
    };
    let clippedBy: string | null = null;
    for (let up = ringed.parentElement; up && up !== document.body; up = up.parentElement)
      if (getComputedStyle(up).overflow !== 'visible') {
        clippedBy = up.className;
        break;
      }
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
      inner: {
        left: box.left - offset,
        right: box.right + offset,
        top: box.top - offset,
        bottom: box.bottom + offset,
      },
      number: side('.project-item-number'),
      icon: side('.project-item-icon'),
      clippedBy,
    };
  }, null);
  expect(geometry, 'a toggle focused, with a focus ring drawn').not.toBeNull();
  if (!geometry) return;
  expect(geometry.focusVisible, 'the toggle matches :focus-visible').toBe(true);
  expect(geometry.outline).toMatch(/^solid [1-9]/);
  for (const [name, part] of [
    ['number', geometry.number],
    ['icon', geometry.icon],
  ] as const) {
    expect(part, name).not.toBeNull();
    if (!part) continue;
    // At least 2 px of clear space between the ring's inner edge and the content.
    expect(part.left - geometry.inner.left, `${name} left`).toBeGreaterThanOrEqual(2);
    expect(geometry.inner.right - part.right, `${name} right`).toBeGreaterThanOrEqual(2);
    expect(part.top - geometry.inner.top, `${name} top`).toBeGreaterThanOrEqual(2);
    expect(geometry.inner.bottom - part.bottom, `${name} bottom`).toBeGreaterThanOrEqual(2);
  }
  expect(geometry.clippedBy, 'an ancestor clipping the ring').toBeNull();
}
