// Text revealed by a scramble (gsap drives the progress, textContent shows it: never innerHTML).
// The animated characters are aria-hidden; assistive tech gets the final text at once.
import gsap from 'gsap';
import { useEffect, useRef, useState } from 'react';
import { plainText } from '../lib/linkMarkers.ts';
import { revealDuration, scrambleFrame } from '../lib/scramble.ts';
import { isTakingOver } from '../lib/takeOver.ts';
import { useAppStore } from '../store/index.ts';
import { RichText } from './RichText.tsx';
import { ScrambleOverlay } from './scrambleOverlay.ts';

// New glyphs about 25 times a second: the eye reads it as the same flicker, and the browser re-lays the
// text half as often as at 60 fps.
const SCRAMBLE_FRAME_MS = 40;

/** One running reveal: its overlay and the progress its tween drives. */
interface Reveal {
  overlay: ScrambleOverlay;
  progress: number;
}

// Every running reveal draws on one clock, in the same frame as the others: first every layout read, then
// every write, so a step's five texts cost the browser one layout, not one each.
const pending = new Set<Reveal>();
let flushQueued = false;
let lastDraw = Number.NEGATIVE_INFINITY;

function flush() {
  flushQueued = false;
  const reveals = [...pending];
  pending.clear();
  const now = performance.now();
  if (now - lastDraw < SCRAMBLE_FRAME_MS && !reveals.some((reveal) => reveal.overlay.fresh)) return;
  lastDraw = now;
  for (const reveal of reveals) reveal.overlay.measure();
  for (const reveal of reveals) reveal.overlay.draw(scrambleFrame(reveal.overlay.text, reveal.progress));
}

/** Asks for the reveal's next frame: drawn after every tween of this tick has updated (a microtask). */
function requestFrame(reveal: Reveal) {
  pending.add(reveal);
  if (flushQueued) return;
  flushQueued = true;
  queueMicrotask(flush);
}

interface ScrambleTextProps {
  text: string;
  /** Renders link markers as links once the reveal ends. */
  rich?: boolean;
  className?: string;
}

export function ScrambleText({ text, rich = false, className }: ScrambleTextProps) {
  const reducedMotion = useAppStore((s) => s.reducedMotion);
  const target = useRef<HTMLSpanElement>(null);
  // Mounted by the take-over of a prerendered page: this text is already on screen, shown as it is. Its
  // next text is revealed as usual.
  const alreadyShown = useRef(isTakingOver());
  const [done, setDone] = useState(reducedMotion || alreadyShown.current);
  const plain = rich ? plainText(text) : text;

  useEffect(() => {
    const element = target.current;
    const shown = alreadyShown.current;
    alreadyShown.current = false;
    if (reducedMotion || !element || shown) {
      setDone(true);
      return;
    }
    setDone(false);
    const reveal: Reveal = { overlay: new ScrambleOverlay(element, plain), progress: 0 };
    requestFrame(reveal);
    const tween = gsap.to(reveal, {
      progress: 1,
      duration: revealDuration(plain),
      ease: 'power3.out',
      onUpdate: () => requestFrame(reveal),
      onComplete: () => setDone(true),
    });
    return () => {
      tween.kill();
      pending.delete(reveal);
    };
  }, [plain, reducedMotion]);

  const content = rich ? <RichText text={text} /> : text;
  // The final text always holds its place (hidden while the reveal runs), and the scrambled characters
  // are laid over it: the layout never jumps when the reveal ends.
  return (
    <span
      className={className ? `scramble ${className}` : 'scramble'}
      data-scramble={done ? 'done' : 'running'}
    >
      <span className={done ? undefined : 'scramble-final'} aria-hidden={done ? undefined : true}>
        {content}
      </span>
      {!done && <span className="visually-hidden">{plain}</span>}
      <span ref={target} aria-hidden="true" className="scramble-chars" hidden={done} />
    </span>
  );
}
