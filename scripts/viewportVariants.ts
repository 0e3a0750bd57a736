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

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * The top-level nodes (elements and the text between them) of an HTML fragment as React renders it:
 * well-formed, with `<` and `>` escaped in text and attributes, so tags can be matched without a parser.
 */
export function topLevelNodes(html: string): string[] {
  const nodes: string[] = [];
  let depth = 0;
  let start = 0;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][^\s/>]*)[^>]*>/g)) {
    const at = match.index;
    if (depth === 0 && at > start) nodes.push(html.slice(start, at));
    if (depth === 0) start = at;
    if (match[1] === '/') depth--;
    else if (!match[0].endsWith('/>') && !VOID_ELEMENTS.has((match[2] ?? '').toLowerCase())) depth++;
    if (depth === 0) {
      nodes.push(html.slice(start, at + match[0].length));
      start = at + match[0].length;
    }
  }
  if (start < html.length) nodes.push(html.slice(start));
  return nodes;
}

function variants(wide: string, narrow: string): string {
  return `<div class="prerender-variant" data-viewport="wide">${wide}</div><div class="prerender-variant" data-viewport="narrow">${suffixRadioNames(suffixIds(narrow))}</div>`;
}

/**
 * The two renders node by node: equal nodes once, differing ones as a wide and a narrow copy, except the
 * node that holds <main>, which is entered so that the page keeps one <main> (two visible ones are invalid
 * HTML) with both copies of its content inside. Undefined when the two do not share that shape.
 */
function mergeAroundMain(wide: string, narrow: string): string | undefined {
  const wideNodes = topLevelNodes(wide);
  const narrowNodes = topLevelNodes(narrow);
  if (wideNodes.length !== narrowNodes.length) return undefined;
  let merged = '';
  for (const [index, a] of wideNodes.entries()) {
    const b = narrowNodes[index] ?? '';
    if (a === b) merged += a;
    else if (!a.includes('<main') && !b.includes('<main')) merged += variants(a, b);
    else {
      const open = /^<([a-zA-Z][^\s/>]*)[^>]*>/.exec(a);
      const close = `</${open?.[1]}>`;
      if (!open || !b.startsWith(open[0]) || !a.endsWith(close) || !b.endsWith(close)) return undefined;
      const inner = (html: string) => html.slice(open[0].length, -close.length);
      const content = open[1] === 'main' ? variants(inner(a), inner(b)) : mergeAroundMain(inner(a), inner(b));
      if (content === undefined) return undefined;
      merged += open[0] + content + close;
    }
  }
  return merged;
}

/** One body when both renders agree; otherwise both, each marked with the viewport it is for, in one <main>. */
export function mergeViewportVariants(wide: string, narrow: string): string {
  if (wide === narrow) return wide;
  return mergeAroundMain(wide, narrow) ?? variants(wide, narrow);
}
