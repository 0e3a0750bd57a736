// Dates written the French way: "mars 2019", "2007 – 2012", "depuis 2021".

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** "2019-03" or "2019-03-14" → "mars 2019". */
export function monthYear(value: string): string {
  const [year, month] = value.split('-');
  const name = MONTHS[Number(month) - 1];
  return name ? `${name} ${year}` : (year ?? value);
}

export function year(value: string): string {
  return value.slice(0, 4);
}

/** A timeline period: "sept. 2007 – juin 2010", "depuis mars 2021". */
export function period(start: string, end: string | null): string {
  if (end === null) return `depuis ${monthYear(start)}`;
  return `${monthYear(start)} – ${monthYear(end)}`;
}

/**
 * The month a sentence dates in the French way (« à partir de septembre 2026 » → "2026-09"), or undefined
 * when it names none. The first such date counts.
 */
export function mentionedMonth(text: string): string | undefined {
  const match = new RegExp(`\\b(${MONTHS.join('|')})\\s+(\\d{4})\\b`, 'i').exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  const month = MONTHS.indexOf(match[1].toLowerCase() as (typeof MONTHS)[number]) + 1;
  return `${match[2]}-${String(month).padStart(2, '0')}`;
}

/** A sentence dated before the current month (« disponible à partir de septembre 2026 », read in 2027). */
export function isPastDated(text: string, now: Date): boolean {
  const month = mentionedMonth(text);
  const current = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  return month !== undefined && month < current;
}
