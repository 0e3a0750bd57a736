// The prerendered Home sizes its donuts from home.css (the strict CSP drops style attributes): those
// copies must stay equal to the constants the scenes draw with.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESKTOP_DONUT, type DonutSpec, MOBILE_DONUT } from '../../scenes/contract/donutLayout.ts';
import { MOBILE_MAX_WIDTH } from '../../scenes/contract/viewport.ts';

const css = readFileSync(new URL('../../src/styles/home.css', import.meta.url), 'utf8');

function specIn(block: string): DonutSpec {
  const px = (name: string) => {
    const match = new RegExp(`--donut-${name}:\\s*(\\d+)px`).exec(block);
    if (!match?.[1]) throw new Error(`--donut-${name} missing from .donuts in home.css`);
    return Number(match[1]);
  };
  return { size: px('size'), width: px('width'), weight: px('weight') };
}

describe('home.css donut sizes', () => {
  it('are the desktop constants outside any media query', () => {
    const block = /^\.donuts \{[^}]*\}/m.exec(css)?.[0] ?? '';
    expect(specIn(block)).toEqual(DESKTOP_DONUT);
  });

  it('are the mobile constants below the mobile breakpoint', () => {
    const media = new RegExp(
      `@media \\(max-width: ${MOBILE_MAX_WIDTH - 1}\\.98px\\) \\{\\s*\\.donuts \\{[^}]*\\}`,
    ).exec(css)?.[0];
    expect(media, `no .donuts block under @media (max-width: ${MOBILE_MAX_WIDTH - 1}.98px)`).toBeDefined();
    expect(specIn(media ?? '')).toEqual(MOBILE_DONUT);
  });
});
