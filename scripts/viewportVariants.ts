// A prerendered page whose layout depends on the viewport (Home's showcase, the Projects ring or list) is
// rendered twice, wide and narrow, and ships both: CSS shows the one that fits the screen (shell.css), so a
// phone paints the phone layout before any JavaScript, and the app's take-over changes nothing visible.

/** The viewports each page is rendered at: the desktop reference and a phone under the 768 px threshold. */
export const PRERENDER_VIEWPORTS = {
  wide: { width: 1440, height: 900 },
  narrow: { width: 390, height: 844 },
} as const;

export const NARROW_ID_SUFFIX = '--narrow';

// Attributes whose value is a space-separated list of ids (or one id).
const ID_REFERENCES =
  /\s(aria-(?:labelledby|describedby|controls|owns|activedescendant|details|errormessage|flowto)|for|list|headers)="([^"]*)"/g;

/**
 * Gives every id of the narrow copy a suffix, with the references to it (ARIA, label `for`, `#` links),
 * so the page keeps one element per id: the hidden copy's ids would otherwise shadow the shown one's.
 */
export function suffixIds(html: string, suffix = NARROW_ID_SUFFIX): string {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] as string));
  if (ids.size === 0) return html;
  const rename = (id: string) => (ids.has(id) ? `${id}${suffix}` : id);
  return html
    .replace(/\sid="([^"]+)"/g, (_, id: string) => ` id="${rename(id)}"`)
    .replace(
      ID_REFERENCES,
      (_, name: string, value: string) => ` ${name}="${value.split(/\s+/).map(rename).join(' ')}"`,
    )
    .replace(/\shref="#([^"]+)"/g, (whole, id: string) => (ids.has(id) ? ` href="#${rename(id)}"` : whole));
}

/**
 * Gives every radio group of the narrow copy a name of its own. Radios outside a form that share a name
 * are one group across the whole document, so the hidden copy's checked radio unchecked the shown one's
 * (the wide Projects sorter showed no choice until the app took over).
 */
export function suffixRadioNames(html: string, suffix = NARROW_ID_SUFFIX): string {
  return html.replace(/<input\b[^>]*>/g, (input) =>
    /\stype="radio"/.test(input) ? input.replace(/\sname="([^"]+)"/, ` name="$1${suffix}"`) : input,
  );
}

/** One body when both renders agree; otherwise both, each marked with the viewport it is for. */
export function mergeViewportVariants(wide: string, narrow: string): string {
  if (wide === narrow) return wide;
  return `<div class="prerender-variant" data-viewport="wide">${wide}</div><div class="prerender-variant" data-viewport="narrow">${suffixRadioNames(suffixIds(narrow))}</div>`;
}
