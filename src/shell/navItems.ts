// The menu's three entries, shared by the desktop menu and the burger menu.

export const NAV_ITEMS = [
  { to: '/projects', label: 'Projets' },
  { to: '/profil', label: 'Profil' },
  { to: '/contact', label: 'Contact' },
] as const;

/** An entry is current on its own path and below it (/projects/12 is still Projets). */
export function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
