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
import './styles/print.css';
// The work types' colours from the content file, for the prerendered page (scripts/typeColorsPlugin.ts).
import 'virtual:type-colors.css';
// The ring's placement constants, for the ring page's column before any script (scripts/ringPlacementPlugin.ts).
import 'virtual:ring-placement.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createPath, RouterProvider } from 'react-router-dom';
import { reloadOnStaleChunks } from './app/staleChunks.ts';
import { createRouter } from './router.tsx';

let appRouter: ReturnType<typeof createRouter> | undefined;
// A chunk gone after a deploy reloads onto the screen being opened, not the one being left.
reloadOnStaleChunks(() => {
  const next = appRouter?.state.navigation.location;
  return next ? createPath(next) : undefined;
});

/**
 * The router is created in the task after the one that evaluates this chunk (React, React DOM, the router's
 * code): together they were one task of 20–50 ms on a desktop, four times that on a phone, which holds a tap
 * back; apart, each is about half. The data's request starts a few milliseconds later, not later than that.
 */
function start() {
  try {
    const container = document.getElementById('root');
    if (!container) throw new Error('#root element missing from index.html');
    const router = createRouter();
    appRouter = router;
    // A transition: React renders the app in slices that leave the main thread free between them (a phone
    // still answers a tap meanwhile); the prerendered page stays until the one commit that replaces it.
    const render = () => {
      const root = createRoot(container);
      startTransition(() =>
        root.render(
          <StrictMode>
            <RouterProvider router={router} />
          </StrictMode>,
        ),
      );
    };
    if (container.hasChildNodes() && !router.state.initialized) {
      // A prerendered page (painted before this chunk ran: see boot.ts) stays on screen until the data is
      // there; React then takes over in one commit.
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        render();
      });
    } else {
      render();
    }
  } catch (error) {
    console.error('Start-up failed:', error);
  }
}

setTimeout(start);
