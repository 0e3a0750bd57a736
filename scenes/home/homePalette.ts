// The Home scenes' colours, made from the page's CSS tokens (read by the page, which has the styles), so the
// canvas follows the dark/bright mode.
import { Color } from 'pixi.js';
import type { PaletteTokens } from '../contract/protocol.ts';

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

function tint(raw: string, fallback: string): Tint {
  let color: Color;
  try {
    color = new Color(raw.trim() || fallback);
  } catch {
    color = new Color(fallback);
  }
  return { color: color.toNumber(), alpha: color.alpha };
}

export function paletteFromTokens(tokens: PaletteTokens): HomePalette {
  const line = tint(tokens.line, 'rgb(233 236 245 / 0.16)');
  return {
    track: { color: line.color, alpha: Math.min(1, line.alpha * 1.1) },
    arcs: [tint(tokens.accent, '#ff8a4c'), tint(tokens.accent2, '#c86bff')],
    card: tint(tokens.bgRaised, 'rgb(15 18 32 / 0.72)'),
    cardLine: line,
  };
}
