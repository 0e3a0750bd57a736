// Mobile Home: every project as a slide drawn on the stage (card and donuts) under its DOM text. The page
// half (src/routes/home/carouselMotion.ts) owns the motion: hammerjs swipes, gsap settles, the DOM slides'
// transforms. At rest this scene draws the slides where the page measured them. While they move, the DOM
// slides carry pictures of their drawing, made here ahead of time and sent as bitmaps: the compositor
// moves picture and text together, in the same frame, whatever this thread is doing.
// React renders the carousel when the page measures a new layout, when a slide arrives (its donuts fill, the
// others empty) and when the colours change. Where the slides are comes with every frame of a swipe or a
// settle: that moves the slides' containers on refs, never through a render.
import { useTick } from '@pixi/react';
import { type Container, UPDATE_PRIORITY } from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { donutGeometry, MOBILE_DONUT } from '../contract/donutLayout.ts';
import { loopOffset, wrapIndex } from '../contract/loopIndex.ts';
import type { CarouselInput, SlideLayout } from '../contract/scenes.ts';
import type { SceneProps } from '../runtime/SceneContext.ts';
import {
  useAfterNextDraw,
  useChannel,
  useCountRender,
  usePalette,
  useSceneContext,
  useStage,
} from '../runtime/sceneHooks.ts';
import { CarouselSlide, type SlideHandle } from './CarouselSlide.tsx';
import type { DonutLabel, DonutTurn } from './Donut.tsx';
import { useRefList } from './useRefList.ts';
import { useSlidePictures } from './useSlidePictures.ts';

const geometry = donutGeometry(MOBILE_DONUT);

/** The slides as the page measured them, and each donut's figure (bound anew when its slide is). */
interface CarouselLayout {
  slides: readonly SlideLayout[];
  labels: readonly (readonly (DonutLabel | null)[])[];
}

/** A slide came to rest in view: its donuts fill (`animate`) or show at once, the others empty. */
interface Arrival {
  index: number;
  animate: boolean;
}

/** What the page's messages change between renders. */
interface Motion {
  /** Where the slides are (2.5: half-way between slides 2 and 3). */
  position: number;
  /** A finger or a settle moves them. */
  moving: boolean;
  /** The carousel's box in the viewport. */
  box: { left: number; top: number; width: number };
  /** The latest layout, ahead of its render (messages may come faster than renders). */
  layout: CarouselLayout | null;
  /** The layout on the stage (committed): what the slides are placed by and pictured from. */
  drawn: CarouselLayout | null;
  /** The slide whose donuts last played; null until the first arrival. */
  arrived: number | null;
  /** A slide the page arrived at before the first layout. */
  pendingArrival: number | null;
  /** The stage's drawn-frame count when the donuts' figures were last sent. */
  labelsDrawn: number;
}

const NO_LABELS: readonly (DonutLabel | null)[] = [];

const sameBox = (a: SlideLayout['card'], b: SlideLayout['card']) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** Equal measures of slides none of which React made anew: nothing to draw again. */
function sameSlides(a: readonly SlideLayout[], b: readonly SlideLayout[]): boolean {
  return (
    a.length === b.length &&
    b.every((next, i) => {
      const slide = a[i];
      return (
        !!slide &&
        !next.fresh &&
        slide.left === next.left &&
        slide.top === next.top &&
        sameBox(slide.card, next.card) &&
        slide.slots.length === next.slots.length &&
        slide.slots.every(
          (slot, k) =>
            slot.x === next.slots[k]?.x && slot.y === next.slots[k]?.y && slot.label === next.slots[k]?.label,
        )
      );
    })
  );
}

