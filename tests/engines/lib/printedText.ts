// Reading a printed page's text back (the Chromium print spec and the engine suites' print check): the text
// loosely, how often a part is printed, and each item's part of the text.

/** Text as the page shows it, compared loosely: the French spaces and hyphen the site typesets are plain. */
export const loose = (text: string) =>
  text
    .replace(/\u2011/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

export const occurrences = (text: string, part: string) => text.split(part).length - 1;

/**
 * Each item's part of the text, from its title to the next one's. Throws, naming it, when a title is not
 * printed in its place (after the one before).
 */
export function sections(text: string, titles: readonly string[]): string[] {
  const starts: number[] = [];
  let from = 0;
  for (const title of titles) {
    const at = text.indexOf(title, from);
    if (at < 0) throw new Error(`« ${title} » is not printed in its place`);
    starts.push(at);
    from = at + title.length;
  }
  return starts.map((start, index) => text.slice(start, starts[index + 1] ?? text.length));
}
