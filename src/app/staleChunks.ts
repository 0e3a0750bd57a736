// In the entry chunk: must listen before any lazy chunk can fail to load.

/** The session key that says which version of the app reloaded already (src/boot.ts uses it too). */
export const RELOADED_KEY = 'portfolio:reloaded-for-chunk';

/**
 * A chunk of the previous deploy can be gone when an old page loads it: load the page again to get the
 * new index.html instead of failing with "failed to load dynamically imported module". `pendingUrl` is
 * the screen being opened, if any: the router changes the URL only once its chunk is there, and a plain
 * reload would land on the screen the visitor was leaving.
 */
export function reloadOnStaleChunks(pendingUrl: () => string | undefined = () => undefined) {
  window.addEventListener('vite:preloadError', (event) => {
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
