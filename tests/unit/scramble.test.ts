// The scramble reveal: the spec's duration, and frames that always hold the final text's characters.
import { describe, expect, it } from 'vitest';
import { revealDuration, scrambleFrame } from '../../src/lib/scramble.ts';

const joined = (frame: ReturnType<typeof scrambleFrame>) =>
  frame.revealed + frame.front.map((c) => (typeof c === 'string' ? c : c.final)).join('') + frame.hidden;

describe('revealDuration', () => {
  it('lasts at least 0.85 s, or the length / 80 when that is longer', () => {
    expect(revealDuration('court')).toBe(0.85);
    expect(revealDuration('x'.repeat(160))).toBe(2);
  });
});

describe('scrambleFrame', () => {
  const text = 'Douze bannières animées, 40 Ko chacune.';

  it('keeps every final character in its place at any progress: the layout is the final one', () => {
    for (const progress of [0, 0.1, 0.37, 0.5, 0.99, 1])
      expect(joined(scrambleFrame(text, progress))).toBe(text);
  });

  it('reveals from the start, scrambles a front of a quarter of the text, hides the rest', () => {
    const frame = scrambleFrame(text, 0.5, () => 0);
    const chars = Array.from(text);
    expect(frame.revealed).toBe(chars.slice(0, Math.floor(chars.length / 2)).join(''));
    expect(frame.start).toBe(Math.floor(chars.length / 2));
    expect(frame.front).toHaveLength(Math.round(chars.length * 0.25));
    expect(frame.front.filter((c) => typeof c !== 'string').every((c) => c.glyph === 'A')).toBe(true);
  });

  it('leaves spaces as spaces, so lines break where the final text breaks', () => {
    const frame = scrambleFrame('a b c d e f g h', 0);
    expect(frame.front).toContain(' ');
  });

  it('is the final text once done', () => {
    expect(scrambleFrame(text, 1)).toEqual({
      revealed: text,
      start: Array.from(text).length,
      front: [],
      hidden: '',
    });
  });
});
