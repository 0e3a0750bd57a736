// The routes every engine opens at both sizes, and what each draws: the DOM markers its scenes set once
// mounted, and where their colours must show (null: only the background mesh, which has no colour test).

export interface Layout {
  label: 'desktop' | 'narrow';
  width: number;
  height: number;
}

/** Desktop, and the phone layout (< 768 px): about 450 px is MiniBrowser's narrowest window. */
export const LAYOUTS: readonly Layout[] = [
  { label: 'desktop', width: 1440, height: 900 },
  { label: 'narrow', width: 480, height: 900 },
];

export interface RouteCase {
  path: string;
  /** The screenshot's name: test-results/engines/<engine>/<slug>-<w>x<h>.png. */
  slug: string;
  /** Elements whose data-scene must become "ready". */
  markers: string[];
  /** The elements the scenes draw over: their area must hold the scenes' colours. */
  drawnIn: string | null;
}

export function routeCases(layout: Layout, workId: number): RouteCase[] {
  const desktop = layout.label === 'desktop';
  const ring: Pick<RouteCase, 'markers' | 'drawnIn'> = desktop
    ? { markers: ['.ring-surface'], drawnIn: '.ring-surface' }
    : { markers: [], drawnIn: null }; // the list of works under 768 px: no scene but the mesh
  return [
    {
      path: '/',
      slug: 'home',
      ...(desktop
        ? {
            markers: ['.showcase-desktop', '.showcase-progress'],
            drawnIn: '.showcase-desktop [data-donut-project] .donut-figure',
          }
        : {
            markers: ['.carousel', '.showcase-progress'],
            drawnIn: '.carousel .slide:not([aria-hidden="true"]) .donut-figure',
          }),
    },
    { path: '/projects', slug: 'projects', ...ring },
    { path: `/projects/${workId}`, slug: `projects-${workId}`, ...ring },
    { path: '/profil', slug: 'profil', markers: [], drawnIn: null },
    { path: '/contact', slug: 'contact', markers: [], drawnIn: null },
  ];
}
