// Registers the service worker once the app has been stable for 3000 ms, and keeps deploys from stranding a page.

import { apiBase } from '../lib/apiBase.ts';

export const SW_STABLE_DELAY_MS = 3000;

/** Set by the update prompt; the shell shows it. */
export type UpdateListener = (apply: () => void) => void;

let registered = false;

/**
 * Call after every navigation: registration waits until no navigation happened for 3000 ms.
 * Returns a cancel function for the pending timer.
 */
export function registerWhenStable(onUpdate: UpdateListener): () => void {
  if (registered || import.meta.env.DEV || !('serviceWorker' in navigator)) return () => {};
  const timer = window.setTimeout(() => {
    registered = true;
    void startWorkbox(onUpdate);
  }, SW_STABLE_DELAY_MS);
  return () => window.clearTimeout(timer);
}

async function startWorkbox(onUpdate: UpdateListener) {
  try {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    // The data was fetched before the worker existed: fetch it again through the worker once it
    // controls the page, so the next visit works offline whichever screen it starts on.
    wb.addEventListener('controlling', warmApiCache);
    wb.addEventListener('waiting', () => {
      onUpdate(() => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      });
    });
    await wb.register();
    checkForUpdatesWhenBack(() => wb.update());
  } catch (error) {
    console.warn('Service worker registration failed:', error);
  }
}

/** At most one check per this interval (ms) when the visitor comes back to the tab. */
export const SW_UPDATE_CHECK_MS = 30 * 60_000;

/**
 * The browser looks for a new sw.js on page loads only, and this app changes screens without any: a tab
 * left open for days would never hear of a deploy. Coming back to it checks, at most every 30 minutes.
 */
export function checkForUpdatesWhenBack(update: () => Promise<unknown>) {
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < SW_UPDATE_CHECK_MS) return;
    lastCheck = Date.now();
    update().catch(() => {}); // offline: the next return tries again
  });
}

function warmApiCache() {
  const base = apiBase(window.location);
  for (const name of ['portfolio', 'actus']) void fetch(`${base}/${name}`).catch(() => {});
}
