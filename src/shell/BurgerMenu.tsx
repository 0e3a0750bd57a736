// The burger menu under 768 px: the button opens it; a click inside (or Escape) closes it.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NavEntries } from './NavEntries.tsx';

export function BurgerMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the menu
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="burger">
      <button
        ref={button}
        type="button"
        className="burger-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Fermer le menu' : 'Ouvrir le menu'}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="burger-bars" aria-hidden="true" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the click closes the panel after a link was chosen; Escape covers keyboards */}
      <div
        ref={panel}
        id={panelId}
        className={`burger-panel${open ? ' is-open' : ''}`}
        hidden={!open}
        onClick={() => setOpen(false)}
      >
        <nav aria-label="Menu principal (mobile)">
          <NavEntries />
        </nav>
      </div>
    </div>
  );
}
