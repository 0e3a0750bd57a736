// The home for print: every recent project, not only the slide on screen, with its donuts as static
// figures. Hidden on screen (display: none, so screen readers do not get it twice); print.css shows it.
import { isDonutShown } from '../../scenes/contract/donutLayout.ts';
import { RichText } from '../components/RichText.tsx';
import type { HomeProject } from '../data/portfolioData.ts';
import { commentLines } from '../lib/linkMarkers.ts';
import { PrintDonut } from './PrintDonut.tsx';

export function PrintHome({ projects }: { projects: readonly HomeProject[] }) {
  if (projects.length === 0) return null;
  return (
    <ol className="print-only print-entries">
      {projects.map((project) => {
        const donuts = project.donuts.filter(isDonutShown);
        return (
          <li key={project.id} className="print-entry">
            <h2 className="print-title">
              <RichText text={project.title} />
            </h2>
            <p className="print-meta">
              <RichText text={project.subtitle} />
            </p>
            <p className="print-description">
              <RichText text={project.description} />
            </p>
            <PrintComment comment={project.comment} />
            {donuts.length > 0 && (
              <ul className="print-donuts">
                {donuts.map((donut, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: donuts have no identity beyond their order
                  <PrintDonut key={index} donut={donut} />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** A comment's lines on one line, separated by « · »: short technical notes, compact on paper. */
export function PrintComment({ comment }: { comment: string }) {
  const lines = commentLines(comment);
  if (lines.length === 0) return null;
  return (
    <p className="print-comment">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their order
        <span key={index}>
          {index > 0 && '\u00a0· '}
          <RichText text={line} />
        </span>
      ))}
    </p>
  );
}
