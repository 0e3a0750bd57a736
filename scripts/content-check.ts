// `npm run content:check [file]`: validates the portfolio document and names every problem by its path.

import { DEFAULT_CONTENT_PATH, loadPortfolioFile } from '../content/load.ts';
import { ContentError } from '../content/parse.ts';

const quiet = process.argv.includes('--quiet');
const file =
  process.argv.slice(2).find((a) => !a.startsWith('--')) ??
  process.env.PORTFOLIO_CONTENT ??
  DEFAULT_CONTENT_PATH;
try {
  const doc = loadPortfolioFile(file);
  if (!quiet)
    console.log(
      `${file}: valid (${doc.works.length} works, ${doc.clients.length} clients, ${doc.types.length} types, ${doc.actus.length} actus)`,
    );
} catch (error) {
  if (error instanceof ContentError) {
    console.error(`${file}: ${error.problems.length} problem(s)`);
    for (const p of error.problems) console.error(`  ${p.path}: ${p.message}`);
    process.exit(1);
  }
  throw error;
}
