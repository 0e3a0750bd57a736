// Projects for print: every work in the page's current order, where the screen shows a ring and one work
// (or a list of closed disclosures). Hidden on screen (display: none, so screen readers do not get it
// twice); print.css shows it.
import type { Client, Work, WorkType } from '../../content/schema.ts';
import type { SortKey } from '../../scenes/contract/sortWorks.ts';
import { RichText } from '../components/RichText.tsx';
import { monthYear, year } from '../lib/frenchDates.ts';
import { PrintComment } from './PrintHome.tsx';

const ORDER: Readonly<Record<SortKey, string>> = {
  date: 'du plus récent au plus ancien',
  client_id: 'par client',
  type_id: 'par type',
};

interface PrintWorksProps {
  sorted: readonly Work[];
  sort: SortKey;
  typeById: ReadonlyMap<string, WorkType>;
  clientById: ReadonlyMap<string, Client>;
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether a subtitle says more than the facts line: « Atelier Hublot · 2026 » only repeats it. */
function addsToFacts(subtitle: string, client: string, date: string): boolean {
  const facts = new Set([client, year(date), monthYear(date)].map(flat));
  return subtitle.split('·').some((part) => flat(part) !== '' && !facts.has(flat(part)));
}

export function PrintWorks({ sorted, sort, typeById, clientById }: PrintWorksProps) {
  if (sorted.length === 0) return null;
  return (
    <div className="print-only">
      <p className="print-lede">
        {sorted.length === 1 ? '1 projet' : `${sorted.length}\u00a0projets, ${ORDER[sort]}`}
      </p>
      <ol className="print-entries">
        {sorted.map((work, index) => {
          const client = clientById.get(work.client_id)?.name ?? work.client_id;
          return (
            <li key={work.id} className="print-entry">
              <h2 className="print-title">
                <span className="print-number">{`#${index + 1}`}</span> <RichText text={work.title} />
              </h2>
              <p className="print-meta">
                {[client, monthYear(work.date), typeById.get(work.type_id)?.value]
                  .filter(Boolean)
                  .join('\u00a0· ')}
              </p>
              <p className="print-description">
                <RichText text={work.description} />
              </p>
              <PrintComment comment={work.comment} />
              {addsToFacts(work.subtitle, client, work.date) && (
                <p className="print-subtitle">
                  <RichText text={work.subtitle} />
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
