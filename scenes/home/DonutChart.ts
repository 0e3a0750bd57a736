// One donut: a track ring and the value arc growing from 0 to its value; the percentage it reports as it
// grows is shown by the DOM (Pixi text would need its renderer extension loaded before the app starts).
// Figure and arc come from one value, `progress`: the figure goes to the page only once the stage has drawn
// the arc it belongs to (flushLabel, called after a drawn frame), never ahead of it.
import gsap from 'gsap';
import { Container, Graphics } from 'pixi.js';
import type { Donut } from '../../content/schema.ts';
import {
  type DonutGeometry,
  donutArc,
  donutPercent,
  formatPercent,
  isDonutShown,
} from '../contract/donutLayout.ts';
import type { HomePalette, Tint } from './homePalette.ts';

/** How long a donut takes to fill (s); power3.out, like the text reveal it runs beside. */
export const DONUT_FILL_SECONDS = 1.2;
/** The spec's fade, for donuts with an empty title. */
export const DONUT_FADE_SECONDS = 0.5;

/**
 * What a donut with an empty title shows: `fade`, the spec's empty ring that fades out when its project
 * shows (desktop); `hidden`, nothing at all (the phone's carousel, whose slides are seen before they
 * arrive: an empty grey ring there read as a missing figure).
 */
export type UntitledDonut = 'fade' | 'hidden';

export class DonutChart {
  readonly view = new Container();
  /** False for a donut with an empty title: it fades out and is hidden. */
  readonly shown: boolean;
  private readonly track = new Graphics();
  private readonly arc = new Graphics();
  private label: ((text: string) => void) | null = null;
  private labelText = '';
  /** The figure that goes with the arc as last drawn into the scene graph; sent by flushLabel. */
  private pendingText: string | null = null;
  /** The label already shows the final figure and keeps it through this fill (see bindLabel). */
  private labelKept = false;
  /** Starts empty: play() fills it. */
  private readonly state = { progress: 0 };
  private arcTint: Tint;
  private tween: gsap.core.Tween | null = null;

  constructor(
    private readonly donut: Donut,
    private readonly geometry: DonutGeometry,
    private palette: HomePalette,
    private readonly order: number,
    private readonly untitled: UntitledDonut = 'fade',
  ) {
    this.shown = isDonutShown(donut);
    this.view.visible = this.shown || untitled === 'fade';
    this.arcTint = palette.arcs[order % 2] ?? palette.arcs[0];
    this.view.addChild(this.track, this.arc);
    this.drawTrack();
    this.draw();
  }

  /**
   * Where the growing percentage is written (French style, "97 %"). `showsFinal`: the label shows the
   * final figure already (the page as it was first painted, before the scenes started) and keeps it while
   * the arc fills the first time, instead of dropping to "0 %" under the visitor's eyes and counting again.
   */
  bindLabel(label: ((text: string) => void) | null, showsFinal = false): void {
    this.label = label;
    this.labelText = '';
    this.pendingText = null;
    this.labelKept = showsFinal && label !== null;
    this.draw();
  }

  /**
   * Writes the figure that goes with the arc as now drawn. The scene calls it once the stage has drawn a
   * frame (or when the stage cannot draw): the figure then reaches the page with its arc, not before it
   * (held frames, a slow GPU, a picture still covering the canvas).
   */
  flushLabel(): void {
    const text = this.pendingText;
    this.pendingText = null;
    if (text === null || text === this.labelText || !this.label || this.labelKept) return;
    this.labelText = text;
    this.label(text);
  }

  /** Puts the donut in the square box whose top-left corner is (x, y), in stage pixels. */
  place(x: number, y: number): void {
    this.view.position.set(Math.round(x + this.geometry.center), Math.round(y + this.geometry.center));
  }

  /**
   * Shows the donut. Animated, it grows from 0 to its value; a donut with an empty title fades out
   * instead and is then hidden (or, `hidden`, never shows). Without animation it shows its final state at once.
   */
  play(animate: boolean): void {
    this.stop();
    this.view.alpha = 1;
    if (!this.shown) {
      if (!animate || this.untitled === 'hidden') {
        this.view.visible = false;
        return;
      }
      this.view.visible = true;
      this.tween = gsap.to(this.view, {
        alpha: 0,
        duration: DONUT_FADE_SECONDS,
        ease: 'power2.out',
        onComplete: () => {
          this.view.visible = false;
          this.tween = null;
        },
      });
      return;
    }
    this.view.visible = true;
    this.state.progress = 0;
    this.draw();
    if (!animate) {
      this.state.progress = 1;
      this.labelKept = false;
      this.draw();
      return;
    }
    this.tween = gsap.to(this.state, {
      progress: 1,
      duration: DONUT_FILL_SECONDS,
      delay: this.order * 0.08,
      ease: 'power3.out',
      onUpdate: () => this.draw(),
      onComplete: () => {
        this.tween = null;
        this.labelKept = false;
      },
    });
  }

  /** Back to the empty ring a slide shows before it arrives (an untitled donut's too, unless `hidden`). */
  reset(): void {
    this.stop();
    this.view.visible = this.shown || this.untitled === 'fade';
    this.view.alpha = 1;
    this.state.progress = 0;
    this.labelKept = false;
    this.draw();
  }

  /**
   * What the donut shows, as a key: equal keys draw the same pixels (for a given palette and place), so a
   * picture taken of it stays good while the key does not change.
   */
  get look(): string {
    const { view } = this;
    return view.visible ? `${view.alpha}:${this.state.progress}` : 'hidden';
  }

  /** A fill or fade is running: the donut looks different every frame. */
  get animating(): boolean {
    return this.tween !== null && !this.tween.paused();
  }

  /** Freezes (true) or resumes (false) a running fill or fade, its DOM percentage with it. */
  hold(paused: boolean): void {
    this.tween?.paused(paused);
  }

  setPalette(palette: HomePalette): void {
    this.palette = palette;
    this.arcTint = palette.arcs[this.order % 2] ?? palette.arcs[0];
    this.drawTrack();
    this.draw();
  }

  destroy(): void {
    this.stop();
    // The DOM outlives the scene: leave it the final figure.
    this.label?.(formatPercent(donutPercent(this.donut.value)));
    this.label = null;
    this.view.destroy({ children: true, context: true });
  }

  private stop(): void {
    this.tween?.kill();
    this.tween = null;
  }

  private drawTrack(): void {
    const { radius, weight } = this.geometry;
    this.track
      .clear()
      .circle(0, 0, radius)
      .stroke({ width: weight, ...this.palette.track });
  }

  private draw(): void {
    const { start, end, sweep } = donutArc(this.donut.value, this.state.progress);
    this.arc.clear();
    if (sweep > 0.001) {
      this.arc
        .arc(0, 0, this.geometry.radius, start, end)
        .stroke({ width: this.geometry.weight, cap: 'round', ...this.arcTint });
    }
    if (this.labelKept || !this.label) return;
    this.pendingText = formatPercent(donutPercent(this.donut.value, this.state.progress));
  }
}
