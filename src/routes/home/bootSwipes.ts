// The boot script's swipes (src/boot.ts): gestures made on the prerendered phone carousel before the home
// route's chunk arrived, and their handover to earlySwipe.ts, which replays each once by the same rule.
import type { RecordedSwipe } from '../../lib/swipeMath.ts';

/**
 * What the boot script records on `window.__bootSwipes` (production builds; absent in development, where
 * there is no boot script). Only the boot script creates it; only adoptBootSwipes writes `taken` and `take`.
 */
export interface BootSwipes {
  /** Gestures that ended before the home route took over, oldest first. */
  ended: RecordedSwipe[];
  /** The home route's listeners are on the carousel: the boot script starts recording no new gesture. */
  taken?: boolean;
  /**
   * Where the boot script hands a gesture that was already under way when the home route took over, once
   * it ends: the route's listeners never saw that finger go down, so it is counted here and only here.
   */
  take?: (swipe: RecordedSwipe) => void;
}

declare global {
  interface Window {
    __bootSwipes?: BootSwipes;
  }
}

/**
 * Takes the boot script's swipes over: replays those that ended (each once, then forgotten), tells boot to
 * record no more, and receives the one still under way when it ends. Returns the teardown: a gesture that
 * ends after it is dropped (the carousel it was made on is gone), never queued for a later carousel.
 */
export function adoptBootSwipes(
  swipes: BootSwipes | undefined,
  replay: (swipe: RecordedSwipe) => void,
): () => void {
  if (!swipes) return () => {};
  swipes.taken = true;
  const take = (swipe: RecordedSwipe) => replay(swipe);
  swipes.take = take;
  for (const swipe of swipes.ended.splice(0)) replay(swipe);
  return () => {
    if (swipes.take === take) swipes.take = undefined;
  };
}
