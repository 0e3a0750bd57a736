// The page's one script before its first paint (production builds; see scripts/appBootPlugin.ts). Its tag
// names the app's entry chunk (`data-app`) and the chunks the page's app starts with (`data-start`); this
// script fetches and starts them once the prerendered text has painted, so that paint has the connection to
// itself (styles, fonts) and the main thread too.

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

/** Module preloads are added in slices of this many milliseconds: a 4x-throttled phone takes ~2 ms a link. */
const PRELOAD_SLICE_MS = 4;

/**
 * The entry, then the chunks the app imports the moment it starts, which a prerendered page names on boot's
 * script (scripts/startChunks.ts): fetched from here, in small tasks (each slice of links yields to the
 * next task), and `then` once all are asked for. Left to the app, Vite's preload helper adds their links
 * (the entry's too: it skips only files a link already names) inside the entry's first task, the one that
 * evaluates React and creates the router, and makes that long task longer.
 */
function preloadStartChunks(app: HTMLElement | null, then: () => void) {
  const hrefs = [app?.dataset.app, ...(app?.dataset.start?.split(' ') ?? [])].filter((href): href is string =>
    Boolean(href),
  );
  const slice = () => {
    const deadline = performance.now() + PRELOAD_SLICE_MS;
    for (let href = hrefs.shift(); href; href = hrefs.shift()) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
      if (hrefs.length > 0 && performance.now() > deadline) return void setTimeout(slice);
    }
    then();
  };
  slice();
}

function startApp() {
  // The entry chunk boot's script names (a missing one fails like a missing chunk, and is reported).
  const app = document.querySelector<HTMLScriptElement>('script[data-app]');
  const url = app?.dataset.app ? new URL(app.dataset.app, document.baseURI).href : '';
  // The entry runs once every start chunk is asked for (its download started with the first slice): a
  // cached entry would otherwise run, and ask for them itself, between two slices.
  preloadStartChunks(app, () =>
    import(/* @vite-ignore */ url).catch((error: unknown) => {
      // A page from before a deploy names an entry chunk that is gone: load the page again, once.
      if (sessionStorage.getItem(RELOADED_KEY) === url) return console.error('Start-up failed:', error);
      sessionStorage.setItem(RELOADED_KEY, url);
      window.location.reload();
    }),
  );
}

type BootSwipes = NonNullable<Window['__bootSwipes']>;
type RecordedSwipe = BootSwipes['ended'][number];

/**
 * The phone carousel answers a finger from its first paint: the page paints it prerendered long before the
 * home route's listeners (src/routes/home/earlySwipe.ts) arrive, so each gesture that starts on it is
 * recorded here, raw, on `window.__bootSwipes` (typed, judged and taken over in
 * src/routes/home/bootSwipes.ts): earlySwipe replays the ended ones once, by the carousel's own rule, and
 * receives the one still under way when it ends; gestures that start after it took over are its own.
 * Passive listeners: a vertical move still scrolls the page (the carousel is touch-action: pan-y). React
 * replaces the prerendered carousel, maybe mid-gesture: Chromium, Gecko and WebKitGTK then send the rest of
 * the gesture to the new element (so window hears it); the removed one is listened to as well, for an engine
 * that keeps the finger on it, and an event heard on its way through both counts once.
 */
function recordSwipes() {
  const swipes: BootSwipes = { ended: [] };
  window.__bootSwipes = swipes;
  let swipe: RecordedSwipe | null = null;
  let pointer = 0;
  let last: Event | null = null;
  const listen = (target: EventTarget, type: string, listener: (event: PointerEvent) => void) =>
    target.addEventListener(type, listener as EventListener, { capture: true, passive: true });
  const sample = (event: PointerEvent) => ({ x: event.clientX, y: event.clientY, t: event.timeStamp });
  const follow = (event: PointerEvent) => {
    if (!swipe || event.pointerId !== pointer || event === last) return;
    last = event;
    if (event.type === 'pointermove') {
      // Bounded, for a finger left down: the decision reads the last 100 ms.
      if (swipe.moves.push(sample(event)) > 256) swipe.moves.shift();
      return;
    }
    swipe.end = event.type === 'pointerup' ? sample(event) : null;
    if (swipes.take) swipes.take(swipe);
    else if (!swipes.taken) swipes.ended.push(swipe);
    swipe = null;
  };
  const followOn = (target: EventTarget) => {
    // The same listener added again to the same target is not added twice.
    for (const type of ['pointermove', 'pointerup', 'pointercancel']) listen(target, type, follow);
  };
  listen(document, 'pointerdown', (event) => {
    const carousel = event.target instanceof Element && event.target.closest('.carousel');
    if (!carousel || swipes.taken || !event.isPrimary || event.button > 0) return;
    pointer = event.pointerId;
    swipe = { start: sample(event), moves: [], end: null, width: carousel.clientWidth };
    followOn(carousel);
  });
  followOn(window);
}

// An empty root (no prerendered page for this URL) has nothing to paint first.
if (document.getElementById('root')?.hasChildNodes()) {
  recordSwipes();
  afterFirstPaint(startApp);
} else startApp();
