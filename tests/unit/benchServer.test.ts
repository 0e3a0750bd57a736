// The bench's server section: which file is the entry chunk, and how ours vs the peer is judged and shown.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareServer, entryChunk } from '../../bench/load/serverLoad.ts';
import { renderHtml } from '../../bench/report/html.ts';
import { serverTable } from '../../bench/report/markdown.ts';
import type { ServerFigure } from '../../bench/report/model.ts';

const fig = (server: 'ours' | 'peer', round: number, rps: number, extra: Partial<ServerFigure> = {}) => ({
  url: '/',
  connections: 10,
  durationSeconds: 3,
  requestsPerSecond: rps,
  latencyP50Ms: 5,
  latencyP99Ms: 20,
  non2xx: 0,
  errors: 0,
  label: '/',
  server,
  round,
  ...extra,
});

describe('the server section', () => {
  it('measures the app entry chunk boot.ts starts, not boot.ts itself', () => {
    const dist = mkdtempSync(join(tmpdir(), 'entry-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" crossorigin src="/assets/boot-B2.js" data-app="/assets/index-A1.js"></script>',
    );
    expect(entryChunk(dist)).toBe('/assets/index-A1.js');
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index-C3.js"></script>');
    expect(entryChunk(dist)).toBe('/assets/index-C3.js');
  });

  it('pairs ours with the peer within each round and checks every target', () => {
    const figures: ServerFigure[] = [];
    for (const round of [0, 1, 2, 3]) {
      const load = round % 2 === 0 ? 1 : 0.5; // the machine's load changes between rounds
      figures.push(fig('peer', round, 1000 * load), fig('ours', round, 950 * load));
      figures.push(fig('ours', round, 850 * load, { flooded: true }));
      figures.push(
        fig('ours', round, 20, { flood: true, url: '/api/pageviews', label: 'flood during /', non2xx: 60 }),
      );
    }
    const met = compareServer('/', '/', figures);
    expect(met).toMatchObject({ ratio: 0.95, floodedRatio: 0.85, floodNon2xx: 240, failures: 0, met: true });
    const slowFlooded = figures.map((f) =>
      f.flooded ? { ...f, requestsPerSecond: f.requestsPerSecond * 0.9 } : f,
    );
    expect(compareServer('/', '/', slowFlooded).met).toBe(false);
    const withErrors = figures.map((f) => (f.server === 'ours' && !f.flood ? { ...f, non2xx: 1 } : f));
    expect(compareServer('/', '/', withErrors)).toMatchObject({ failures: 8, met: false });
    const slowTail = figures.map((f) => (f.server === 'ours' && !f.flood ? { ...f, latencyP99Ms: 41 } : f));
    expect(compareServer('/', '/', slowTail).met).toBe(false);
    const table = serverTable([met]).join('\n');
    expect(table).toContain(
      '| / | 713 · 20 ms | 750 · 20 ms | 0.95× | 638 (0.85×) · 20 req/s, 240 of 240 answered 429 |',
    );
    expect(table).toContain('0 errors: met');
    const html = renderHtml({
      schema: 2,
      environment: {
        date: '2026-11-25T01:00:00.000Z',
        commit: '0123456',
        dirty: false,
        machine: {
          os: 'Linux',
          cpu: 'CPU',
          cores: 2,
          memoryGb: 8,
          loadAverageStart: [1],
          loadAverageEnd: [1],
        },
        node: 'v20',
        browser: '-',
        renderer: '-',
        flags: [],
        rounds: 1,
        warmupMs: 0,
        sampleMs: 500,
        selection: {},
        durationSeconds: 1,
      },
      scenarios: [],
      comparisons: [],
      runs: [],
      load: { skipped: [], server: figures, serverComparisons: [met] },
    });
    expect(html).toContain('<td>/</td><td>713</td><td>750</td><td>0.95×</td><td>638</td><td>0.85×</td>');
  });
});
