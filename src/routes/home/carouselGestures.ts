// Mobile Home's carousel swipes: hammerjs horizontal pans on the carousel element (vertical moves still
// scroll the page), reported as a drag's begin, move and end to whoever moves the slides.
import Hammer from 'hammerjs';
import type { Disposables } from '../../../scenes/contract/Disposables.ts';
import { SCENE_GESTURES_ATTRIBUTE } from './earlySwipe.ts';

/** What a finger does to the slides, in pixels from where it went down. */
export interface CarouselDrag {
  begin(): void;
  move(deltaX: number): void;
  /** The finger let go (`velocityX` in px/ms), or the pan was cancelled (0, 0). */
  end(deltaX: number, velocityX: number): void;
}

/**
 * Listens for swipes on `root` and reports them to `drag`; marks `root` as the scene's (earlySwipe.ts stands
 * aside). The Hammer manager and the mark go into `disposables`.
 */
export function attachGestures(root: HTMLElement, disposables: Disposables, drag: CarouselDrag): void {
  const manager = new Hammer.Manager(root, {
    // Vertical finger moves stay with the browser (page scroll); only horizontal pans reach us.
    touchAction: 'pan-y',
    // Hammer's defaults would forbid selecting the slides' text: leave that to the stylesheet.
    cssProps: {
      userSelect: '',
      touchSelect: '',
      touchCallout: '',
      contentZooming: '',
      userDrag: 'none',
      tapHighlightColor: 'rgba(0, 0, 0, 0)',
    },
    recognizers: [[Hammer.Pan, { direction: Hammer.DIRECTION_HORIZONTAL, threshold: 10 }]],
  });
  manager.on('panstart', (event) => {
    // The browser took the finger for a vertical scroll: Chromium's pointercancel comes at (0, 0), which
    // Hammer reads as a long pan from where the finger went down, and no end follows. Not a drag: without
    // this the slides stopped half-way and the cycle stayed held.
    if (event.eventType === Hammer.INPUT_CANCEL) return;
    drag.begin();
    drag.move(event.deltaX);
  });
  manager.on('panmove', (event) => drag.move(event.deltaX));
  manager.on('panend', (event) => drag.end(event.deltaX, event.velocityX));
  manager.on('pancancel', () => drag.end(0, 0));
  // From now on the swipes are these: the first-paint listeners (earlySwipe.ts) start no new one, and finish
  // only the one under way, whose start hammerjs never saw.
  root.setAttribute(SCENE_GESTURES_ATTRIBUTE, 'scene');
  disposables.add(() => {
    manager.destroy();
    root.removeAttribute(SCENE_GESTURES_ATTRIBUTE);
  });
}
