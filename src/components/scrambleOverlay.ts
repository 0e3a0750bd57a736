// The scramble's overlay, drawn over the final text while it is revealed. It holds the final text once, as
// two text nodes: the part already revealed, shown, and the rest, laid out but unseen. The front's random
// glyphs are one SVG <text>, each glyph placed over the centre of the character it stands for. A frame
// changes two text nodes and one text's positions: no element is created. (An element per glyph, each
// positioned over its character with a translucent ::after, made every frame build and paint dozens of
// layers: on /projects it was the costliest work of a step, more than the scenes.)
import type { ScrambleFrame } from '../lib/scramble.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Where a glyph goes, in the overlay's own pixels: the centre of its character's box, and its top. */
interface Place {
  x: number;
  y: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

export class ScrambleOverlay {
  private readonly chars: string[];
  /** The UTF-16 offset where each character starts, then the text's length. */
  private readonly offsets: number[];
  private readonly shown: Text;
  private readonly rest: Text;
  private readonly glyphs: SVGTextElement;
  private readonly glyphText: Text;
  private places: (Place | null)[] | null = null;
  /** The overlay's size when it was measured: another size means the lines changed. */
  private measuredSize = '';
  private attempts = 0;
  private start = 0;

  constructor(
    private readonly element: HTMLElement,
    readonly text: string,
  ) {
    this.chars = Array.from(text);
    this.offsets = [0];
    for (const char of this.chars) this.offsets.push((this.offsets.at(-1) ?? 0) + char.length);
    this.shown = document.createTextNode('');
    this.rest = document.createTextNode(text);
    const restBox = document.createElement('span');
    restBox.className = 'scramble-hidden';
    restBox.append(this.rest);
    const svg = document.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('class', 'scramble-glyphs');
    svg.setAttribute('aria-hidden', 'true');
    this.glyphs = document.createElementNS(SVG_NS, 'text');
    this.glyphText = document.createTextNode('');
    this.glyphs.append(this.glyphText);
    svg.append(this.glyphs);
    element.replaceChildren(this.shown, restBox, svg);
  }

  /**
   * Not measured yet: the clock draws it at the next frame rather than on its beat. A reveal starts while
   * React still un-hides its overlay, so a few frames may pass before it is laid out; after that, one in a
   * hidden part of the page is retried on the beat only.
   */
  get fresh(): boolean {
    return this.places === null && this.attempts < 4;
  }

  /**
   * Reads where every character lies (layout reads only: the clock measures every overlay before it draws
   * any). Measures again when the overlay changed size, and keeps trying while it is not laid out.
   */
  measure(): void {
    this.attempts += 1;
    const width = this.element.offsetWidth;
    const height = this.element.offsetHeight;
    const size = `${width}x${height}`;
    if (this.places && size === this.measuredSize) return;
    this.places = null;
    if (width === 0 && height === 0) return;
    const box = this.element.getBoundingClientRect();
    // A scaled ancestor scales client rects, not the overlay's own pixels.
    const scale = box.width > 0 ? width / box.width : 1;
    const range = document.createRange();
    const shownLength = this.offsets[this.start] ?? 0;
    this.places = this.chars.map((char, index) => {
      if (/\s/.test(char)) return null;
      const offset = this.offsets[index] ?? 0;
      if (offset < shownLength) range.setStart(this.shown, offset);
      else range.setStart(this.rest, offset - shownLength);
      range.setEnd(range.startContainer, range.startOffset + char.length);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return null;
      return {
        x: round((rect.left + rect.width / 2 - box.left) * scale),
        y: round((rect.top - box.top) * scale),
      };
    });
    this.measuredSize = size;
  }

  /** Writes one frame: the revealed part, the unseen rest, the front's glyphs over their characters. */
  draw(frame: ScrambleFrame): void {
    if (frame.start !== this.start) {
      this.start = frame.start;
      const split = this.offsets[frame.start] ?? this.text.length;
      this.shown.data = this.text.slice(0, split);
      this.rest.data = this.text.slice(split);
    }
    let glyphs = '';
    const xs: number[] = [];
    const ys: number[] = [];
    frame.front.forEach((char, index) => {
      const place = this.places?.[frame.start + index];
      if (typeof char === 'string' || !place) return;
      glyphs += char.glyph;
      xs.push(place.x);
      ys.push(place.y);
    });
    this.glyphs.setAttribute('x', xs.join(' '));
    this.glyphs.setAttribute('y', ys.join(' '));
    this.glyphText.data = glyphs;
  }
}
