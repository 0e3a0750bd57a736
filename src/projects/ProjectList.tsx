// Projects under 768 px: a list of disclosures, one open at a time (the selected work), opening and
// closing with a 0.35 s height animation.
import gsap from 'gsap';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Client, Work, WorkType } from '../../content/schema.ts';
import { CommentLines, MarkerLinks, RichText } from '../components/RichText.tsx';
import { monthYear, year } from '../lib/frenchDates.ts';
import { NBSP } from '../lib/frenchTypography.ts';
import { plainText } from '../lib/linkMarkers.ts';
import { appStore, useAppStore } from '../store/index.ts';
import { chooseWork } from './selection.ts';
import { TypeBadge } from './TypeBadge.tsx';

/** The spec's mobile item animation. */
export const ENTRY_SECONDS = 0.35;

interface ProjectListProps {
  sorted: readonly Work[];
  /** Index of the selected work in `sorted`: its entry is the open one. */
  selected: number;
  typeById: ReadonlyMap<string, WorkType>;
  clientById: ReadonlyMap<string, Client>;
}

export function ProjectList({ sorted, selected, typeById, clientById }: ProjectListProps) {
  const sort = useAppStore((s) => s.sort);
  // The selected entry is the open one, unless the visitor closed it; a new selection or sort opens again.
  const selection = `${sort}:${selected}`;
  const [closedSelection, setClosedSelection] = useState<string | null>(null);
  const closed = closedSelection === selection;
  const list = useRef<HTMLOListElement>(null);
  // Arriving on a work further down (a deep link, or back from another screen): show it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only, not on each new order
  useEffect(() => {
    if (selected > 0) list.current?.children[selected]?.scrollIntoView({ block: 'start' });
  }, []);

  const toggle = (index: number) => {
    if (index === selected) setClosedSelection(closed ? null : selection);
    else chooseWork(sorted[index]?.id);
  };
  return (
    <ol ref={list} className="project-entries">
      {sorted.map((work, index) => (
        <ProjectEntry
          key={work.id}
          work={work}
          position={index + 1}
          open={index === selected && !closed}
          onToggle={() => toggle(index)}
          type={typeById.get(work.type_id)}
          client={clientById.get(work.client_id)}
        />
      ))}
    </ol>
  );
}

interface ProjectEntryProps {
  work: Work;
  position: number;
  open: boolean;
  onToggle: () => void;
  type: WorkType | undefined;
  client: Client | undefined;
}

function ProjectEntry({ work, position, open, onToggle, type, client }: ProjectEntryProps) {
  const panel = useRef<HTMLDivElement>(null);
  const rendered = useRef(false);
  const panelId = `entree-${work.id}`;

  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const animate = rendered.current && !appStore.getState().reducedMotion;
    rendered.current = true;
    gsap.killTweensOf(element);
    if (!animate) {
      element.hidden = !open;
      element.style.height = '';
      return;
    }
    if (open) {
      // From closed, or from wherever a closing animation was interrupted.
      if (element.hidden) {
        element.style.height = '0px';
        element.hidden = false;
      }
      gsap.to(element, {
        height: element.scrollHeight,
        duration: ENTRY_SECONDS,
        ease: 'power3.out',
        clearProps: 'height',
      });
    } else {
      gsap.to(element, {
        height: 0,
        duration: ENTRY_SECONDS,
        ease: 'power3.out',
        onComplete: () => {
          element.hidden = true;
          element.style.height = '';
        },
      });
    }
    return () => {
      gsap.killTweensOf(element);
    };
  }, [open]);

  return (
    <li className="project-entry">
      <h2 className="entry-heading">
        <button
          type="button"
          className="entry-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="entry-title">{plainText(work.title)}</span>
          <span className="entry-meta">
            <span className="mono">{year(work.date)}</span>
            {type && <TypeBadge type={type} />}
          </span>
        </button>
      </h2>
      <div ref={panel} id={panelId} className="entry-panel">
        <div className="entry-body">
          <MarkerLinks text={work.title} className="entry-links" />
          <p className="entry-facts mono muted">
            {/* The subtitle names the client and the date already (and the title line the year): once is enough. */}
            #{position}
            {!work.subtitle && `${NBSP}· ${client?.name ?? work.client_id}${NBSP}· ${monthYear(work.date)}`}
          </p>
          <p>
            <RichText text={work.description} />
          </p>
          {work.comment && (
            <p className="comment">
              <CommentLines comment={work.comment} />
            </p>
          )}
          {work.subtitle && (
            <p className="subtitle">
              <RichText text={work.subtitle} />
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
