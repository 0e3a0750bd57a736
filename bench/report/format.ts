// Formatting shared by the Markdown table and the HTML report.
import type { Spread } from '../lib/stats.ts';
import type { ScenarioSummary } from './model.ts';

export function num(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits);
}

/** "0.42× (0.38–0.47)": median ratio over the rounds and its range. */
export function ratioText(s: Spread): string {
  if (s.n === 0) return '–';
  const digits = s.median < 10 ? 2 : 1;
  return s.n > 1
    ? `${num(s.median, digits)}× (${num(s.min, digits)}–${num(s.max, digits)})`
    : `${num(s.median, digits)}×`;
}

/** "58.9 (57.2–60.0)": median over the rounds and its range. */
export function spreadText(s: Spread, digits = 1): string {
  if (s.n === 0) return '–';
  return s.n > 1
    ? `${num(s.median, digits)} (${num(s.min, digits)}–${num(s.max, digits)})`
    : num(s.median, digits);
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** The scenario table's last column: what the scenes drew with, then the quality step ('–' for neither). */
export function drawnAndQuality(s: Pick<ScenarioSummary, 'drawnWith' | 'quality'>): string {
  const parts = [(s.drawnWith ?? []).join(', '), s.quality.join(', ')].filter((part) => part !== '');
  return parts.join(' · ') || '–';
}
