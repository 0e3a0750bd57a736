// The app's one store instance, created from the browser's viewport and user agent, and its React hook.
import { useStore } from 'zustand';
import { type AppState, createAppStore } from '../../scenes/contract/appStore.ts';
import { detectDevice } from '../lib/device.ts';

const inBrowser = typeof window !== 'undefined';

// Prerendering at build time has no window: it renders with the final text (reduced motion means no
// scramble), at the desktop size and then at a phone's (src/prerender.tsx), and the browser takes over.
export const appStore = createAppStore(
  inBrowser
    ? {
        width: window.innerWidth,
        height: window.innerHeight,
        device: detectDevice(navigator.userAgent, navigator.maxTouchPoints),
        reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      }
    : { width: 1440, height: 900, device: detectDevice(''), reducedMotion: true },
);

export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector);
}
