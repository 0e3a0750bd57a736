// One slide of the mobile Home's carousel as the stage draws it: its project's card and donuts, in slide
// coordinates, inside a container the carousel places where the DOM slide is.
import { Container, Graphics } from 'pixi.js';
import type { DonutGeometry } from '../contract/donutLayout.ts';
import type { Box, DonutProject } from '../contract/scenes.ts';
import { DonutChart } from './DonutChart.ts';
import type { HomePalette } from './homePalette.ts';

const CARD_RADIUS = 18;

export interface SlideView {
  /** Placed on the stage where the DOM slide is. */
  container: Container;
  /** The card and donuts, in slide coordinates: never moved, so a picture of it changes no frame. */
  content: Container;
  card: Graphics;
  charts: DonutChart[];
  left: number;
  top: number;
  cardBox: Box;
  /** What the page's picture of this slide shows: sent again when the slide's key differs. */
  pictureKey: string | null;
}

/** The project's slide, empty and unplaced until the page measures it. */
export function createSlide(project: DonutProject, geometry: DonutGeometry, palette: HomePalette): SlideView {
  const container = new Container();
  const content = new Container();
  container.addChild(content);
  const card = new Graphics();
  content.addChild(card);
  // An untitled donut's slot draws nothing: a slide is seen, moving in, before its donuts play.
  const charts = project.donuts.map((donut, order) => {
    const chart = new DonutChart(donut, geometry, palette, order, 'hidden');
    content.addChild(chart.view);
    return chart;
  });
  return {
    container,
    content,
    card,
    charts,
    left: 0,
    top: 0,
    cardBox: { x: 0, y: 0, width: 0, height: 0 },
    pictureKey: null,
  };
}

/** Draws the slide's card in its measured box: a rounded panel with a short accent line on its top edge. */
export function drawCard(slide: SlideView, palette: HomePalette): void {
  const { x, y, width, height } = slide.cardBox;
  const accent = palette.arcs[0];
  slide.card
    .clear()
    .roundRect(x, y, width, height, CARD_RADIUS)
    .fill(palette.card)
    .stroke({ width: 1, alignment: 1, ...palette.cardLine })
    .moveTo(x + CARD_RADIUS + 6, y + 0.5)
    .lineTo(x + CARD_RADIUS + 54, y + 0.5)
    .stroke({ width: 2, cap: 'round', ...accent });
}
