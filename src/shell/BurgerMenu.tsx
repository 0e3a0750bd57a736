// The burger menu under 768 px: the button opens it; a click inside (or Escape) closes it. While it is open
// focus stays with the button and the panel, and the rest of the page is inert.
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
    if (!open || !button.current || !panel.current) return;
    const toggle = button.current;
    const entries = panel.current;
    entries.querySelector<HTMLElement>('a')?.focus();
    // The panel covers the page: what is behind it is out of reach, for Tab and for assistive tech.
    const restore = inertAround(toggle.closest('.burger') ?? toggle);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      // Tab goes round the button and the links: past the last link is the button again.
      const stops = [toggle, ...entries.querySelectorAll<HTMLElement>('a[href]')];
      const first = stops[0];
      const last = stops.at(-1);
      if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      restore();
    };
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

/** Makes everything outside `keep` inert (each sibling of it and of its ancestors); returns the undo. */
function inertAround(keep: Element): () => void {
  const made: HTMLElement[] = [];
  for (let inside: Element | null = keep; inside && inside !== document.body; inside = inside.parentElement) {
    for (const sibling of inside.parentElement?.children ?? []) {
      if (sibling === inside || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}
