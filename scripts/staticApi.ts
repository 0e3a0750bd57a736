// Writes the API answers as static files (dist/api/...), so any static host can serve the whole site.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiAnswers, loadPortfolioFile } from '../content/load.ts';

export function writeStaticApi(dist: string): void {
  const answers = apiAnswers(loadPortfolioFile());
  mkdirSync(join(dist, 'api'), { recursive: true });
  for (const [name, value] of Object.entries(answers)) {
    const body = `${JSON.stringify(value)}\n`;
    // Extension-less for the client's /api/portfolio, .json for hosts that type files by extension.
    writeFileSync(join(dist, 'api', name), body);
    writeFileSync(join(dist, 'api', `${name}.json`), body);
  }
}
