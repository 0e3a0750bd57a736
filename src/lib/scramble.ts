// The scramble reveal's maths: its duration from the text length, and the text shown at a given progress.

export const MIN_REVEAL_SECONDS = 0.85;
export const CHARS_PER_SECOND = 80;
const GLYPHS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789#%&*+=<>/';

/** At least 0.85 s, or the text's length / 80 seconds when that is longer (the spec's rule). */
export function revealDuration(text: string): number {
  return Math.max(MIN_REVEAL_SECONDS, text.length / CHARS_PER_SECOND);
}

/** A character of the scramble's front: the final one holds its place, a random glyph shows over it. */
export interface ScrambledChar {
  final: string;
  glyph: string;
}

/** The text at one moment of its reveal: shown, scrambling, then still to come (laid out but not shown). */
export interface ScrambleFrame {
  revealed: string;
  /** Where the front starts, in characters (code points) from the text's start: `revealed`'s length. */
  start: number;
  /** Spaces and line breaks stay themselves, as strings: the text breaks into lines where the final one does. */
  front: (ScrambledChar | string)[];
  hidden: string;
}

/**
 * The text at `progress` (0..1): characters before the reveal front are final, the next few scramble, the
 * rest is not shown yet. Every part keeps the final characters, so the text is laid out exactly as it will
 * be: only the glyphs drawn over the front change. `random` returns 0..1 (injected for tests).
 */
export function scrambleFrame(
  text: string,
  progress: number,
  random: () => number = Math.random,
): ScrambleFrame {
  const chars = Array.from(text);
  if (progress >= 1) return { revealed: text, start: chars.length, front: [], hidden: '' };
  const revealed = Math.floor(chars.length * Math.max(0, progress));
  const width = Math.max(4, Math.round(chars.length * 0.25));
  const end = Math.min(chars.length, revealed + width);
  const front = chars
    .slice(revealed, end)
    .map((final) =>
      /\s/.test(final) ? final : { final, glyph: GLYPHS[Math.floor(random() * GLYPHS.length)] ?? final },
    );
  return {
    revealed: chars.slice(0, revealed).join(''),
    start: revealed,
    front,
    hidden: chars.slice(end).join(''),
  };
}
