// Reads the owner's portfolio file from disk (server and scripts only).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ContentError, checkPortfolioDocument } from './parse.ts';
import type { PortfolioDocument } from './schema.ts';

export const DEFAULT_CONTENT_PATH = fileURLToPath(new URL('./portfolio.json', import.meta.url));

/** Reads and strictly validates the file; throws ContentError naming every bad field. */
export function loadPortfolioFile(
  path = process.env.PORTFOLIO_CONTENT ?? DEFAULT_CONTENT_PATH,
): PortfolioDocument {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ContentError([{ path: '(file)', message: `cannot read ${path}: ${(error as Error).message}` }]);
  }
  let raw: unknown;
  try {
    // A byte-order mark (some Windows editors save one) is not part of the JSON.
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ContentError([{ path: '(document)', message: `malformed JSON: ${(error as Error).message}` }]);
  }
  return checkPortfolioDocument(raw);
}

/** Splits the document into the two API answers. */
export function apiAnswers(doc: PortfolioDocument) {
  const { actus, ...rest } = doc;
  const { $schema: _schema, ...portfolio } = rest;
  return { portfolio, actus: { actus } };
}
