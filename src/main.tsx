// Entry point: fonts, styles, the router; a failed start-up is logged to the console.
import '@fontsource/space-grotesk/latin-500.css';
import '@fontsource/space-grotesk/latin-700.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/jetbrains-mono/latin-400.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/pages.css';
import './styles/home.css';
import './styles/projects.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createPath, RouterProvider } from 'react-router-dom';
import { reloadOnStaleChunks } from './app/staleChunks.ts';
import { createRouter } from './router.tsx';

/**
 * Runs once the page has painted its first text. Replacing the prerendered page takes React a long task on
 * a phone: started before the first paint, it held that paint back (the text is already there to show),
 * and the page's largest paint became React's copy of the text rather than the text itself. Without paint
 * timing it runs after 1 s, in a hidden tab (which does not paint) at once.
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

let appRouter: ReturnType<typeof createRouter> | undefined;
// A chunk gone after a deploy reloads onto the screen being opened, not the one being left.
reloadOnStaleChunks(() => {
  const next = appRouter?.state.navigation.location;
  return next ? createPath(next) : undefined;
});

// ?test-hooks: the e2e suites read live counts of scenes, listeners and tweens (a chunk loaded only then).
if (new URLSearchParams(window.location.search).has('test-hooks'))
  void import('./app/testHooks.ts').then((hooks) => hooks.installTestHooks());

try {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing from index.html');
  const router = createRouter();
  appRouter = router;
  // A transition: React renders the app in slices that leave the main thread free between them (a phone
  // still answers a tap meanwhile); the prerendered page stays until the one commit that replaces it.
  const start = () => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    );
  };
  if (container.hasChildNodes()) {
    // A prerendered page stays on screen until it has been painted and the data is there; React then
    // takes over in one commit.
    afterFirstPaint(() => {
      if (router.state.initialized) return start();
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        start();
      });
    });
  } else {
    start();
  }
} catch (error) {
  console.error('Start-up failed:', error);
}
