// The app's one store instance, created from the browser's viewport and user agent, and its React hook.
import { useStore } from 'zustand';
import { detectDevice } from '../lib/device.ts';
import { type AppState, createAppStore } from './appStore.ts';

export const appStore = createAppStore({
  width: window.innerWidth,
  height: window.innerHeight,
  device: detectDevice(navigator.userAgent, navigator.maxTouchPoints),
  reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
});

export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector);
}
