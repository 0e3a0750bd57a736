// The showcase's bar: which project is shown (desktop), the 3.5 s progress line, the pause/play button and,
// on desktop, the previous and next buttons beside it (WAI-ARIA carousel pattern).
import { useRef } from 'react';
import { useStageScene } from '../../canvas/useStageScene.ts';
import { AUTO_ADVANCE_MS } from '../../lib/showcaseCycle.ts';
import { useCssVariables } from './useCssVariables.ts';
import { CYCLE_CONTROL_ATTRIBUTE, type ShowcaseControls } from './useShowcaseCycle.ts';

/** Rendered at build time (no window): see the toggle below. */
const PRERENDERING = typeof window === 'undefined';

function ToggleFace({ paused, className }: { paused: boolean; className?: string }) {
  return (
    <span className={className ?? 'showcase-toggle-face'}>
      <svg className="showcase-toggle-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        {paused ? (
          <path d="M4.5 2.8v10.4a.6.6 0 0 0 .9.5l8.1-5.2a.6.6 0 0 0 0-1L5.4 2.3a.6.6 0 0 0-.9.5Z" />
        ) : (
          <path d="M4 2.5h2.6v11H4zM9.4 2.5H12v11H9.4z" />
        )}
      </svg>
      <span>{paused ? 'Lecture' : 'Pause'}</span>
    </span>
  );
}

/** « Projet précédent » / « Projet suivant »: a chevron, its name for screen readers (and as a tooltip). */
function StepButton({ delta, label, slidesId, onStep }: StepButtonProps) {
  const controlProps = { [CYCLE_CONTROL_ATTRIBUTE]: '' };
  return (
    <button
      type="button"
      className="showcase-step"
      data-step={delta > 0 ? 'next' : 'previous'}
      aria-controls={slidesId}
      title={label}
      onClick={() => onStep(delta)}
      {...controlProps}
    >
      <svg className="showcase-step-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path d={delta > 0 ? 'M6 3.5 10.5 8 6 12.5' : 'M10 3.5 5.5 8 10 12.5'} />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

interface StepButtonProps {
  delta: 1 | -1;
  label: string;
  slidesId: string;
  onStep(delta: 1 | -1): void;
}

export const twoDigits = (n: number) => String(n).padStart(2, '0');

interface ShowcaseBarProps {
  controls: ShowcaseControls;
  showCount: boolean;
  /** The id of the slides the previous and next buttons change; none, no buttons (the phone swipes). */
  slidesId?: string;
}

export function ShowcaseBar({ controls, showCount, slidesId }: ShowcaseBarProps) {
  const { snapshot, paused, togglePaused, step } = controls;
  const toggleProps = { [CYCLE_CONTROL_ATTRIBUTE]: '' };
  const steps = slidesId !== undefined && snapshot.count > 1;
  const progressRef = useRef<HTMLSpanElement>(null);
  useCssVariables(progressRef, { '--cycle-duration': `${AUTO_ADVANCE_MS}ms` });
  // The stage draws the line once it can (progressLine.ts): in its own frames, not the compositor's.
  useStageScene(
    () =>
      import('./progressLine.ts').then((m) => (bridge) => {
        const track = progressRef.current;
        if (!track) return null;
        return new m.ProgressLineHalf(bridge, track);
      }),
    true,
  );
  return (
    <div className="showcase-bar">
      {showCount && (
        <p className="showcase-count mono" aria-hidden="true">
          <span className="showcase-count-current">{twoDigits(snapshot.index + 1)}</span>
          <span className="showcase-count-sep"> / </span>
          {twoDigits(snapshot.count)}
        </p>
      )}
      <span ref={progressRef} className="showcase-progress" aria-hidden="true">
        <span
          key={snapshot.countdown}
          className="showcase-progress-fill"
          data-running={snapshot.counting ? 'true' : 'false'}
          data-started={snapshot.countdown > 0 ? 'true' : 'false'}
          data-countdown={snapshot.countdown}
        />
      </span>
      {steps && <StepButton delta={-1} label="Projet précédent" slidesId={slidesId} onStep={step} />}
      <button type="button" className="showcase-toggle" onClick={togglePaused} {...toggleProps}>
        {PRERENDERING ? (
          // The page is built before anyone asks for reduced motion: it carries both states and CSS shows
          // the one the visitor's cycle will start in, so the button never flips when the app starts.
          <>
            <ToggleFace paused={false} className="showcase-toggle-face when-motion" />
            <ToggleFace paused className="showcase-toggle-face when-reduced-motion" />
          </>
        ) : (
          <ToggleFace paused={paused} />
        )}
        <span className="visually-hidden"> du défilement des projets</span>
      </button>
      {steps && <StepButton delta={1} label="Projet suivant" slidesId={slidesId} onStep={step} />}
    </div>
  );
}
