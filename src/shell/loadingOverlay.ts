// The loading overlay lives in index.html; on the first navigation it fades out over 1.2 s and leaves the DOM.
import { useEffect } from 'react';

export const OVERLAY_FADE_MS = 1200;

let started = false;

export function useLoadingOverlayExit() {
  useEffect(() => {
    if (started) return;
    const overlay = document.getElementById('loading-overlay');
    if (!overlay) return;
    started = true;
    overlay.setAttribute('aria-hidden', 'true');
    const fade = overlay.animate([{ opacity: 1 }, { opacity: 0 }], {
      duration: OVERLAY_FADE_MS,
      easing: 'ease-out',
      fill: 'forwards',
    });
    fade.finished.then(
      () => overlay.remove(),
      () => overlay.remove(),
    );
  }, []);
}
