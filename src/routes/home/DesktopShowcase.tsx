// Home from 768 px: one recent project at a time, its text scrambled in, its donuts drawn by the stage.
import { useId, useRef } from 'react';
import { DESKTOP_DONUT } from '../../../scenes/contract/donutLayout.ts';
import { wrapIndex } from '../../../scenes/contract/loopIndex.ts';
import { useStageScene } from '../../canvas/useStageScene.ts';
import { ScrambleText } from '../../components/ScrambleText.tsx';
import type { HomeProject } from '../../data/portfolioData.ts';
import { commentLines } from '../../lib/linkMarkers.ts';
import { useAppStore } from '../../store/index.ts';
import { DonutList } from './DonutList.tsx';
import { ShowcaseBar } from './ShowcaseBar.tsx';
import { cycleState, type ShowcaseControls } from './useShowcaseCycle.ts';
import { WorkLink } from './WorkLink.tsx';

interface DesktopShowcaseProps {
  projects: readonly HomeProject[];
  controls: ShowcaseControls;
}

export function DesktopShowcase({ projects, controls }: DesktopShowcaseProps) {
  const rootRef = useRef<HTMLElement>(null);
  const slideId = useId();
  const index = useAppStore((s) => wrapIndex(s.homeIndex, projects.length));
  const project = projects[index];

  useStageScene(
    () =>
      import('./donutSlots.ts').then((m) => (bridge) => {
        const root = rootRef.current;
        if (!root) return null;
        return new m.DonutSlots(bridge, root, projects);
      }),
    projects,
  );

  if (!project) return null;
  const lines = commentLines(project.comment);
  return (
    <section
      ref={rootRef}
      className="showcase showcase-desktop"
      aria-roledescription="carrousel"
      aria-label="Projets récents, un à la fois"
      data-cycle={cycleState(controls.snapshot)}
      {...controls.areaProps}
    >
      <ShowcaseBar controls={controls} showCount slidesId={slideId} />
      <article
        id={slideId}
        className="showcase-project"
        aria-roledescription="diapositive"
        aria-label={`${index + 1} sur ${projects.length}`}
        aria-live={controls.live}
        data-project={project.id}
      >
        <div className="showcase-text">
          <p className="showcase-subtitle">
            <ScrambleText rich text={project.subtitle} />
          </p>
          <h2 className="showcase-title">
            <ScrambleText rich text={project.title} />
          </h2>
          <p className="showcase-description">
            <ScrambleText rich text={project.description} />
          </p>
          {lines.length > 0 && (
            <p className="showcase-comment">
              {lines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their order
                <span key={i} className="comment-line">
                  <ScrambleText rich text={line} />
                </span>
              ))}
            </p>
          )}
          {project.work_id !== undefined && (
            <WorkLink workId={project.work_id} title={project.title} className="showcase-link" />
          )}
        </div>
        <DonutList donuts={project.donuts} projectId={project.id} spec={DESKTOP_DONUT} />
      </article>
    </section>
  );
}
