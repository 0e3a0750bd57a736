// What the scene runtime cannot see from where it runs (a worker has no DOM), read on the page and sent as
// it changes: the store's shared state, the pointer, the hover capability, visibility, the colour tokens
// and the canvas's size.

import type { AppState } from '../../scenes/contract/appStore.ts';
import { Disposables } from '../../scenes/contract/Disposables.ts';
import {
  type ActionMessage,
  type PaletteTokens,
  SHARED_KEYS,
  type SharedState,
  STORE_ACTIONS,
  type ToRuntime,
} from '../../scenes/contract/protocol.ts';
import { appStore } from '../store/index.ts';

export const HOVERLESS_QUERY = '(pointer: coarse), (hover: none)';

/** The screen's density as the stage renders at it: the device's, at most 2 (the cursor's layer matches it). */
export function stageResolution(): number {
  return Math.min(window.devicePixelRatio || 1, 2);
}

/** The CSS tokens the Home scenes draw with, as computed now. */
export function readPaletteTokens(): PaletteTokens {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    line: read('--line'),
    accent: read('--accent'),
    accent2: read('--accent-2'),
    bgRaised: read('--bg-raised'),
  };
}

/** The part of the store the runtime's replica holds. */
export function sharedState(state: AppState): SharedState {
  const shared: Partial<Record<keyof SharedState, unknown>> = {};
  for (const key of SHARED_KEYS) shared[key] = state[key];
  return shared as SharedState;
}

export interface StageSize {
  width: number;
  height: number;
  resolution: number;
}

/** What the stage's canvas fills (`sizer`, styled as the canvas: CANVAS_OVERFLOW larger than the viewport). */
export function measureStage(sizer: HTMLElement): StageSize {
  const rect = sizer.getBoundingClientRect();
  return {
    width: Math.max(1, Math.round(rect.width)),
    height: Math.max(1, Math.round(rect.height)),
    resolution: stageResolution(),
  };
}

/**
 * Sends each change the runtime must know of, from now until the returned Disposables are disposed. The
 * pointer goes once per event (the browser already delivers pointermove once per frame).
 */
export function watchPage(sizer: HTMLElement, send: (message: ToRuntime) => void): Disposables {
  const d = new Disposables();
  d.add(
    appStore.subscribe((state, previous) => {
      let patch: Partial<Record<keyof SharedState, unknown>> | null = null;
      for (const key of SHARED_KEYS) {
        if (state[key] === previous[key]) continue;
        patch ??= {};
        patch[key] = state[key];
      }
      if (patch) send({ type: 'state', patch: patch as Partial<SharedState> });
    }),
  );
  const onPointer = (event: PointerEvent) => {
    send({
      type: 'pointer',
      pointer: {
        x: event.clientX,
        y: event.clientY,
        inside: event.pointerType !== 'touch',
      },
    });
  };
  d.listen(document, 'pointermove', onPointer, { passive: true });
  d.listen(document, 'pointerdown', onPointer, { passive: true });
  d.listen(document, 'pointerout', (event) => {
    // Leaving the window: no related target.
    if (event.relatedTarget !== null) return;
    send({
      type: 'pointer',
      pointer: { x: event.clientX, y: event.clientY, inside: false },
    });
  });
  const hoverless = window.matchMedia(HOVERLESS_QUERY);
  d.listen(hoverless, 'change', () => send({ type: 'hoverless', hoverless: hoverless.matches }));
  d.listen(document, 'visibilitychange', () => send({ type: 'visible', visible: !document.hidden }));
  // tokens.css keys the bright mode on :root[data-background].
  const palette = new MutationObserver(() => send({ type: 'palette', palette: readPaletteTokens() }));
  palette.observe(document.documentElement, { attributes: true, attributeFilter: ['data-background'] });
  d.add(() => palette.disconnect());
  let last = '';
  const resize = new ResizeObserver(() => {
    const size = measureStage(sizer);
    const key = `${size.width}×${size.height}@${size.resolution}`;
    if (key === last) return;
    last = key;
    send({ type: 'resize', ...size });
  });
  resize.observe(sizer);
  d.add(() => resize.disconnect());
  // A new device pixel ratio (the window dragged to another screen, a zoom) changes no CSS size.
  d.listen(window, 'resize', () => {
    const size = measureStage(sizer);
    last = `${size.width}×${size.height}@${size.resolution}`;
    send({ type: 'resize', ...size });
  });
  return d;
}

/** A store action the runtime asked for, run on the page's store (only the actions the protocol lists). */
export function runAction({ name, args }: ActionMessage) {
  if (!(STORE_ACTIONS as readonly string[]).includes(name)) return;
  // ActionMessage pairs each name with its own arguments; tsc cannot follow that pairing through the index.
  (appStore.getState()[name] as (...values: ActionMessage['args']) => void)(...args);
}
