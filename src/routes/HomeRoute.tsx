// Home: the recent projects (the showcase with donuts and carousel is drawn by its own scene).
import { useLoaderData } from 'react-router-dom';
import { CommentLines, RichText } from '../components/RichText.tsx';
import type { HomeData } from '../data/portfolioData.ts';

export function HomeRoute() {
  const { projects } = useLoaderData() as HomeData;
  return (
    <section className="page page-home" aria-labelledby="home-title">
      <h1 id="home-title" className="page-title">
        Projets récents
      </h1>
      <ol className="project-list">
        {projects.map((project) => (
          <li key={project.id} className="project-card">
            <h2>{project.title}</h2>
            <p className="subtitle">{project.subtitle}</p>
            <p>
              <RichText text={project.description} />
            </p>
            <p className="comment">
              <CommentLines comment={project.comment} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
