// The menu entries: the current page is marked and is not a link, so it cannot be clicked.
import { Link, useLocation } from 'react-router-dom';
import { isCurrent, NAV_ITEMS } from './navItems.ts';

export function NavEntries({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className="nav-list">
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          {isCurrent(pathname, item.to) ? (
            <span className="nav-entry is-active" aria-current="page">
              {item.label}
            </span>
          ) : (
            <Link className="nav-entry" to={item.to} onClick={onNavigate}>
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
