// Desktop Home: the shown project's donuts, drawn on the stage exactly over their DOM slots, which the page
// half (src/routes/home/donutSlots.ts) measures and sends; the growing percentages go back to it.
// React renders the row when the page has measured the shown project's slots (another project shows once
// its slots are known: older measures may be stale), when they move, and when the colours change; the fills
// run on refs, and the figures leave in the ticker once the stage has drawn their arcs.
import { useTick } from '@pixi/react';
import { type Container, UPDATE_PRIORITY } from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DESKTOP_DONUT, donutGeometry } from '../contract/donutLayout.ts';
import { wrapIndex } from '../contract/loopIndex.ts';
import type { DonutProject, DonutSlot } from '../contract/scenes.ts';
import type { SceneProps } from '../runtime/SceneContext.ts';
import { useChannel, useCountRender, usePalette, useSceneContext, useStage } from '../runtime/sceneHooks.ts';
import { Donut, type DonutHandle, type DonutLabel, type DonutTurn } from './Donut.tsx';
import { useRefList } from './useRefList.ts';

const geometry = donutGeometry(DESKTOP_DONUT);

/** The project the row shows, on the slots the page measured for it. */
interface Placement {
  /** Which showing of the project: one shown again is placed and played anew. */
  visit: number;
  project: DonutProject;
  slots: readonly DonutSlot[];
  labels: readonly (DonutLabel | null)[];
  turn: DonutTurn;
}

const sameSlots = (a: readonly DonutSlot[], b: readonly DonutSlot[]) =>
  a.length === b.length &&
  a.every((slot, i) => slot.x === b[i]?.x && slot.y === b[i]?.y && slot.label === b[i]?.label);

export function DonutRow({ options, channel }: SceneProps<'donuts'>) {
  useCountRender();
  const stage = useStage();
  const { store } = useSceneContext();
  const palette = usePalette();
  const { projects } = options;
  const [placement, setPlacement] = useState<Placement | null>(null);
  const layer = useRef<Container>(null);
  const donuts = useRefList<DonutHandle>();
  const row = useRef({
    /** Bumped when the store shows another project: the row hides until that project's slots come. */
    visit: 0,
    /** The latest placement, ahead of its render (messages may come faster than renders). */
    placement: null as Placement | null,
    /** The visit on the stage (committed). */
    drawn: -1,
    /** The stage's drawn-frame count when the figures were last sent. */
    labelsDrawn: -1,
    /** The page has been told the donuts are on screen (`mounted`): its CSS stand-ins have left. */
    announced: false,
  });

  useEffect(
    () =>
      store.subscribe(
        (s) => s.homeIndex,
        () => {
          row.current.visit++;
          if (layer.current) layer.current.visible = false;
        },
      ),
    [store],
  );

  useChannel(channel, (input) => {
    const state = row.current;
    const project = projects[wrapIndex(store.getState().homeIndex, projects.length)];
    if (!project || input.project !== project.id || input.slots.length !== project.donuts.length) return;
    const current = state.placement;
    let next: Placement;
    if (current && current.visit === state.visit) {
      // Only moved (a scroll, a resize): the same fills, in their new places.
      if (sameSlots(current.slots, input.slots)) return;
      next = { ...current, slots: input.slots };
    } else {
      // Until the row has told the page it is on screen, the page shows its stand-ins with their final
      // figures (prerendered or not), for whichever project the cycle has reached by then: the labels keep
      // them while the arcs fill. Only a project shown after that counts up from 0.
      const keepsFinal = !state.announced;
      next = {
        visit: state.visit,
        project,
        slots: input.slots,
        labels: input.slots.map((slot, i) =>
          slot.label
            ? {
                write: (text: string) => channel.post({ type: 'label', project: project.id, slot: i, text }),
                keepsFinal,
              }
            : null,
        ),
        turn: { play: true, animate: !store.getState().reducedMotion },
      };
    }
    state.placement = next;
    setPlacement(next);
  });

  // Shown once placed, unless the store has meanwhile moved on to another project.
  useLayoutEffect(() => {
    const state = row.current;
    state.drawn = placement?.visit ?? -1;
    if (layer.current) layer.current.visible = placement !== null && placement.visit === state.visit;
  }, [placement]);

  // The page's CSS stand-ins leave once the donuts are on screen: told at the start of the tick after the
  // first frame drawn with the project still shown (a worker's canvas reaches the screen when its tick ends).
  const announce = useCallback(() => channel.post({ type: 'mounted' }), [channel]);
  useEffect(() => {
    const { ticker } = stage;
    return () => void ticker.remove(announce, null);
  }, [stage, announce]);

  // After the stage's render (LOW): the figures of the arcs it has just drawn, never ahead of them.
  const sendLabels = useCallback(() => {
    const state = row.current;
    const drawn = stage.frames.drawn;
    if (drawn === state.labelsDrawn && !stage.contextLost) return;
    state.labelsDrawn = drawn;
    if (state.drawn !== state.visit) return;
    for (const donut of donuts.items) donut?.flushLabel();
    if (state.announced || stage.contextLost) return;
    state.announced = true;
    stage.ticker.addOnce(announce, null, UPDATE_PRIORITY.HIGH);
  }, [stage, donuts, announce]);
  useTick({ callback: sendLabels, priority: UPDATE_PRIORITY.UTILITY });

  return (
    <pixiContainer ref={layer} label="home-donuts">
      {placement?.project.donuts.map((donut, order) => (
        <Donut
          // biome-ignore lint/suspicious/noArrayIndexKey: a project's donuts never reorder; a new showing makes them anew.
          key={`${placement.visit}:${order}`}
          ref={donuts.ref(order)}
          donut={donut}
          geometry={geometry}
          palette={palette}
          order={order}
          corner={placement.slots[order] ?? null}
          label={placement.labels[order] ?? null}
          turn={placement.turn}
        />
      ))}
    </pixiContainer>
  );
}
