// Header: the logo (home link, disabled on home), the section title, the desktop menu and the burger.
import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Site } from '../../content/schema.ts';
import { useAppStore } from '../store/index.ts';
import { BurgerMenu } from './BurgerMenu.tsx';
import { Logo } from './Logo.tsx';
import { NavEntries } from './NavEntries.tsx';
import { useRouteHandle } from './routeHandle.ts';
import { useScrolledFlag } from './useScrolledFlag.ts';

export function Header({ site }: { site: Site }) {
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  // The spec blanks Home's title on a narrow layout or on a mobile device (its UA flag), wide or not.
  const compact = useAppStore((s) => s.viewport.class === 'mobile' || s.device.mobile_device);
  const isHome = pathname === '/';
  const title = isHome && compact ? '' : (handle?.title ?? '');
  // The name starts with the initials the logo shows, so a voice command naming what is seen reaches it.
  const logoLabel = `${site.initials}, ${site.owner}, accueil`;
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
