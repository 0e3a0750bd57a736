// The portfolio document's single schema: TypeScript types, browser validation, content:check and the JSON Schema.
import * as v from 'valibot';

const text = (max: number) =>
  v.pipe(v.string('expected a string'), v.maxLength(max, `expected at most ${max} characters`));
const requiredText = (max: number) => v.pipe(text(max), v.trim(), v.nonEmpty('expected a non-empty string'));
const slug = v.pipe(
  v.string('expected a string'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lowercase slug such as "agence-nova"'),
);
const isoDate = v.pipe(
  v.string('expected a string'),
  v.isoDate('expected YYYY-MM-DD'),
  v.check(isRealDate, 'expected a real calendar date'),
);
const yearMonth = v.pipe(
  v.string('expected a string'),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected YYYY-MM'),
);

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const TypeSchema = v.object({
  id: slug,
  value: requiredText(40),
  color: v.pipe(v.string('expected a string'), v.hexColor('expected a colour such as "#ff7a45"')),
});

export const ClientSchema = v.object({
  id: slug,
  name: requiredText(80),
  sector: v.optional(text(80)),
});

export const WorkSchema = v.object({
  id: v.pipe(
    v.number('expected a number'),
    v.integer('expected an integer'),
    v.minValue(1, 'expected an id ≥ 1'),
  ),
  type_id: slug,
  client_id: slug,
  date: isoDate,
  length: v.pipe(
    v.number('expected a number'),
    v.minValue(0, 'expected a weight ≥ 0'),
    v.maxValue(1000, 'expected a weight ≤ 1000'),
  ),
  title: requiredText(120),
  description: requiredText(600),
  comment: text(600),
  subtitle: text(200),
  tags: v.optional(v.array(text(40), 'expected a list of strings')),
});

export const DonutSchema = v.object({
  title: text(40),
  value: v.pipe(
    v.number('expected a number'),
    v.minValue(0, 'expected a value from 0 to 1'),
    v.maxValue(1, 'expected a value from 0 to 1'),
  ),
});
export const DonutListSchema = v.array(DonutSchema, 'expected a list of donuts');

export const ActuSchema = v.object({
  id: v.pipe(
    v.number('expected a number'),
    v.integer('expected an integer'),
    v.minValue(1, 'expected an id ≥ 1'),
  ),
  title: requiredText(120),
  description: requiredText(600),
  comment: text(600),
  subtitle: text(200),
  /** A JSON string holding a list of donuts, as the spec's data source stores it. */
  home_graphs: text(4000),
  /** The work of the portfolio this recent project is, if any: its slide links to it on the ring. */
  work_id: v.optional(
    v.pipe(
      v.number('expected a number'),
      v.integer('expected an integer'),
      v.minValue(1, 'expected an id ≥ 1'),
    ),
  ),
});

export const SiteSchema = v.object({
  owner: requiredText(80),
  initials: v.pipe(requiredText(3), v.regex(/^[A-ZÀ-Ý]{1,3}$/u, 'expected 1 to 3 capital letters')),
  role: requiredText(120),
  city: requiredText(80),
  description: requiredText(300),
  url: v.pipe(
    v.string('expected a string'),
    v.url('expected an absolute URL'),
    v.startsWith('https://', 'expected an https URL'),
  ),
});

const TrainingSchema = v.object({
  period: requiredText(40),
  title: requiredText(160),
  school: requiredText(160),
});
const ExperienceSchema = v.object({
  start: yearMonth,
  end: v.nullable(yearMonth),
  role: requiredText(120),
  company: requiredText(120),
  description: text(600),
});

export const ProfileSchema = v.object({
  intro: v.pipe(
    v.array(requiredText(1200), 'expected a list of paragraphs'),
    v.minLength(1, 'expected at least one paragraph'),
  ),
  domains: v.array(requiredText(120), 'expected a list of strings'),
  fields: v.array(requiredText(120), 'expected a list of strings'),
  expertise: v.array(
    v.object({ title: requiredText(80), items: v.array(requiredText(120)) }),
    'expected a list',
  ),
  training: v.array(TrainingSchema, 'expected a list'),
  experience: v.array(ExperienceSchema, 'expected a list'),
});

export const ContactSchema = v.object({
  email: v.pipe(v.string('expected a string'), v.email('expected an e-mail address')),
  phone: v.pipe(
    v.string('expected a string'),
    v.regex(/^\+\d{6,15}$/, 'expected an international number such as "+33612345678"'),
  ),
  availability: v.optional(text(200)),
});

/** The whole document as the owner writes it (content/portfolio.json). */
export const PortfolioDocumentSchema = v.object({
  $schema: v.optional(v.string()),
  site: SiteSchema,
  types: v.array(TypeSchema, 'expected a list'),
  clients: v.array(ClientSchema, 'expected a list'),
  works: v.array(WorkSchema, 'expected a list'),
  actus: v.array(ActuSchema, 'expected a list'),
  profile: ProfileSchema,
  contact: ContactSchema,
});

export type WorkType = v.InferOutput<typeof TypeSchema>;
export type Client = v.InferOutput<typeof ClientSchema>;
export type Work = v.InferOutput<typeof WorkSchema>;
export type Donut = v.InferOutput<typeof DonutSchema>;
export type Actu = v.InferOutput<typeof ActuSchema>;
export type Site = v.InferOutput<typeof SiteSchema>;
export type Contact = v.InferOutput<typeof ContactSchema>;
export type PortfolioDocument = v.InferOutput<typeof PortfolioDocumentSchema>;

/** The shared data document every route loads (GET /api/portfolio). */
export type Portfolio = Omit<PortfolioDocument, '$schema' | 'actus'>;
