import { describe, expect, it } from 'vitest';
import { renderStats, statsJson, visible } from '../../scripts/statsReport.ts';

describe('npm run stats output', () => {
  it('shows control characters and escape sequences as visible text', () => {
    expect(visible('/\u001b[2J\u001b]0;pwned\u0007x')).toBe('/\\x1b[2J\\x1b]0;pwned\\x07x');
    expect(visible('a\u009bb\u202ec\u200bd\r\n')).toBe('a\\x9bb\\u{202e}c\\u{200b}d\\x0d\\x0a');
    expect(visible('/projects/12 · Café')).toBe('/projects/12 · Café');
  });

  it('prints no control character whatever the database holds, as text or JSON', () => {
    const report = {
      periods: [{ days: 7, routes: [{ key: '/\u001b[31mrouge', views: 2 }], works: [] }],
      refused: [{ day: '2026-03-02', reason: 'bot', count: 4 }],
      total: 2,
    };
    const text = renderStats(report);
    expect(text).toContain('/\\x1b[31mrouge');
    expect(text).toContain('2026-03-02  bots 4, rate-limited 0, over the hourly ceiling 0');
    // Line breaks are the output's own; nothing else may be a control or format character.
    const controls = (output: string) => output.split('\n').filter((line) => /[\p{Cc}\p{Cf}]/u.test(line));
    expect(controls(text)).toEqual([]);
    const json = statsJson({
      ...report,
      periods: [{ ...report.periods[0], routes: [{ key: '/\u202e\u0085', views: 1 }] }],
    } as typeof report);
    expect(controls(json)).toEqual([]);
    expect(JSON.parse(json).periods[0].routes[0].key).toBe('/\u202e\u0085');
  });
});
