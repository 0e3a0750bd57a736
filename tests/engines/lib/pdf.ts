// Reading a printed PDF without a PDF library: its pages, the fill and stroke colours its content streams
// set, where each page draws text, and the text itself (decoded through each font's ToUnicode map). Enough
// for what browsers write (Chromium's Skia, Firefox's cairo: Flate streams, one content stream per page);
// not a general PDF reader. Shared by the Chromium print spec and the engine suites' print check.
import { inflateSync } from 'node:zlib';

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

const TOKENS = /<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|\[|\]|\/[^\s/[\]<>()]+|[^\s/[\]<>()]+/g;

interface Shown {
  /** Distance (pt) of the run's origin from the top of the sheet. */
  top: number;
  /** The font resource the run is shown with, and its strings (literal or hex, as written). */
  font: string;
  strings: string[];
}

/**
 * Each text run a content stream shows, in order, with where it starts. Follows the graphics state
 * (q/Q/cm) and the text matrix (Tm/Td).
 */
function textRuns(content: string, pageHeight: number): Shown[] {
  let ctm = IDENTITY;
  const saved: Matrix[] = [];
  let line = IDENTITY;
  let font = '';
  const operands: string[] = [];
  const runs: Shown[] = [];
  for (const [token] of content.matchAll(TOKENS)) {
    if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(token) || /^[<([\]/]/.test(token)) {
      operands.push(token);
      continue;
    }
    const numbers = operands.map(Number).filter(Number.isFinite);
    const six = numbers.slice(-6) as Matrix;
    if (token === 'q') saved.push(ctm);
    else if (token === 'Q') ctm = saved.pop() ?? IDENTITY;
    else if (token === 'cm') ctm = times(six, ctm);
    else if (token === 'BT') line = IDENTITY;
    else if (token === 'Tm') line = six;
    else if (token === 'Td' || token === 'TD')
      line = times([1, 0, 0, 1, numbers.at(-2) ?? 0, numbers.at(-1) ?? 0], line);
    else if (token === 'Tf') font = operands.find((operand) => operand.startsWith('/'))?.slice(1) ?? font;
    else if (token === 'Tj' || token === 'TJ')
      runs.push({
        top: Math.round(pageHeight - times(line, ctm)[5]),
        font,
        strings: operands.filter((operand) => /^[<(]/.test(operand)),
      });
    operands.length = 0;
  }
  return runs;
}

/**
 * Where a page's content stream draws text: the distinct distances (pt, rounded) from the top of an A4 sheet
 * of each text run's origin, top to bottom.
 */
export function textTops(content: string, pageHeight = 842): number[] {
  return [...new Set(textRuns(content, pageHeight).map((run) => run.top))].sort((a, b) => a - b);
}

interface PdfObject {
  dict: string;
  /** The stream, inflated; null when there is none or it is not Flate (fonts, images). */
  stream: string | null;
}

/** Every object of the file by number, those packed in object streams (PDF 1.5, cairo writes them) too. */
function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const table = new Map<number, PdfObject>();
  const heads = /(\d+) 0 obj\b/g;
  for (let head = heads.exec(text); head; head = heads.exec(text)) {
    const start = head.index + head[0].length;
    const streamAt = /stream\r?\n/.exec(text.slice(start));
    const endobj = text.indexOf('endobj', start);
    let stream: string | null = null;
    let dict = text.slice(start, endobj < 0 ? undefined : endobj);
    if (streamAt && (endobj < 0 || start + streamAt.index < endobj)) {
      const from = start + streamAt.index + streamAt[0].length;
      const end = text.indexOf('endstream', from);
      dict = text.slice(start, start + streamAt.index);
      try {
        stream = inflateSync(pdf.subarray(from, end)).toString('latin1');
      } catch {
        stream = null;
      }
      heads.lastIndex = end < 0 ? text.length : end;
    }
    table.set(Number(head[1]), { dict, stream });
  }
  for (const { dict, stream } of [...table.values()]) {
    if (!stream || !/\/Type\s*\/ObjStm/.test(dict)) continue;
    const first = Number(/\/First\s+(\d+)/.exec(dict)?.[1] ?? 0);
    const pairs = stream.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const from = first + (pairs[i + 1] ?? 0);
      const to = i + 3 < pairs.length ? first + (pairs[i + 3] ?? 0) : stream.length;
      table.set(pairs[i] ?? -1, { dict: stream.slice(from, to), stream: null });
    }
  }
  return table;
}

