// Projects: the ring of works with its details, legend and sorter; a list of disclosures under 768 px.
import { type CSSProperties, useMemo, useRef } from 'react';
import type { Work } from '../../content/schema.ts';
import { HIT_OUTER, pageGutter, ringPlacement } from '../../scenes/contract/ringPlacement.ts';
import { sortWorks } from '../../scenes/contract/sortWorks.ts';
import { usePortfolio } from '../data/usePortfolio.ts';
import { PrintWorks } from '../print/PrintWorks.tsx';
import { MissingWorkNotice, useMissingWork } from '../projects/MissingWork.tsx';
import { ProjectDetail } from '../projects/ProjectDetail.tsx';
import { ProjectList } from '../projects/ProjectList.tsx';
import { ProjectsTools } from '../projects/ProjectsTools.tsx';
import { RingListbox } from '../projects/RingListbox.tsx';
import { useRingRefocus, useRingWheel } from '../projects/ringPageInput.ts';
import { usePageArrowKeys, useSelectionAddress } from '../projects/selection.ts';
import { useAfterSortFade } from '../projects/useAfterSortFade.ts';
import { useAppStore } from '../store/index.ts';

const NO_WORKS: readonly Work[] = [];

export function ProjectsRoute() {
  const { works, types, typeById, clientById } = usePortfolio();
  const sort = useAppStore((s) => s.sort);
  const width = useAppStore((s) => s.viewport.width);
  const height = useAppStore((s) => s.viewport.height);
  const sorted = useMemo(() => sortWorks(works, sort), [works, sort]);
  const typeColors = useMemo(() => new Map(types.map((type) => [type.id, type.color])), [types]);
  const placement = ringPlacement(width, height);

  const index = useSelectionAddress(sorted);
  const missing = useMissingWork(sorted);
  usePageArrowKeys(placement !== null, works);
  const page = useRef<HTMLElement>(null);
  const surface = useRef<HTMLDivElement>(null);
  useRingWheel(page, surface, placement ? works : NO_WORKS);
  useRingRefocus(page, surface, placement !== null && sorted.length > 0);
  // What the detail block shows: the ring's own work, which changes only once a new sort has faded out.
  const shown = useAfterSortFade(sort, { work: sorted[index], position: index + 1 });

  const heading = (
    <h1 id="projects-title" className="visually-hidden">
      Projets
    </h1>
  );
  const printed = <PrintWorks sorted={sorted} sort={sort} typeById={typeById} clientById={clientById} />;

  if (sorted.length === 0) {
    return (
      <section className="page page-projects" aria-labelledby="projects-title">
        {heading}
        <p className="lede">Aucun projet à montrer pour le moment.</p>
      </section>
    );
  }

  if (!placement) {
    return (
      <section className="page page-projects is-list" aria-labelledby="projects-title">
        {heading}
        {missing && <MissingWorkNotice />}
        <div className="projects-tools">
          <ProjectsTools types={types} works={works} />
        </div>
        <ProjectList sorted={sorted} selected={index} typeById={typeById} clientById={clientById} />
        {printed}
      </section>
    );
  }

  const work = shown.work;
  // The same numbers the scene draws with: the surface covers the ring, the column starts past its pointer.
  const geometry = {
    '--ring-x': `${placement.cx}px`,
    '--ring-y': `${placement.cy}px`,
    '--ring-hit-radius': `${HIT_OUTER * placement.scale}px`,
    '--details-left': `${placement.detailsLeft}px`,
    '--details-right': `${pageGutter(width)}px`,
  } as CSSProperties;

  return (
    <section ref={page} className="page-projects is-ring" aria-labelledby="projects-title" style={geometry}>
      {heading}
      <RingListbox
        works={works}
        sorted={sorted}
        selected={index}
        typeById={typeById}
        clientById={clientById}
        typeColors={typeColors}
        surface={surface}
      />
      {work && (
        <div className="projects-column">
          {missing && <MissingWorkNotice />}
          <ProjectDetail
            work={work}
            position={shown.position}
            count={sorted.length}
            type={typeById.get(work.type_id)}
          />
          <footer className="projects-tools projects-footer">
            <ProjectsTools types={types} works={works} />
          </footer>
        </div>
      )}
      {printed}
    </section>
  );
}
