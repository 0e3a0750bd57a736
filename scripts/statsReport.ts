// What `npm run stats` prints: views per route and per work, and refused views per day, as text or JSON.
// Stored strings are shown, never obeyed: control characters and escape sequences come out as visible escapes.
import type { RefusedCount, ViewCount } from '../server/analyticsDb.ts';

/** Control and invisible format characters (C0, DEL, C1, bidi overrides, zero-width…) as \xNN / \uNNNN. */
export function visible(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
  });
}

export interface StatsPeriod {
  days: number;
  routes: ViewCount[];
  works: (ViewCount & { title: string | null })[];
}

export interface StatsReport {
  periods: StatsPeriod[];
  refused: RefusedCount[];
  total: number;
}

const count = (n: number) => String(n).padStart(6);

export function renderStats(report: StatsReport): string {
  const lines: string[] = [];
  for (const period of report.periods) {
    lines.push('', `Last ${period.days} days`, '  per route');
    if (period.routes.length === 0) lines.push('    (none)');
    for (const { key, views } of period.routes) lines.push(`    ${count(views)}  ${visible(key)}`);
    lines.push('  per work');
    if (period.works.length === 0) lines.push('    (none)');
    for (const { key, views, title } of period.works)
      lines.push(`    ${count(views)}  #${visible(key)} ${visible(title ?? '(removed work)')}`);
  }
  lines.push('', 'Refused (not stored), per day');
  if (report.refused.length === 0) lines.push('    (none)');
  const days = [...new Set(report.refused.map((r) => r.day))];
  for (const day of days) {
    const of = (reason: string) =>
      report.refused.find((r) => r.day === day && r.reason === reason)?.count ?? 0;
    lines.push(
      `    ${visible(day)}  bots ${of('bot')}, rate-limited ${of('rate-limited')}, over the hourly ceiling ${of('over-ceiling')}`,
    );
  }
  lines.push('', `${report.total} page views stored in all.`);
  return lines.join('\n');
}

/** JSON.stringify escapes C0 controls already; format characters are escaped as well, for terminals. */
export function statsJson(report: StatsReport): string {
  return JSON.stringify(report, null, 2).replace(
    /[\p{Cf}\u007f-\u009f\u2028\u2029]/gu,
    (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}
