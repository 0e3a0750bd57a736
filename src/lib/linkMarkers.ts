// Link markers in content text: [[https://address]] or [[https://address|label]] become outbound links.
// Only https addresses without credentials are links; anything else stays plain text.

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const OPEN = '[[';
const CLOSE = ']]';
/** Longer markers are not addresses: keeps parsing linear and the output sane on hostile input. */
const MAX_MARKER_LENGTH = 2048;

/** Returns the normalised href for a safe https address, or undefined. */
export function safeHttpsUrl(raw: string): string | undefined {
  const candidate = raw.trim();
  if (!/^https:\/\//.test(candidate)) return undefined; // exact lowercase scheme, no look-alikes
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) return undefined;
  // Unicode look-alike hosts arrive as punycode; refuse them so a label cannot impersonate a domain.
  if (url.hostname.split('.').some((label) => label.startsWith('xn--'))) return undefined;
  return url.href;
}

function displayAddress(href: string): string {
  const url = new URL(href);
  const path = url.pathname === '/' ? '' : url.pathname;
  return `${url.hostname.replace(/^www\./, '')}${path}${url.search}`;
}

function pushText(segments: TextSegment[], text: string) {
  if (!text) return;
  const last = segments[segments.length - 1];
  if (last?.kind === 'text') last.text += text;
  else segments.push({ kind: 'text', text });
}

/** Splits text into plain and link segments. Invalid or unclosed markers stay as their literal text. */
export function parseLinkMarkers(input: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  while (cursor < input.length) {
    let open = input.indexOf(OPEN, cursor);
    if (open === -1) break;
    // '[[[https://…]]': the marker opens at the run's last two brackets; the ones before are text.
    while (input.charCodeAt(open + OPEN.length) === 0x5b) open++;
    const close = input.indexOf(CLOSE, open + OPEN.length);
    if (close === -1) break;
    const inner = input.slice(open + OPEN.length, close);
    // A nested opener means this one is not a marker: emit it literally and resume at the inner one.
    const nested = inner.lastIndexOf(OPEN);
    if (nested !== -1) {
      pushText(segments, input.slice(cursor, open + OPEN.length + nested));
      cursor = open + OPEN.length + nested;
      continue;
    }
    const pipe = inner.indexOf('|');
    const address = pipe === -1 ? inner : inner.slice(0, pipe);
    const label = pipe === -1 ? '' : inner.slice(pipe + 1).trim();
    const href = inner.length <= MAX_MARKER_LENGTH ? safeHttpsUrl(address) : undefined;
    pushText(segments, input.slice(cursor, open));
    if (href) segments.push({ kind: 'link', href, text: label || displayAddress(href) });
    else pushText(segments, label || address.trim());
    cursor = close + CLOSE.length;
  }
  pushText(segments, input.slice(cursor));
  return segments;
}

/** The text a reader sees, markers resolved (for titles, scramble targets, accessible names). */
export function plainText(input: string): string {
  return parseLinkMarkers(input)
    .map((s) => s.text)
    .join('');
}

/** ' | ' separates a comment's lines. */
export function commentLines(comment: string): string[] {
  return comment
    .split(' | ')
    .map((line) => line.trim())
    .filter(Boolean);
}
