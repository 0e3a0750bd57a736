// `npm run content:check [file]`: validates the portfolio document and names every problem by its path.

import { actuWorkWarnings } from '../content/consistency.ts';
import { DEFAULT_CONTENT_PATH, loadPortfolioFile } from '../content/load.ts';
import { ContentError, formatProblems } from '../content/parse.ts';
import { isPastDated } from '../src/lib/frenchDates.ts';

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
  // Valid, but stale: the site hides an availability dated in the past, so the editor should update it.
  const availability = doc.contact.availability;
  if (availability && isPastDated(availability, new Date()))
    console.warn(
      `${file}: warning: contact.availability is dated in the past and is not shown: "${availability}"`,
    );
  // Valid, but two stories: a recent project named or dated otherwise than the work its slide links to.
  for (const warning of actuWorkWarnings(doc))
    console.warn(`${file}: warning: ${warning.path}: ${warning.message}`);
} catch (error) {
  if (error instanceof ContentError) {
    console.error(`${file}: ${error.problems.length} problem(s)`);
    console.error(formatProblems(error.problems));
    process.exit(1);
  }
  throw error;
}
