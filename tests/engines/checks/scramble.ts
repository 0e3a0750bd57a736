// The scramble's moving glyphs stay inside the box of the text they stand for. On /projects at desktop
// size, a step starts the details' reveals: every frame while they run, each reveal's SVG glyph text
// (src/components/scrambleOverlay.ts) is measured against its .scramble element.
import { expect } from 'vitest';
import type { EnginePage } from '../drivers/enginePage.ts';
import { poll } from '../lib/poll.ts';

/**
 * How far (CSS px) a glyph's centre may lie outside its text's box. The centre, not the glyph's box: a random
 * glyph is centred on the character it stands for, so a wide one ('m' over an 'l' at the title's size)
 * rightly reaches several pixels past the text's edge, and its font box is taller than a tight line. A
 * correct glyph's centre is its character's, inside the box.
 */
export const GLYPH_SLACK = 4;

interface Sampled {
  /** Reveals measured, one per running reveal and frame. */
  samples: number;
  frames: number;
  /** The farthest a glyph's centre lay outside its text's box, in CSS px, and where. */
  worst: number;
  where: string;
}

/** Runs in the page: measures every running reveal on each animation frame until none runs. */
function sampleReveals(limitMs: number): Promise<Sampled> {
  return new Promise((resolve) => {
    const result: Sampled = { samples: 0, frames: 0, worst: 0, where: '' };
    const started = performance.now();
    const frame = () => {
      const running = document.querySelectorAll('.scramble[data-scramble="running"]');
      for (const element of running) {
        const svg = element.querySelector<SVGSVGElement>('.scramble-chars svg');
        const glyphs = svg?.querySelector('text');
        if (!svg || !glyphs || glyphs.getNumberOfChars() === 0) continue;
        const box = element.getBoundingClientRect();
        // The glyphs' positions are in the SVG's own pixels, from its top left corner.
        const origin = svg.getBoundingClientRect();
        result.samples += 1;
        for (let i = 0; i < glyphs.getNumberOfChars(); i++) {
          const extent = glyphs.getExtentOfChar(i);
          const x = origin.left + extent.x + extent.width / 2;
          const y = origin.top + extent.y + extent.height / 2;
          const outside = Math.max(box.left - x, x - box.right, box.top - y, y - box.bottom, 0);
          if (outside <= result.worst) continue;
          result.worst = outside;
          const glyph = glyphs.textContent?.[i] ?? '?';
          const edges = `${box.left.toFixed(1)}–${box.right.toFixed(1)} × ${box.top.toFixed(1)}–${box.bottom.toFixed(1)}`;
          result.where = `'${glyph}' centred at ${x.toFixed(1)}, ${y.toFixed(1)}; its text's box ${edges}`;
        }
      }
      result.frames += 1;
      if (running.length === 0 || performance.now() - started > limitMs) resolve(result);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export async function checkScrambleGlyphs(page: EnginePage): Promise<void> {
  // The first reveals over, a step starts new ones: they are what is sampled.
  await poll(
    () => page.evaluate(() => document.querySelectorAll('[data-scramble="running"]').length, null),
    (running) => running === 0,
    { what: 'the first reveals finished', timeout: 20_000 },
  );
  await page.press('ArrowRight');
  const sampled = await page.evaluate(sampleReveals, 10_000);
  expect(sampled.samples, 'reveals measured while running').toBeGreaterThanOrEqual(3);
  expect(
    sampled.worst,
    `glyph centres outside their text's box (worst: ${sampled.where})`,
  ).toBeLessThanOrEqual(GLYPH_SLACK);
}
