// After `vite build`: writes the API answers as static files, so any static host can serve the whole site.
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { apiAnswers, loadPortfolioFile } from '../content/load.ts';

const dist = process.env.DIST_DIR
  ? pathToFileURL(`${process.env.DIST_DIR.replace(/\/$/, '')}/`)
  : new URL('../dist/', import.meta.url);
const answers = apiAnswers(loadPortfolioFile());
mkdirSync(new URL('api/', dist), { recursive: true });
for (const [name, value] of Object.entries(answers)) {
  const body = `${JSON.stringify(value)}\n`;
  // Extension-less for the client's /api/portfolio, .json for hosts that type files by extension.
  writeFileSync(new URL(`api/${name}`, dist), body);
  writeFileSync(new URL(`api/${name}.json`, dist), body);
}
console.log(`static API written to dist/api (${Object.keys(answers).join(', ')})`);
