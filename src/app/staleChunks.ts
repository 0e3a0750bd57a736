// In the entry chunk: must listen before any lazy chunk can fail to load.

/** The session key that says which version of the app reloaded already (src/boot.ts uses it too). */
export const RELOADED_KEY = 'portfolio:reloaded-for-chunk';

/** How long after 'beforeunload' a failed chunk is taken for the navigation's doing, not a deploy's. */
export const LEAVING_MS = 3000;

/**
 * A chunk of the previous deploy can be gone when an old page loads it: load the page again to get the
 * new index.html instead of failing with "failed to load dynamically imported module". `pendingUrl` is
 * the screen being opened, if any: the router changes the URL only once its chunk is there, and a plain
 * reload would land on the screen the visitor was leaving.
 */
export function reloadOnStaleChunks(pendingUrl: () => string | undefined = () => undefined) {
  // Leaving the page aborts the chunks still loading (Firefox fails them with NS_BINDING_ABORTED): that is
  // no stale deploy, and a reload then would cancel the visitor's own navigation.
  let leaving = false;
  window.addEventListener('beforeunload', () => {
    leaving = true;
    // A navigation that did not happen after all (a download, a link the browser handed elsewhere).
    setTimeout(() => {
      leaving = false;
    }, LEAVING_MS);
  });
  window.addEventListener('vite:preloadError', (event) => {
    if (leaving) return;
    // Once per version of the app, not once per tab: a later deploy in the same tab reloads again, and a
    // version whose own chunks are missing reloads once, not in a loop. This module's URL is the entry
    // chunk's, whose hash changes whenever a deploy renames any chunk.
    const version = import.meta.url;
    if (sessionStorage.getItem(RELOADED_KEY) === version) return;
    sessionStorage.setItem(RELOADED_KEY, version);
    event.preventDefault();
    const target = pendingUrl();
    if (target) window.location.assign(target);
    else window.location.reload();
  });
}
