// A project under the mobile carousel: its header opens the details (measured height − 10 px, 0.35 s)
// and reports each toggle with its index + 1 and the opened flag.
import gsap from 'gsap';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { CommentLines, MarkerLinks, RichText } from '../../components/RichText.tsx';
import type { HomeProject } from '../../data/portfolioData.ts';
import { plainText } from '../../lib/linkMarkers.ts';
import {
  ITEM_TOGGLE_SECONDS,
  itemHeight,
  PROJECT_TOGGLE_EVENT,
  type ProjectToggleDetail,
  projectToggleDetail,
} from '../../lib/projectItem.ts';
import { useAppStore } from '../../store/index.ts';
import { twoDigits } from './ShowcaseBar.tsx';

interface MobileProjectItemProps {
  project: HomeProject;
  index: number;
  onToggle?: (detail: ProjectToggleDetail) => void;
}

/**
 * Height writes wait until every item of the commit has measured itself: measuring after another item's
 * write would lay the page out again, once per item: six layouts in the list's first commit. The writes
 * land in a microtask, still before the frame is painted.
 */
const pendingHeights = new Map<HTMLElement, string>();

function setHeightAfterReads(element: HTMLElement, height: number) {
  if (pendingHeights.size === 0) {
    queueMicrotask(() => {
      for (const [item, value] of pendingHeights) item.style.height = value;
      pendingHeights.clear();
    });
  }
  pendingHeights.set(element, `${height}px`);
}

/** False until the page's web fonts have loaded (they change the text's height). */
function useFontsLoaded(): boolean {
  const [loaded, setLoaded] = useState(
    () => typeof document === 'undefined' || document.fonts?.status === 'loaded',
  );
  useEffect(() => {
    if (loaded || !document.fonts) return;
    let active = true;
    document.fonts.ready.then(() => {
      if (active) setLoaded(true);
    });
    return () => {
      active = false;
    };
  }, [loaded]);
  return loaded;
}

export function MobileProjectItem({ project, index, onToggle }: MobileProjectItemProps) {
  const [opened, setOpened] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const headRef = useRef<HTMLHeadingElement>(null);
  const shownOpened = useRef<boolean | null>(null);
  const reducedMotion = useAppStore((s) => s.reducedMotion);
  const viewportWidth = useAppStore((s) => s.viewport.width);
  const fontsLoaded = useFontsLoaded();
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new width or late fonts reflow the text: measure again
  useLayoutEffect(() => {
    const item = itemRef.current;
    const head = headRef.current;
    if (!item || !head) return;
    // The item's height is its border box: its borders come on top, or they would clip the header.
    const borders = item.offsetHeight - item.clientHeight;
    const target = itemHeight(opened, head.offsetHeight, item.scrollHeight) + borders;
    const toggled = shownOpened.current !== null && shownOpened.current !== opened;
    shownOpened.current = opened;
    if (!toggled) {
      setHeightAfterReads(item, target);
      return;
    }
    pendingHeights.delete(item);
    const tween = gsap.to(item, {
      height: target,
      duration: reducedMotion ? 0 : ITEM_TOGGLE_SECONDS,
      ease: 'power3.out',
    });
    return () => {
      tween.kill();
    };
  }, [opened, reducedMotion, viewportWidth, fontsLoaded]);

  const toggle = () => {
    const next = !opened;
    setOpened(next);
    const detail = projectToggleDetail(index, next);
    onToggle?.(detail);
    itemRef.current?.dispatchEvent(new CustomEvent(PROJECT_TOGGLE_EVENT, { bubbles: true, detail }));
  };

  return (
    <li ref={itemRef} className="project-item" data-opened={opened ? 'true' : 'false'}>
      <h3 ref={headRef} className="project-item-head">
        <button
          type="button"
          id={`${id}-toggle`}
          className="project-item-toggle"
          aria-expanded={opened}
          aria-controls={`${id}-panel`}
          onClick={toggle}
        >
          <span className="project-item-number mono">{twoDigits(index + 1)}</span>{' '}
          <span className="project-item-title">{plainText(project.title)}</span>
          <span className="project-item-icon" aria-hidden="true" />
        </button>
      </h3>
      <section
        id={`${id}-panel`}
        className="project-item-panel"
        aria-labelledby={`${id}-toggle`}
        inert={!opened}
      >
        <MarkerLinks text={project.title} className="project-item-links" />
        {project.subtitle && (
          <p className="project-item-subtitle mono">
            <RichText text={project.subtitle} />
          </p>
        )}
        <p className="project-item-description">
          <RichText text={project.description} />
        </p>
        {project.comment.trim() && (
          <p className="comment">
            <CommentLines comment={project.comment} />
          </p>
        )}
      </section>
    </li>
  );
}
