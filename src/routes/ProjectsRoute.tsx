// Projects: the works in the current sort order (the ring scene draws them on wide screens).
import { CommentLines, RichText } from '../components/RichText.tsx';
import { usePortfolio } from '../data/usePortfolio.ts';
import { monthYear } from '../lib/frenchDates.ts';
import { sortWorks } from '../lib/sortWorks.ts';
import { useAppStore } from '../store/index.ts';

export function ProjectsRoute() {
  const { works, typeById, clientById } = usePortfolio();
  const sort = useAppStore((s) => s.sort);
  const sorted = sortWorks(works, sort);
  return (
    <section className="page page-projects" aria-labelledby="projects-title">
      <h1 id="projects-title" className="page-title">
        Projets
      </h1>
      <ol className="project-list">
        {sorted.map((work, index) => (
          <li key={work.id} className="project-card">
            <p className="mono muted">
              #{index + 1} · {monthYear(work.date)} · {typeById.get(work.type_id)?.value} ·{' '}
              {clientById.get(work.client_id)?.name}
            </p>
            <h2>{work.title}</h2>
            <p>
              <RichText text={work.description} />
            </p>
            <p className="comment">
              <CommentLines comment={work.comment} />
            </p>
            <p className="subtitle">{work.subtitle}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
