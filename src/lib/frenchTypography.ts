// French typography for the content's text: the spaces and hyphens a French typesetter would put, so
// that no line breaks between a number and its unit, inside « front-end », or before a « · » separator.

/** Narrow no-break space: before « : ; ! ? » and inside guillemets, as the site's own text writes it. */
export const NNBSP = '\u202f';
/** No-break space: between a number and the word it counts. */
export const NBSP = '\u00a0';
/** Non-breaking hyphen: compounds that must not break across lines. */
export const NB_HYPHEN = '\u2011';

/** Compounds a line must never split at their hyphen (the phone title broke « front- / end »). */
const UNBREAKABLE_COMPOUNDS = /\b(front|back)-(end)\b/gi;

function typesetPlain(text: string): string {
  return (
    text
      // Any space (or none after a letter) before the high punctuation becomes a narrow no-break space.
      // Only after a space or a word character: « https:// » and « 12:30 » have no space and stay as they are.
      .replace(/[ \u00a0\u202f]+([:;!?])(?=\s|$)/g, `${NNBSP}$1`)
      .replace(/«[ \u00a0\u202f]*/g, `«${NNBSP}`)
      .replace(/[ \u00a0\u202f]*»/g, `${NNBSP}»`)
      // Thousands are grouped with a narrow no-break space (« 1 100 coffrets »).
      .replace(/(^|[^\d])(\d{1,3}) (?=\d{3}(?!\d))/g, `$1$2${NNBSP}`)
      // A number and what it counts stay together (« 5 jours », « 40 Ko », « 3 Mo »). Not a year
      // followed by a word (« en 2019 pour »): four digits are left free to break.
      .replace(/(^|[^\d.,])(\d{1,3}(?:[.,]\d+)?) (?=[\p{L}%€])/gu, `$1$2${NBSP}`)
      // A separator ends its line rather than starting the next one.
      .replace(/ +· /g, `${NBSP}· `)
      .replace(UNBREAKABLE_COMPOUNDS, `$1${NB_HYPHEN}$2`)
  );
}

/** A link marker: its address is left exactly as written, only its label is typeset. */
const LINK_MARKER = /\[\[[^\]]*\]\]/g;

/**
 * The text as French typography sets it. Link markers' addresses are never touched (a hyphen or a colon
 * in an address must stay one); their labels are typeset like the rest.
 */
export function frenchTypography(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(LINK_MARKER)) {
    const start = match.index;
    out += typesetPlain(text.slice(last, start));
    const marker = match[0];
    const bar = marker.indexOf('|');
    out += bar < 0 ? marker : `${marker.slice(0, bar + 1)}${typesetPlain(marker.slice(bar + 1, -2))}]]`;
    last = start + marker.length;
  }
  return out + typesetPlain(text.slice(last));
}

/** Fields that are identifiers, addresses, dates or data, never prose: left exactly as written. */
const NOT_PROSE = new Set([
  '$schema',
  'id',
  'type_id',
  'client_id',
  'date',
  'start',
  'end',
  'color',
  'url',
  'email',
  'phone',
  'home_graphs',
  'initials',
]);

/** Every prose string of a content value (nested objects and lists included) typeset; the rest unchanged. */
export function typesetContent<T>(value: T, key?: string): T {
  if (typeof value === 'string') return (key && NOT_PROSE.has(key) ? value : frenchTypography(value)) as T;
  if (Array.isArray(value)) return value.map((item) => typesetContent(item, key)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = typesetContent(v, k);
    return out as T;
  }
  return value;
}

/** « Développeur front-end » after a dash or a comma: French puts no capital there, names keep theirs. */
export function lowerInitial(text: string): string {
  // « WebGL », « UX designer »: a word in capitals past its first letter is a name, left as written.
  if (/^\p{Lu}{2}/u.test(text)) return text;
  return text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);
}
