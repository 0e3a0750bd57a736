// Validates a portfolio document item by item, naming every problem by its exact path, and keeps what is valid.
import * as v from 'valibot';
import {
  ActuSchema,
  ClientSchema,
  ContactSchema,
  type Donut,
  DonutListSchema,
  type PortfolioDocument,
  ProfileSchema,
  SiteSchema,
  TypeSchema,
  WorkSchema,
} from './schema.ts';

export interface ContentProblem {
  /** Where the problem is, e.g. `works[12].date`. */
  path: string;
  message: string;
}

export interface ParsedPortfolio {
  /** Every valid part of the document; invalid list items are left out. */
  doc: PortfolioDocument;
  problems: ContentProblem[];
}

/** Thrown when the document cannot be used at all (not an object, or a whole section invalid). */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(`Invalid portfolio content:\n${formatProblems(problems)}`);
    this.name = 'ContentError';
  }
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  return problems.map((p) => `  ${p.path}: ${p.message}`).join('\n');
}

/** Turns a valibot issue path into `works[12].date`. */
export function issuePath(prefix: string, issue: v.BaseIssue<unknown>): string {
  let path = prefix;
  for (const item of issue.path ?? []) {
    const key = item.key;
    if (typeof key === 'number') path += `[${key}]`;
    else path += path ? `.${String(key)}` : String(key);
  }
  return path || '(document)';
}

function issuesToProblems(prefix: string, issues: readonly v.BaseIssue<unknown>[]): ContentProblem[] {
  return issues.map((issue) => ({ path: issuePath(prefix, issue), message: issue.message }));
}

function parseSection<T>(
  schema: v.GenericSchema<unknown, T>,
  value: unknown,
  path: string,
  problems: ContentProblem[],
): T | undefined {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return result.output;
  problems.push(...issuesToProblems(path, result.issues));
  return undefined;
}

/** A valid list item with its index in the source list, so later problems name the right item. */
interface Indexed<T> {
  value: T;
  index: number;
}

function parseList<T>(
  schema: v.GenericSchema<unknown, T>,
  value: unknown,
  path: string,
  problems: ContentProblem[],
): Indexed<T>[] {
  if (!Array.isArray(value)) {
    problems.push({ path, message: value === undefined ? 'missing' : 'expected a list' });
    return [];
  }
  const items: Indexed<T>[] = [];
  value.forEach((item, index) => {
    const parsed = parseSection(schema, item, `${path}[${index}]`, problems);
    if (parsed !== undefined) items.push({ value: parsed, index });
  });
  return items;
}

/** Keeps the first item of each id; every later one is reported at its own index. */
function dropDuplicateIds<T extends { id: string | number }>(
  items: Indexed<T>[],
  path: string,
  problems: ContentProblem[],
): Indexed<T>[] {
  const seen = new Set<string | number>();
  return items.filter(({ value, index }) => {
    if (!seen.has(value.id)) {
      seen.add(value.id);
      return true;
    }
    problems.push({ path: `${path}[${index}].id`, message: `duplicate id ${JSON.stringify(value.id)}` });
    return false;
  });
}

const values = <T>(items: Indexed<T>[]): T[] => items.map((item) => item.value);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a home_graphs JSON string. Returns the donuts, or a problem message when the string is
 * not JSON or not a list of {title, value 0..1}.
 */
export function parseHomeGraphs(json: string): { donuts: Donut[]; problem?: string } {
  if (json.trim() === '') return { donuts: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { donuts: [], problem: 'expected a JSON list of donuts {"title", "value"}' };
  }
  const result = v.safeParse(DonutListSchema, raw);
  if (result.success) return { donuts: result.output };
  const issue = result.issues[0];
  return { donuts: [], problem: issue ? `${issuePath('', issue)}: ${issue.message}` : 'invalid donuts' };
}

/**
 * Validates the whole document. Whole sections that are invalid (site, profile, contact) or a document
 * that is not an object throw a ContentError; invalid list items are dropped and reported.
 */
export function parsePortfolioDocument(raw: unknown): ParsedPortfolio {
  if (!isRecord(raw)) throw new ContentError([{ path: '(document)', message: 'expected a JSON object' }]);
  const problems: ContentProblem[] = [];
  const fatal: ContentProblem[] = [];

  const site = parseSection(SiteSchema, raw.site, 'site', fatal);
  const profile = parseSection(ProfileSchema, raw.profile, 'profile', fatal);
  const contact = parseSection(ContactSchema, raw.contact, 'contact', fatal);

  const types = values(
    dropDuplicateIds(parseList(TypeSchema, raw.types, 'types', problems), 'types', problems),
  );
  const clients = values(
    dropDuplicateIds(parseList(ClientSchema, raw.clients, 'clients', problems), 'clients', problems),
  );
  const typeIds = new Set(types.map((t) => t.id));
  const clientIds = new Set(clients.map((c) => c.id));
  const works = values(
    dropDuplicateIds(parseList(WorkSchema, raw.works, 'works', problems), 'works', problems).filter(
      ({ value: work, index }) => {
        const ok = typeIds.has(work.type_id) && clientIds.has(work.client_id);
        if (!typeIds.has(work.type_id))
          problems.push({ path: `works[${index}].type_id`, message: `unknown type "${work.type_id}"` });
        if (!clientIds.has(work.client_id))
          problems.push({ path: `works[${index}].client_id`, message: `unknown client "${work.client_id}"` });
        return ok;
      },
    ),
  );
  const actus = dropDuplicateIds(parseList(ActuSchema, raw.actus, 'actus', problems), 'actus', problems);
  const workIds = new Set(works.map((w) => w.id));
  for (const item of actus) {
    const { value: actu, index } = item;
    const { problem } = parseHomeGraphs(actu.home_graphs);
    if (problem) problems.push({ path: `actus[${index}].home_graphs`, message: problem });
    if (actu.work_id !== undefined && !workIds.has(actu.work_id)) {
      problems.push({ path: `actus[${index}].work_id`, message: `unknown work "${actu.work_id}"` });
      // Kept without its link: the slide must not lead to a work that is not there.
      const { work_id: _unknown, ...unlinked } = actu;
      item.value = unlinked;
    }
  }
  if (Array.isArray(raw.works) && works.length === 0)
    problems.push({ path: 'works', message: 'expected at least one valid work' });

  if (fatal.length > 0 || !site || !profile || !contact) throw new ContentError([...fatal, ...problems]);
  return { doc: { site, types, clients, works, actus: values(actus), profile, contact }, problems };
}

/** Strict reading for content:check and the server: any problem is an error. */
export function checkPortfolioDocument(raw: unknown): PortfolioDocument {
  const { doc, problems } = parsePortfolioDocument(raw);
  if (problems.length > 0) throw new ContentError(problems);
  return doc;
}

/** The two API answers as the browser reads them: lenient, so one bad item never hides the rest. */
export function parseApiPortfolio(raw: unknown): ParsedPortfolio {
  if (!isRecord(raw)) throw new ContentError([{ path: '(document)', message: 'expected a JSON object' }]);
  return parsePortfolioDocument({ ...raw, actus: [] });
}

export function parseApiActus(raw: unknown): {
  actus: PortfolioDocument['actus'];
  problems: ContentProblem[];
} {
  const problems: ContentProblem[] = [];
  const list = isRecord(raw) ? raw.actus : undefined;
  // Duplicates are dropped here too: the home screen keys its projects by id.
  const actus = values(dropDuplicateIds(parseList(ActuSchema, list, 'actus', problems), 'actus', problems));
  return { actus, problems };
}
