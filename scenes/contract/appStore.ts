// The state React and the scenes share: selection, sort, mouse state, background mode, viewport and device.

import { subscribeWithSelector } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { SortKey } from './sortWorks.ts';
import { type ViewportClass, viewportClass } from './viewport.ts';

/** What the user agent says of the device (src/lib/device.ts detects it). */
export interface DeviceInfo {
  device: 'mobile' | 'tablet' | 'desktop';
  browser: string;
  platform: 'android' | 'ios' | null;
  mobile_device: boolean;
}

/** The spec's shared 'mouse-state' event, as state: the cursor shows it. */
export type MouseState = 'paused' | 'active-small' | 'none';
export type BackgroundMode = 'dark' | 'bright';

export interface Viewport {
  width: number;
  height: number;
  class: ViewportClass;
}

export interface Pointer {
  x: number;
  y: number;
  /** False until the pointer has moved over the page, and after it leaves the window. */
  inside: boolean;
}

export interface AppState {
  sort: SortKey;
  /** Id of the selected work (Projects); null: the first work of the current order. */
  selectedWorkId: number | null;
  /** Index of the project shown on Home. */
  homeIndex: number;
  /** Home's auto-advance is held (hover, focus, or the pause button). */
  homePaused: boolean;
  mouseState: MouseState;
  backgroundMode: BackgroundMode;
  viewport: Viewport;
  device: DeviceInfo;
  reducedMotion: boolean;
  /** Fast state: scenes read it in their ticker; never bind React to it. */
  pointer: Pointer;

  setSort(sort: SortKey): void;
  select(workId: number | null): void;
  setHomeIndex(index: number): void;
  setHomePaused(paused: boolean): void;
  setMouseState(state: MouseState): void;
  setBackgroundMode(mode: BackgroundMode): void;
  setViewport(width: number, height: number): void;
  setReducedMotion(reduced: boolean): void;
  setPointer(x: number, y: number, inside: boolean): void;
}

export interface InitialState {
  width: number;
  height: number;
  device: DeviceInfo;
  reducedMotion?: boolean;
}

export function createAppStore(initial: InitialState) {
  return createStore<AppState>()(
    subscribeWithSelector((set, get) => ({
      sort: 'date',
      selectedWorkId: null,
      homeIndex: 0,
      homePaused: false,
      mouseState: 'none',
      backgroundMode: 'dark',
      viewport: { width: initial.width, height: initial.height, class: viewportClass(initial.width) },
      device: initial.device,
      reducedMotion: initial.reducedMotion ?? false,
      pointer: { x: initial.width / 2, y: initial.height / 2, inside: false },

      // A new sort starts again from the first work, as the spec says.
      setSort: (sort) => set({ sort, selectedWorkId: null }),
      select: (selectedWorkId) => set({ selectedWorkId }),
      setHomeIndex: (index) => set({ homeIndex: Math.max(0, Math.trunc(index)) }),
      setHomePaused: (homePaused) => set({ homePaused }),
      setMouseState: (mouseState) => set({ mouseState }),
      setBackgroundMode: (backgroundMode) => set({ backgroundMode }),
      setViewport: (width, height) => {
        const current = get().viewport;
        if (current.width === width && current.height === height) return;
        set({ viewport: { width, height, class: viewportClass(width) } });
      },
      setReducedMotion: (reducedMotion) => set({ reducedMotion }),
      // Mutated in place: the pointer changes every frame and nobody subscribes to it.
      setPointer: (x, y, inside) => {
        const pointer = get().pointer;
        pointer.x = x;
        pointer.y = y;
        pointer.inside = inside;
      },
    })),
  );
}

export type AppStore = ReturnType<typeof createAppStore>;
