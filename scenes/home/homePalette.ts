// The Home scenes' colours, read from the page's CSS tokens so the canvas follows the dark/bright mode.
import { Color } from 'pixi.js';

export interface Tint {
  color: number;
  alpha: number;
}

export interface HomePalette {
  /** The ring under the value arc. */
  track: Tint;
  /** Value arcs take these in turn: the two lights' colours. */
  arcs: [Tint, Tint];
  card: Tint;
  cardLine: Tint;
}

function token(style: CSSStyleDeclaration, name: string, fallback: string): Tint {
  const raw = style.getPropertyValue(name).trim();
  let color: Color;
  try {
    color = new Color(raw || fallback);
  } catch {
    color = new Color(fallback);
  }
  return { color: color.toNumber(), alpha: color.alpha };
}

export function readHomePalette(): HomePalette {
  const style = getComputedStyle(document.documentElement);
  const line = token(style, '--line', 'rgb(233 236 245 / 0.16)');
  return {
    track: { color: line.color, alpha: Math.min(1, line.alpha * 1.1) },
    arcs: [token(style, '--accent', '#ff8a4c'), token(style, '--accent-2', '#c86bff')],
    card: token(style, '--bg-raised', 'rgb(15 18 32 / 0.72)'),
    cardLine: line,
  };
}

/**
 * Calls `apply` with fresh colours whenever the page switches mode (tokens.css keys the bright mode on
 * `:root[data-background]`). Returns the teardown.
 */
export function watchHomePalette(apply: (palette: HomePalette) => void): () => void {
  const observer = new MutationObserver(() => apply(readHomePalette()));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-background'] });
  return () => observer.disconnect();
}