export function Carousel({ options, channel }: SceneProps<'carousel'>) {
  useCountRender();
  const stage = useStage();
  const { store } = useSceneContext();
  const palette = usePalette();
  const { projects } = options;
  const count = projects.length;
  const [layout, setLayout] = useState<CarouselLayout | null>(null);
  const [arrival, setArrival] = useState<Arrival | null>(null);
  const layer = useRef<Container>(null);
  const slides = useRefList<SlideHandle>();
  const pictures = useSlidePictures(channel);
  // One object for the carousel's life, changed in place by the page's messages.
  const [motion] = useState<Motion>(() => ({
    position: wrapIndex(store.getState().homeIndex, count),
    moving: false,
    box: { left: 0, top: 0, width: 0 },
    layout: null,
    drawn: null,
    arrived: null,
    pendingArrival: null,
    labelsDrawn: -1,
  }));

  /** Puts every slide where the position says, the short way round the loop; hidden while pictures move. */
  const place = useCallback(() => {
    const root = layer.current;
    if (!root) return;
    const drawn = motion.drawn;
    if (!drawn || (motion.moving && !pictures.failed)) {
      root.visible = false;
      return;
    }
    const { left, top, width } = motion.box;
    for (let i = 0; i < count; i++) {
      const container = slides.items[i]?.container;
      if (!container) continue;
      const measured = drawn.slides[i];
      const offset = loopOffset(i, motion.position, count);
      const shift = Math.round(offset * width * 100) / 100;
      container.visible = Math.abs(offset) < 1;
      container.position.set(left + (measured?.left ?? 0) + shift, top + (measured?.top ?? 0));
    }
    root.visible = true;
  }, [motion, pictures, slides, count]);

  /**
   * Once the stage has drawn a frame, the page gets the figures of the arcs in it, so a figure never counts
   * ahead of its arc (`now`: the pictures just made show them; a stage that cannot draw sends them at once).
   */
  const sendLabels = useCallback(
    (now: boolean) => {
      const drawn = stage.frames.drawn;
      if (!now && drawn === motion.labelsDrawn && !stage.contextLost) return;
      motion.labelsDrawn = drawn;
      for (const slide of slides.items) for (const donut of slide?.donuts ?? []) donut?.flushLabel();
    },
    [stage, motion, slides],
  );

  /** The page gets the slides' changed pictures (`all`: at the start of a move, filling ones too). */
  const sendPictures = useCallback(
    (all: boolean) => {
      if (!motion.drawn) return;
      // A picture failed: the slides move on the stage from now on.
      if (pictures.send(stage, slides.items, all)) place();
    },
    [stage, motion, pictures, slides, place],
  );

  const holdDonuts = useCallback(
    (paused: boolean) => {
      for (const slide of slides.items) for (const donut of slide?.donuts ?? []) donut?.hold(paused);
    },
    [slides],
  );

  // After the stage's render (LOW): pictures of what it drew, and the figures of the arcs it drew.
  const afterRender = useCallback(() => {
    sendPictures(false);
    sendLabels(false);
  }, [sendPictures, sendLabels]);
  useTick({ callback: afterRender, priority: UPDATE_PRIORITY.UTILITY });

  // Once the frame with the slides at rest is drawn, the page takes its pictures away.
  const atRest = useCallback(() => {
    if (!motion.moving) channel.post({ type: 'at-rest' });
  }, [motion, channel]);
  useEffect(
    () => () => {
      stage.ticker.remove(atRest);
    },
    [stage, atRest],
  );

  const move = (position: number, moving: boolean) => {
    motion.position = position;
    const started = moving && !motion.moving;
    const stopped = !moving && motion.moving;
    motion.moving = moving;
    if (started) {
      // Frozen like their pictures: a donut still filling resumes if the slides stop where they were.
      holdDonuts(true);
      sendPictures(true);
      // The figures the pictures show, frozen with them.
      sendLabels(true);
      if (!pictures.failed) channel.post({ type: 'moving' });
    }
    if (stopped) {
      holdDonuts(false);
      pictures.invalidate();
    }
    place();
    if (stopped) {
      stage.invalidate();
      stage.ticker.addOnce(atRest, null, UPDATE_PRIORITY.UTILITY);
    }
  };

  /** The slide is at rest in view: its donuts fill, the others wait empty for their turn. */
  const arrive = (index: number) => {
    if (!motion.layout && motion.arrived === null) {
      motion.pendingArrival = index;
      return;
    }
    if (motion.arrived === index) return;
    motion.arrived = index;
    setArrival({ index, animate: !store.getState().reducedMotion });
  };

  const lay = (input: Extract<CarouselInput, { type: 'layout' }>) => {
    // Before the first arrival, the slide on screen (even if the cycle has since asked for the next one)
    // still shows the final figures it was painted with: its labels keep them.
    // A slide the page arrived at before this first layout is the one on screen, even where the position
    // this scene started from is older (a slow start, after the cycle moved on).
    const onScreen =
      motion.arrived === null ? (motion.pendingArrival ?? wrapIndex(Math.round(motion.position), count)) : -1;
    const previous = motion.layout;
    motion.box = { left: input.left, top: input.top, width: input.width };
    if (previous && sameSlides(previous.slides, input.slides)) {
      place();
    } else {
      const next: CarouselLayout = {
        slides: input.slides,
        labels: input.slides.map((measured, i) =>
          measured.fresh
            ? measured.slots.map((slot, order) =>
                slot.label
                  ? {
                      write: (text: string) => channel.post({ type: 'label', slide: i, slot: order, text }),
                      keepsFinal: i === onScreen,
                    }
                  : null,
              )
            : (previous?.labels[i] ?? NO_LABELS),
        ),
      };
      motion.layout = next;
      setLayout(next);
    }
    if (motion.pendingArrival !== null) {
      const index = motion.pendingArrival;
      motion.pendingArrival = null;
      arrive(index);
    }
  };

  useChannel(channel, (input) => {
    switch (input.type) {
      case 'layout':
        lay(input);
        break;
      case 'box':
        motion.box.left = input.left;
        motion.box.top = input.top;
        place();
        break;
      case 'position':
        move(input.position, input.moving);
        break;
      case 'arrive':
        arrive(input.index);
        break;
    }
  });

  // A layout on the stage: the slides go where it says.
  useLayoutEffect(() => {
    motion.drawn = layout;
    place();
  }, [layout, motion, place]);

  // Laid out again or recoloured: every picture is made again; a slide arrived: those of filled or emptied
  // donuts are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: layout and palette change what the pictures show.
  useLayoutEffect(() => pictures.redrawn(), [layout, palette, pictures]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: an arrival changes what the pictures show.
  useLayoutEffect(() => pictures.invalidate(), [arrival, pictures]);

  // The page's CSS cards and rings stand in until the drawn ones are on screen: told after that frame, they
  // leave in the frame the canvas shows its own (told at mount, they left while nothing was drawn).
  const laidOut = layout !== null;
  useEffect(() => {
    if (laidOut) stage.invalidate();
  }, [laidOut, stage]);
  useAfterNextDraw(laidOut, () => channel.post({ type: 'mounted' }));

  const turns = useMemo(
    () =>
      projects.map((_, i): DonutTurn | null =>
        arrival ? { play: i === arrival.index, animate: arrival.animate } : null,
      ),
    [projects, arrival],
  );

  return (
    <pixiContainer ref={layer} label="home-carousel">
      {projects.map((project, i) => (
        <CarouselSlide
          // biome-ignore lint/suspicious/noArrayIndexKey: the slides are the projects in their order, never reordered.
          key={i}
          ref={slides.ref(i)}
          project={project}
          geometry={geometry}
          palette={palette}
          layout={layout?.slides[i] ?? null}
          labels={layout?.labels[i] ?? NO_LABELS}
          turn={turns[i] ?? null}
        />
      ))}
    </pixiContainer>
  );
}
