// One slide of the phone carousel as the stage draws it: its project's card and donuts, in slide
// coordinates, inside a container the carousel places where the DOM slide is (on a ref: the slides move
// between renders).
import type { Container, Graphics } from 'pixi.js';
import { type Ref, useCallback, useImperativeHandle, useRef } from 'react';
import type { DonutGeometry } from '../contract/donutLayout.ts';
import type { DonutProject, SlideLayout } from '../contract/scenes.ts';
import { Donut, type DonutHandle, type DonutLabel, type DonutTurn } from './Donut.tsx';
import type { HomePalette } from './homePalette.ts';
import { useRefList } from './useRefList.ts';

const CARD_RADIUS = 18;

/** What the carousel moves and reads back between renders. */
export interface SlideHandle {
  /** Placed on the stage where the DOM slide is. */
  readonly container: Container | null;
  /** The card and donuts, in slide coordinates: never moved, so a picture of it changes no frame. */
  readonly content: Container | null;
  readonly donuts: readonly (DonutHandle | null)[];
}

export interface CarouselSlideProps {
  project: DonutProject;
  geometry: DonutGeometry;
  palette: HomePalette;
  /** The slide as the page measured it; null until it has (nothing is drawn then). */
  layout: SlideLayout | null;
  /** Each donut's figure, by slot. */
  labels: readonly (DonutLabel | null)[];
  turn: DonutTurn | null;
  ref?: Ref<SlideHandle>;
}

export function CarouselSlide({ project, geometry, palette, layout, labels, turn, ref }: CarouselSlideProps) {
  const container = useRef<Container>(null);
  const content = useRef<Container>(null);
  const donuts = useRefList<DonutHandle>();

  useImperativeHandle(
    ref,
    () => ({
      get container() {
        return container.current;
      },
      get content() {
        return content.current;
      },
      donuts: donuts.items,
    }),
    [donuts],
  );

  // The card in its measured box: a rounded panel with a short accent line on its top edge.
  const card = layout?.card ?? null;
  const drawCard = useCallback(
    (g: Graphics) => {
      g.clear();
      if (!card) return;
      const { x, y, width, height } = card;
      g.roundRect(x, y, width, height, CARD_RADIUS)
        .fill(palette.card)
        .stroke({ width: 1, alignment: 1, ...palette.cardLine })
        .moveTo(x + CARD_RADIUS + 6, y + 0.5)
        .lineTo(x + CARD_RADIUS + 54, y + 0.5)
        .stroke({ width: 2, cap: 'round', ...palette.arcs[0] });
    },
    [card, palette],
  );

  return (
    <pixiContainer ref={container}>
      <pixiContainer ref={content}>
        <pixiGraphics draw={drawCard} />
        {/* An untitled donut's slot draws nothing: a slide is seen, moving in, before its donuts play. */}
        {project.donuts.map((donut, order) => (
          <Donut
            // biome-ignore lint/suspicious/noArrayIndexKey: a project's donuts never reorder.
            key={order}
            ref={donuts.ref(order)}
            donut={donut}
            geometry={geometry}
            palette={palette}
            order={order}
            untitled="hidden"
            corner={layout?.slots[order] ?? null}
            label={labels[order] ?? null}
            turn={turn}
          />
        ))}
      </pixiContainer>
    </pixiContainer>
  );
}
