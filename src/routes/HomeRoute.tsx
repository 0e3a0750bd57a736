// Home: the recent projects, one at a time from 768 px, as a swipeable carousel below.
import { useLoaderData } from 'react-router-dom';
import type { HomeData } from '../data/portfolioData.ts';
import { PrintHome } from '../print/PrintHome.tsx';
import { useAppStore } from '../store/index.ts';
import { DesktopShowcase } from './home/DesktopShowcase.tsx';
import { MobileShowcase } from './home/MobileShowcase.tsx';
import { useShowcaseCycle } from './home/useShowcaseCycle.ts';

export function HomeRoute() {
  const { projects } = useLoaderData() as HomeData;
  const mobile = useAppStore((s) => s.viewport.class === 'mobile');
  const controls = useShowcaseCycle(projects.length);

  return (
    <section className="page page-home" aria-labelledby="home-title">
      {/* The spec shows this heading on large screens; under 768 px it stays for screen readers. */}
      <h1 id="home-title" className={mobile ? 'visually-hidden' : 'page-title home-title'}>
        Projets récents
      </h1>
      {projects.length === 0 ? (
        <p className="lede">Aucun projet récent à montrer pour l’instant.</p>
      ) : mobile ? (
        <MobileShowcase projects={projects} controls={controls} />
      ) : (
        <DesktopShowcase projects={projects} controls={controls} />
      )}
      <PrintHome projects={projects} />
    </section>
  );
}
