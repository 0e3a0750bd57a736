// Keeps the store's viewport and reduced-motion flag in step with the window.
import { useEffect } from 'react';
import { appStore } from '../store/index.ts';

export function useViewportSync() {
  useEffect(() => {
    const { setViewport, setReducedMotion } = appStore.getState();
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setViewport(window.innerWidth, window.innerHeight));
    };
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onMotion = () => setReducedMotion(motion.matches);
    setViewport(window.innerWidth, window.innerHeight);
    onMotion();
    window.addEventListener('resize', onResize);
    motion.addEventListener('change', onMotion);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
      motion.removeEventListener('change', onMotion);
    };
  }, []);
}
