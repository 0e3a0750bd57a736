// The detail block beside the ring: '#n', title, description, comment lines and subtitle, each revealed
// by the scramble; a polite live region tells screen readers which work is now shown.
import type { Work, WorkType } from '../../content/schema.ts';
import { ScrambleText } from '../components/ScrambleText.tsx';
import { commentLines, plainText } from '../lib/linkMarkers.ts';
import { TypeBadge } from './TypeBadge.tsx';

interface ProjectDetailProps {
  work: Work;
  /** 1-based position in the current sort order. */
  position: number;
  count: number;
  type: WorkType | undefined;
}

export function ProjectDetail({ work, position, count, type }: ProjectDetailProps) {
  const lines = commentLines(work.comment);
  return (
    <>
      <article className="project-detail" aria-labelledby="project-detail-title">
        <p className="detail-index">
          <ScrambleText className="detail-number mono" text={`#${position}`} />
          {type && <TypeBadge type={type} />}
        </p>
        <h2 id="project-detail-title" className="detail-title">
          <ScrambleText text={work.title} rich />
        </h2>
        <p className="detail-description">
          <ScrambleText text={work.description} rich />
        </p>
        {lines.length > 0 && (
          <p className="comment">
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their order
              <span key={index} className="comment-line">
                <ScrambleText text={line} rich />
              </span>
            ))}
          </p>
        )}
        {work.subtitle && (
          <p className="subtitle">
            <ScrambleText text={work.subtitle} rich />
          </p>
        )}
      </article>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {`Projet ${position} sur ${count}\u00a0: ${plainText(work.title)}`}
      </p>
    </>
  );
}
