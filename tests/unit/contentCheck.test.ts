import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleDocument } from './fixtures.ts';

const check = (file: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts', file], { encoding: 'utf8' });

describe('npm run content:check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));

  it('accepts the sample content', () => {
    const res = check('content/portfolio.json');
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/valid \(\d+ works/);
    expect(res.stderr).not.toContain('warning');
  });

  it('prints every problem with its path and exits non-zero', () => {
    const doc = sampleDocument();
    (doc.works[12] as Record<string, unknown>).date = '2019/03/01';
    (doc.works[2] as Record<string, unknown>).type_id = 'sculpture';
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(doc));
    const res = check(file);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('works[12].date: expected YYYY-MM-DD');
    expect(res.stderr).toContain('works[2].type_id: unknown type "sculpture"');
  });

  it('warns, without failing, when a recent project tells another story than its work', () => {
    const doc = sampleDocument();
    const actu = doc.actus[2] as Record<string, unknown>;
    actu.title = 'Coffrets cadeaux de la Cave des Coteaux';
    actu.subtitle = 'Cave des Coteaux · décembre 2025';
    const file = join(dir, 'two-stories.json');
    writeFileSync(file, JSON.stringify(doc));
    const res = check(file);
    expect(res.status).toBe(0);
    expect(res.stderr).toContain(
      'warning: actus[2].title: "Coffrets cadeaux de la Cave des Coteaux" differs from the title of work 36, "Coffrets cadeaux sur mesure"',
    );
    expect(res.stderr).toContain(
      'warning: actus[2].subtitle: "Cave des Coteaux · décembre 2025" is dated otherwise than work 36 (2025-11-03)',
    );
  });

  it('fails on a recent project that names an unknown work, by its path', () => {
    const doc = sampleDocument();
    (doc.actus[2] as Record<string, unknown>).work_id = 99;
    const file = join(dir, 'unknown-work.json');
    writeFileSync(file, JSON.stringify(doc));
    const res = check(file);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('actus[2].work_id: unknown work "99"');
  });

  it('reports malformed JSON', () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{"works": [');
    const res = check(file);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('(document): malformed JSON');
  });

  it('stops the server at start-up with the same message', () => {
    const doc = sampleDocument();
    (doc.works[12] as Record<string, unknown>).date = '2019/03/01';
    const file = join(dir, 'bad-server.json');
    writeFileSync(file, JSON.stringify(doc));
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      encoding: 'utf8',
      env: { ...process.env, PORTFOLIO_CONTENT: file, PORT: '0' },
      timeout: 20_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('works[12].date: expected YYYY-MM-DD');
  });
});
