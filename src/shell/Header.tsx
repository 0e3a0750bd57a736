// Header: the logo (home link, disabled on home), the section title, the desktop menu and the burger.
import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Site } from '../../content/schema.ts';
import { useAppStore } from '../store/index.ts';
import { BurgerMenu } from './BurgerMenu.tsx';
import { useRouteHandle } from './Layout.tsx';
import { Logo } from './Logo.tsx';
import { NavEntries } from './NavEntries.tsx';
import { useScrolledFlag } from './useScrolledFlag.ts';

export function Header({ site }: { site: Site }) {
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const narrow = useAppStore((s) => s.viewport.class === 'mobile');
  const isHome = pathname === '/';
  const title = isHome && narrow ? '' : (handle?.title ?? '');
  const logoLabel = `${site.owner}, accueil`;
  const header = useRef<HTMLElement>(null);
  useScrolledFlag(header);

  return (
    <header ref={header} className="header">
      <div className="header-brand">
        {isHome ? (
          <span className="logo is-disabled" aria-label={logoLabel} role="img">
            <Logo initials={site.initials} />
          </span>
        ) : (
          <Link className="logo" to="/" aria-label={logoLabel}>
            <Logo initials={site.initials} />
          </Link>
        )}
        <p className="section-title" aria-live="polite">
          {title}
        </p>
      </div>
      <nav className="menu-desktop" aria-label="Menu principal">
        <NavEntries />
      </nav>
      <BurgerMenu />
    </header>
  );
}