/** The fill colours the PDF's content streams set (r g b in 0..1), its page count, and where each page has text. */
export function readPdf(pdf: Buffer) {
  const table = [...objects(pdf).values()];
  const pages = table.filter(({ dict }) => /\/Type\s*\/Page(?!s)/.test(dict)).length;
  const fills: number[][] = [];
  const strokes: number[][] = [];
  const lines: number[][] = [];
  for (const { stream: content } of table) {
    if (!content) continue;
    for (const fill of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg/g))
      fills.push([Number(fill[1]), Number(fill[2]), Number(fill[3])]);
    for (const stroke of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) RG/g))
      strokes.push([Number(stroke[1]), Number(stroke[2]), Number(stroke[3])]);
    const tops = textTops(content);
    if (tops.length > 0) lines.push(tops);
  }
  // Each page's size (pt): its own MediaBox, or the page tree's.
  const sizes = table.flatMap(({ dict }) =>
    [...dict.matchAll(/\/MediaBox\s*\[\s*([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s*\]/g)].map(
      (box) => ({ width: Number(box[3]) - Number(box[1]), height: Number(box[4]) - Number(box[2]) }),
    ),
  );
  return { pages, fills, strokes, lines, sizes };
}

export const luminance = ([r = 0, g = 0, b = 0]: number[]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** A ToUnicode CMap: code (as hex, the code's width) → text. */
function readCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexText = (hex: string) => {
    let out = '';
    for (let i = 0; i + 4 <= hex.length; i += 4)
      out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
    return out;
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const pair of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set((pair[1] ?? '').toLowerCase(), hexText(pair[2] ?? ''));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const range of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const [, low = '', high = '', first = ''] = range;
      const from = Number.parseInt(low, 16);
      const base = Number.parseInt(first, 16);
      for (let code = from; code <= Number.parseInt(high, 16); code++)
        map.set(
          code.toString(16).padStart(low.length, '0'),
          hexText((base + code - from).toString(16).padStart(4, '0')),
        );
    }
  return map;
}

const ESCAPES: Readonly<Record<string, number>> = { n: 10, r: 13, t: 9, b: 8, f: 12 };

/** A literal string's bytes, as hex pairs (its escapes resolved). */
function literalBytes(literal: string): string[] {
  const body = literal.slice(1, -1);
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const char = body[i] ?? '';
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const next = body[++i] ?? '';
    const octal = /^[0-7]{1,3}/.exec(body.slice(i))?.[0];
    if (octal) {
      bytes.push(Number.parseInt(octal, 8));
      i += octal.length - 1;
    } else bytes.push(ESCAPES[next] ?? next.charCodeAt(0));
  }
  return bytes.map((byte) => byte.toString(16).padStart(2, '0'));
}

/**
 * The text of each page, top to bottom as drawn: runs on one line joined by a space, lines by a newline.
 * Decoded through each font's ToUnicode map (a code without one reads as U+FFFD).
 */
export function pdfText(pdf: Buffer): string[] {
  const table = objects(pdf);
  const reference = (dict: string, key: string) =>
    table.get(Number(new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(dict)?.[1] ?? -1));
  // Font resource names (writers name them once per file) → the font's ToUnicode map.
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of table.values())
    for (const fontDict of dict.matchAll(/\/Font\s*<<([^>]*)>>/g))
      for (const [, name = '', object] of (fontDict[1] ?? '').matchAll(/\/([^\s/]+)\s+(\d+)\s+0\s+R/g)) {
        const font = table.get(Number(object))?.dict ?? '';
        fonts.set(name, readCMap(reference(font, 'ToUnicode')?.stream ?? ''));
      }
  const root = [...table.values()].find(({ dict }) => /\/Type\s*\/Pages/.test(dict))?.dict ?? '';
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(root)?.[1] ?? '';
  return [...kids.matchAll(/(\d+)\s+0\s+R/g)].map(([, page]) => {
    const own = table.get(Number(page))?.dict ?? '';
    const box = /\/MediaBox\s*\[\s*[\d.-]+\s+[\d.-]+\s+[\d.-]+\s+([\d.-]+)/.exec(`${own}${root}`);
    const height = Number(box?.[1] ?? 842);
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+\s+0\s+R)/.exec(own)?.[1] ?? '';
    let out = '';
    let lastTop: number | null = null;
    for (const [, object] of contents.matchAll(/(\d+)\s+0\s+R/g))
      for (const run of textRuns(table.get(Number(object))?.stream ?? '', height)) {
        const map = fonts.get(run.font) ?? new Map<string, string>();
        const width = Math.max(1, ...[...map.keys()].map((code) => code.length)) / 2;
        let shown = '';
        for (const string of run.strings) {
          const bytes = string.startsWith('<')
            ? (string.slice(1, -1).replace(/\s/g, '').match(/../g) ?? [])
            : literalBytes(string);
          for (let i = 0; i + width <= bytes.length; i += width)
            shown +=
              map.get(
                bytes
                  .slice(i, i + width)
                  .join('')
                  .toLowerCase(),
              ) ?? '\ufffd';
        }
        if (lastTop !== null) out += run.top === lastTop ? ' ' : '\n';
        out += shown;
        lastTop = run.top;
      }
    return out;
  });
}
