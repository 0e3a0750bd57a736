// The scramble reveal's maths: its duration from the text length, and the text shown at a given progress.

export const MIN_REVEAL_SECONDS = 0.85;
export const CHARS_PER_SECOND = 80;
const GLYPHS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789#%&*+=<>/';

/** At least 0.85 s, or the text's length / 80 seconds when that is longer (the spec's rule). */
export function revealDuration(text: string): number {
  return Math.max(MIN_REVEAL_SECONDS, text.length / CHARS_PER_SECOND);
}

/**
 * The text at `progress` (0..1): characters before the reveal front are final, the next few are random
 * glyphs, the rest not shown yet. Spaces and line breaks stay in place so the layout does not jump.
 * `random` returns 0..1 (injected for tests).
 */
export function scrambleFrame(text: string, progress: number, random: () => number = Math.random): string {
  if (progress >= 1) return text;
  const chars = Array.from(text);
  const revealed = Math.floor(chars.length * Math.max(0, progress));
  const scrambleWidth = Math.max(4, Math.round(chars.length * 0.25));
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] ?? '';
    if (i < revealed || /\s/.test(char)) out += char;
    else if (i < revealed + scrambleWidth) out += GLYPHS[Math.floor(random() * GLYPHS.length)] ?? char;
    else out += '\u2007'; // figure space: keeps width without showing the text yet
  }
  return out;
}
