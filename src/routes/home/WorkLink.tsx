// A recent project's way to its work: « Voir le projet », the work selected on the ring (/projects/<id>).
import { Link } from 'react-router-dom';
import { plainText } from '../../lib/linkMarkers.ts';

/** The link, its visible words short; screen readers hear which project (several slides have one). */
export function WorkLink({ workId, title, className }: { workId: number; title: string; className: string }) {
  return (
    <p className={className}>
      <Link to={`/projects/${workId}`} draggable={false}>
        Voir le projet<span className="visually-hidden">{` «\u202f${plainText(title)}\u202f»`}</span>
        <span aria-hidden="true">→</span>
      </Link>
    </p>
  );
}
