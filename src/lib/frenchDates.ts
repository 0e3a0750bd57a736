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
