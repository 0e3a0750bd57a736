// Warnings for content that is valid but tells two stories: a recent project unlike the work it names.
import { mentionedMonth } from '../src/lib/frenchDates.ts';
import type { ContentProblem } from './parse.ts';
import type { PortfolioDocument } from './schema.ts';

/** Each year a text names: "2024 – 2025" → ["2024", "2025"]. */
function mentionedYears(text: string): string[] {
  return [...new Set(text.match(/\b(?:19|20)\d{2}\b/g) ?? [])];
}

/**
 * Recent projects that tell another story than the work they name: a different title, or a subtitle
 * dated otherwise than the work (another month, or another year, or a span of years for a dated work).
 * Valid content still, so content:check warns and the site shows it as written.
 */
export function actuWorkWarnings(doc: PortfolioDocument): ContentProblem[] {
  const workById = new Map(doc.works.map((work) => [work.id, work]));
  const warnings: ContentProblem[] = [];
  doc.actus.forEach((actu, index) => {
    const work = actu.work_id === undefined ? undefined : workById.get(actu.work_id);
    if (!work) return;
    if (actu.title.trim() !== work.title.trim())
      warnings.push({
        path: `actus[${index}].title`,
        message: `"${actu.title}" differs from the title of work ${work.id}, "${work.title}"`,
      });
    const month = mentionedMonth(actu.subtitle);
    const years = mentionedYears(actu.subtitle);
    const dated =
      month !== undefined
        ? month === work.date.slice(0, 7) && years.length === 1
        : years.length === 0 || (years.length === 1 && years[0] === work.date.slice(0, 4));
    if (!dated)
      warnings.push({
        path: `actus[${index}].subtitle`,
        message: `"${actu.subtitle}" is dated otherwise than work ${work.id} (${work.date})`,
      });
  });
  return warnings;
}
