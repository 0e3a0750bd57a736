// Runs a callback once the stage's next frame is on screen: a scene tells its page half that its drawing is
// there, so the page's CSS stand-in leaves then rather than before it (no blank in between).
import { type Ticker, UPDATE_PRIORITY } from 'pixi.js';
import type { Disposables } from './contract/Disposables.ts';

export function afterNextDraw(ticker: Ticker, disposables: Disposables, callback: () => void): void {
  // The stage renders at LOW priority; UTILITY comes after it in the same tick. The frame reaches the
  // screen after that tick (a worker's canvas commits when its frame ends, and a first draw may rasterise
  // for a while): the page is told at the start of the tick after.
  const drawn = () => ticker.addOnce(callback, null, UPDATE_PRIORITY.HIGH);
  ticker.addOnce(drawn, null, UPDATE_PRIORITY.UTILITY);
  disposables.add(() => {
    ticker.remove(drawn, null);
    ticker.remove(callback, null);
  });
}
