// The page's one script before its first paint (production builds; see scripts/appBootPlugin.ts). index.html
// preloads the app's entry chunk at low priority, so it downloads without competing with the styles and
// fonts; this script starts it once the prerendered text has painted.

/**
 * staleChunks.ts's RELOADED_KEY, written out: boot imports nothing, or the entry chunk would load with it.
 * One reload per version of the app, never a loop.
 */
const RELOADED_KEY = 'portfolio:reloaded-for-chunk';

/**
 * Runs once the page has painted its first text. Evaluating React and the router and replacing the
 * prerendered page take a phone several long tasks: run before the first paint, they held that paint back
 * although the text was already there to show. Without paint timing it runs after 1 s, in a hidden tab
 * (which does not paint) at once.
 */
function afterFirstPaint(run: () => void) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || document.hidden) return run();
  // A browser without paint entries ignores the observer: the timer runs it then.
  const timer = setTimeout(go, 1000);
  const observer = new PerformanceObserver(() => painted() && go());
  observer.observe({ type: 'paint', buffered: true });
  function go() {
    observer.disconnect();
    clearTimeout(timer);
    run();
  }
}

/**
 * The chunks the app imports the moment it starts, which a prerendered page names on its entry preload
 * (scripts/startChunks.ts): fetched from here, in this small task. Left to the app, Vite's preload helper
 * adds their links inside the entry's first task, the one that evaluates React and creates the router,
 * and makes that long task longer.
 */
function preloadStartChunks(app: HTMLLinkElement | null) {
  for (const href of app?.dataset.start?.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

function startApp() {
  // The entry chunk's preload in index.html (a missing one fails like a missing chunk, and is reported).
  const app = document.querySelector<HTMLLinkElement>('link[data-app]');
  const url = app?.href ?? '';
  preloadStartChunks(app);
  import(/* @vite-ignore */ url).catch((error: unknown) => {
    // A page from before a deploy names an entry chunk that is gone: load the page again, once.
    if (sessionStorage.getItem(RELOADED_KEY) === url) return console.error('Start-up failed:', error);
    sessionStorage.setItem(RELOADED_KEY, url);
    window.location.reload();
  });
}

// An empty root (no prerendered page for this URL) has nothing to paint first.
if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(startApp);
else startApp();
