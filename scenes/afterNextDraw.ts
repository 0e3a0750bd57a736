// Runs a callback once the stage has drawn its next frame: a scene tells its page half that its drawing is
// on screen, so the page's CSS stand-in leaves in that frame rather than before it (no blank in between).
import { type Ticker, UPDATE_PRIORITY } from 'pixi.js';
import type { Disposables } from './Disposables.ts';

export function afterNextDraw(ticker: Ticker, disposables: Disposables, callback: () => void): void {
  // The stage renders at LOW priority; UTILITY comes after it in the same tick.
  ticker.addOnce(callback, null, UPDATE_PRIORITY.UTILITY);
  disposables.add(() => ticker.remove(callback, null));
}
