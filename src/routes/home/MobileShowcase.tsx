// Home under 768 px: a looping, swipeable carousel of every project (cards and donuts drawn by the stage,
// text in the DOM above them), then the projects as items that open to their details.
import { useCallback, useEffect, useRef } from 'react';
import { MOBILE_DONUT } from '../../../scenes/contract/donutLayout.ts';
import { wrapIndex } from '../../../scenes/contract/loopIndex.ts';
import { useStageScene } from '../../canvas/useStageScene.ts';
import { RichText } from '../../components/RichText.tsx';
import type { HomeProject } from '../../data/portfolioData.ts';
import type { ProjectToggleDetail } from '../../lib/projectItem.ts';
import { appStore, useAppStore } from '../../store/index.ts';
import { DonutList } from './DonutList.tsx';
import { earlySwipe } from './earlySwipe.ts';
import { MobileProjectItem } from './MobileProjectItem.tsx';
import { ShowcaseBar } from './ShowcaseBar.tsx';
import { cycleState, type ShowcaseControls } from './useShowcaseCycle.ts';
import { WorkLink } from './WorkLink.tsx';

/** A click this soon after a drag ended is the drag's own (a mouse's), not a tap on a link. */
const DRAG_CLICK_MS = 400;

interface MobileShowcaseProps {
  projects: readonly HomeProject[];
  controls: ShowcaseControls;
}

export function MobileShowcase({ projects, controls }: MobileShowcaseProps) {
  const carouselRef = useRef<HTMLDivElement>(null);
  const index = useAppStore((s) => wrapIndex(s.homeIndex, projects.length));
  const { setDragging, step } = controls;
  /** When the last drag ended: the click a mouse drag ends with must not follow the slide's link. */
  const dragEndedAt = useRef(Number.NEGATIVE_INFINITY);
  const onDragChange = useCallback(
    (dragging: boolean) => {
      if (!dragging) dragEndedAt.current = performance.now();
      setDragging(dragging);
    },
    [setDragging],
  );

  useStageScene(
    () =>
      import('./carouselMotion.ts').then((m) => (bridge) => {
        const root = carouselRef.current;
        if (!root) return null;
        return new m.CarouselMotion(bridge, { root, projects, onDragChange });
      }),
    projects,
  );

  // From the first paint, before the scene's own gestures: a swipe still changes the slide, and one made
  // before this code arrived is replayed. As the visitor's step, it restarts the cycle's count from it.
  useEffect(() => {
    const root = carouselRef.current;
    if (!root) return;
    return earlySwipe({ root, onDragChange, onStep: step });
  }, [onDragChange, step]);

  // Opening a project's details brings its slide into the carousel too.
  const onToggle = useCallback(
    ({ index: position, opened }: ProjectToggleDetail) => {
      if (opened) appStore.getState().setHomeIndex(wrapIndex(position - 1, projects.length));
    },
    [projects.length],
  );

  return (
    <>
      <section
        className="showcase showcase-mobile"
        aria-roledescription="carrousel"
        aria-label="Carrousel des projets récents"
        data-cycle={cycleState(controls.snapshot)}
        {...controls.areaProps}
      >
        <ShowcaseBar controls={controls} showCount={false} />
        <div
          ref={carouselRef}
          className="carousel"
          data-index={index}
          aria-live={controls.live}
          onClickCapture={(event) => {
            if (performance.now() - dragEndedAt.current < DRAG_CLICK_MS) event.preventDefault();
          }}
        >
          {projects.map((project, i) => (
            <article
              key={project.id}
              className="slide"
              data-slide={i}
              aria-roledescription="diapositive"
              aria-label={`${i + 1} sur ${projects.length}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <div className="slide-card" data-slide-card>
                <p className="slide-subtitle mono">
                  <RichText text={project.subtitle} />
                </p>
                <h2 className="slide-title">
                  <RichText text={project.title} />
                </h2>
                <p className="slide-description">
                  <RichText text={project.description} />
                </p>
                {project.work_id !== undefined && (
                  <WorkLink workId={project.work_id} title={project.title} className="slide-link" />
                )}
                <DonutList donuts={project.donuts} projectId={project.id} spec={MOBILE_DONUT} />
              </div>
            </article>
          ))}
        </div>
      </section>
      <section className="project-items" aria-labelledby="home-items-title">
        <h2 id="home-items-title" className="project-items-title">
          Le détail des projets
        </h2>
        <ol className="project-item-list">
          {projects.map((project, i) => (
            <MobileProjectItem key={project.id} project={project} index={i} onToggle={onToggle} />
          ))}
        </ol>
      </section>
    </>
  );
}
