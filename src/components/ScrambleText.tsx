// Text revealed by a scramble (gsap drives the progress, textContent shows it: never innerHTML).
// The animated characters are aria-hidden; assistive tech gets the final text at once.
import gsap from 'gsap';
import { useEffect, useRef, useState } from 'react';
import { plainText } from '../lib/linkMarkers.ts';
import { revealDuration, type ScrambleFrame, scrambleFrame } from '../lib/scramble.ts';
import { isTakingOver } from '../lib/takeOver.ts';
import { useAppStore } from '../store/index.ts';
import { RichText } from './RichText.tsx';

const SCRAMBLE_FRAME_MS = 40;

/**
 * One frame in the final text's face and layout: every character is the final one, so the lines are the
 * final lines; the front's random glyphs are drawn over theirs (CSS, from data-glyph) and the rest waits
 * unseen. Nothing moves and nothing needs clipping.
 */
function drawFrame(element: HTMLElement, frame: ScrambleFrame) {
  const nodes: Node[] = [document.createTextNode(frame.revealed)];
  for (const char of frame.front) {
    if (typeof char === 'string') {
      nodes.push(document.createTextNode(char));
      continue;
    }
    const cell = document.createElement('span');
    cell.className = 'scramble-glyph';
    cell.dataset.glyph = char.glyph;
    cell.textContent = char.final;
    nodes.push(cell);
  }
  const hidden = document.createElement('span');
  hidden.className = 'scramble-hidden';
  hidden.textContent = frame.hidden;
  nodes.push(hidden);
  element.replaceChildren(...nodes);
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
    const state = { progress: 0 };
    let lastDraw = 0;
    drawFrame(element, scrambleFrame(plain, 0));
    const tween = gsap.to(state, {
      progress: 1,
      duration: revealDuration(plain),
      ease: 'power3.out',
      onUpdate: () => {
        // New glyphs about 25 times a second: the eye reads it as the same flicker, and the browser
        // re-lays the text half as often as at 60 fps.
        const now = performance.now();
        if (now - lastDraw < SCRAMBLE_FRAME_MS) return;
        lastDraw = now;
        drawFrame(element, scrambleFrame(plain, state.progress));
      },
      onComplete: () => setDone(true),
    });
    return () => {
      tween.kill();
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
