// The catalogue: every scenario the bench can run (a URL with a bench mode, a viewport, an interaction)
// and the comparisons the report makes between ours and a peer, with the targets of issues 6 and 33.

import { RING_SPIN } from './peers/peerKit.ts';

export type Side = 'ours' | 'peer' | 'floor';
export type ViewportName = 'desktop' | 'mobile';

export const VIEWPORTS: Record<ViewportName, { width: number; height: number; touch: boolean }> = {
  desktop: { width: 1280, height: 720, touch: false },
  mobile: { width: 390, height: 844, touch: true },
};

export interface Scenario {
  id: string;
  /** What `--scene` matches, besides the id. */
  group: string;
  label: string;
  side: Side;
  /** 'site' is the built site on the API server; 'peers' the peer pages on their own static server. */
  origin: 'site' | 'peers';
  /**
   * On the site, `{first}` stands for the id of the first work in date order: the Projects route rewrites
   * any other address to it (dropping the query) before the lazily loaded canvas reads ?bench.
   */
  path: string;
  viewport: ViewportName;
  /**
   * Works on the ring. On the site this is a server started with a generated content file of that many
   * seeded works (PORTFOLIO_CONTENT), so the page is the real one with other data; peers read ?works=N.
   */
  works?: number;
  /**
   * Input during warm-up and sample: 'swipe', a finger held down mid-screen and dragged left and right,
   * never lifted; 'pointer', the mouse crossing the window on a fixed path; 'keys', the right arrow pressed
   * every 700 ms (the ring steps to the next work); 'pause', the Home showcase paused with its button
   * before the warm-up, then no input.
   */
  drive?: 'swipe' | 'pointer' | 'keys' | 'pause';
  /** Where the finger goes down for 'swipe': the middle of the first element matching this selector. */
  swipeTarget?: string;
  /** A page expression whose value the input must change during the sample, or the run fails. */
  changes?: string;
  /**
   * A page expression that is true once the scenario draws what it claims to (its bench mode is on).
   * When it stays false the scenario is reported "not available yet", never measured as something else.
   */
  ready: string;
  /** What the page needs for `ready` to hold: shown when it does not. */
  needs: string;
}

/** Peer pages and site bench hooks announce themselves on <html data-bench="…">. */
const marked = (name: string) => `document.documentElement.dataset.bench === ${JSON.stringify(name)}`;
/**
 * A full page is ready once the loading overlay is gone and a canvas exists; on our pages, once the scene
 * runtime has drawn frames too (it reports them with ?frames or ?bench).
 */
const PAGE_READY =
  "!document.getElementById('loading-overlay') && !!document.querySelector('canvas') && (!document.querySelector('canvas.pixi-canvas') || (window.__sceneFrames?.length ?? 0) > 2)";

const peer = (
  id: string,
  group: string,
  label: string,
  page: string,
  extra: Partial<Scenario> = {},
): Scenario => ({
  id,
  group,
  label,
  side: 'peer',
  origin: 'peers',
  path: page,
  viewport: 'desktop',
  ready: marked(id.replace(/-\d+$/, '')),
  needs: `bench/peers/${page.split('?')[0]}`,
  ...extra,
});

/** A full page as a visitor gets it; ?frames keeps the worker's frame times, a diagnostic only. */
const page = (id: string, label: string, path: string, extra: Partial<Scenario> = {}): Scenario => ({
  id,
  group: 'page',
  label,
  side: 'ours',
  origin: 'site',
  path: `${path}?frames`,
  viewport: 'desktop',
  ready: PAGE_READY,
  needs: 'the site',
  ...extra,
});

/** The Projects page lists one option per work on the ring: there must be exactly `works` of them. */
const ringShows = (works: number) =>
  `${marked('ring')} && document.querySelectorAll('.ring-surface [role=option]').length === ${works}`;
const RING_NEEDS = "?bench=ring (CanvasHost: the route's scenes alone) and the Projects ring";

const ringScenarios = (works: number): Scenario[] => [
  {
    id: `ring-idle-${works}`,
    group: 'ring',
    label: `Ring, ${works} works, idle`,
    side: 'ours',
    origin: 'site',
    path: '/projects/{first}?bench=ring',
    viewport: 'desktop',
    works,
    ready: ringShows(works),
    needs: RING_NEEDS,
  },
  {
    id: `ring-rotate-${works}`,
    group: 'ring',
    label: `Ring, ${works} works, turning continuously`,
    side: 'ours',
    origin: 'site',
    // ?spin: the ring turns at the peers' constant speed, driven by time (RingListbox's bench hook).
    path: `/projects/{first}?bench=ring&spin=${RING_SPIN}`,
    viewport: 'desktop',
    works,
    ready: ringShows(works),
    needs: RING_NEEDS,
  },
  peer(`ring-svg-${works}`, 'ring', `SVG ring (d3-shape), ${works} arcs`, `ring-svg.html?works=${works}`, {
    works,
  }),
  peer(`ring-pixi-${works}`, 'ring', `Naive Pixi ring, ${works} arcs`, `ring-pixi.html?works=${works}`, {
    works,
  }),
];

export const SCENARIOS: readonly Scenario[] = [
  {
    ...peer('floor', 'floor', 'Floor: WebGL canvas that only clears', 'floor.html'),
    side: 'floor',
  },
  {
    // The shared Pixi canvas with nothing on it: what every Pixi scene pays before drawing anything.
    id: 'pixi-empty',
    group: 'floor',
    label: 'Our Pixi stage, empty (/contact, no background)',
    side: 'ours',
    origin: 'site',
    path: '/contact?bench=ring',
    viewport: 'desktop',
    ready: `${marked('ring')} && (window.__sceneFrames?.length ?? 0) > 2`,
    needs: '?bench=ring (CanvasHost)',
  },
  {
    id: 'background',
    group: 'background',
    label: 'Background mesh alone',
    side: 'ours',
    origin: 'site',
    // On /contact, a route without Pixi scenes of its own: the background really is alone.
    path: '/contact?bench=background',
    viewport: 'desktop',
    // CanvasHost marks the page; the runtime sends the background's frame count (window.__background).
    ready: `${marked('background')} && (window.__background?.frames ?? 0) > 2`,
    needs: 'the background scene honouring ?bench=background (alone, fixed seed, time-driven motion)',
  },
  // The cheapest full-screen mesh (bench/peers/mesh-bare.ts): what filling the screen with the desktop
  // grid's flat triangles costs before any of our code, so the report can tell the two apart.
  peer(
    'mesh-bare',
    'background',
    'Bare mesh: 18×14 flat-coloured cells, one raw WebGL draw a frame',
    'mesh-bare.html',
  ),
  peer(
    'background-three',
    'background',
    'three.js MeshStandardMaterial + 2 PointLights',
    'background-three.html',
  ),
  ...ringScenarios(30),
  ...ringScenarios(300),
  {
    id: 'home-showcase',
    group: 'home',
    label: 'Home showcase, donuts animating (3.5 s cycle)',
    side: 'ours',
    origin: 'site',
    path: '/?bench=home',
    viewport: 'desktop',
    // The donut row (scenes/home/DonutRow.tsx) is marked ready once drawn; the cycle changes project every 3.5 s.
    ready: `${marked('home')} && !!document.querySelector('.showcase-desktop[data-scene=ready]')`,
    needs: '?bench=home (CanvasHost: the route\'s scenes alone) and the showcase marking data-scene="ready"',
  },
  {
    id: 'carousel-swipe',
    group: 'carousel',
    label: 'Mobile carousel, mid-swipe',
    side: 'ours',
    origin: 'site',
    path: '/?bench=home',
    viewport: 'mobile',
    drive: 'swipe',
    swipeTarget: '.carousel[data-scene=ready]',
    // The carousel (scenes/home/Carousel.tsx) is marked ready once its slides are laid out and drawn.
    ready: `${marked('home')} && !!document.querySelector('.carousel[data-scene=ready]')`,
    needs: '?bench=home and the mobile carousel marking data-scene="ready"',
  },
  peer('carousel-swiper', 'carousel', 'Swiper carousel, mid-swipe', 'carousel-swiper.html', {
    viewport: 'mobile',
    drive: 'swipe',
    swipeTarget: '.swiper',
  }),
  page('page-home', 'Full page /, pointer crossing the window', '/', { drive: 'pointer' }),
  page('page-home-still', 'Full page /, no input (pointer outside, the showcase cycling)', '/'),
  page('page-home-paused', 'Full page /, nothing moving (showcase paused, pointer outside)', '/', {
    drive: 'pause',
  }),
  page('page-projects', 'Full page /projects, arrow keys stepping the ring', '/projects', {
    drive: 'keys',
    changes: 'location.pathname',
  }),
  page('page-projects-300', 'Full page /projects, 300 works, arrow keys stepping', '/projects', {
    drive: 'keys',
    changes: 'location.pathname',
    works: 300,
    ready: `${PAGE_READY} && document.querySelectorAll('.ring-surface [role=option]').length === 300`,
  }),
  // The targets hold while something moves; on these pages the pointer is what moves (the mesh's lights
  // and the cursor follow it). Still, only the mesh's idle motion would move, at its idle rate.
  page('page-profil', 'Full page /profil, pointer crossing the window', '/profil', { drive: 'pointer' }),
  page('page-contact', 'Full page /contact, pointer crossing the window', '/contact', { drive: 'pointer' }),
  page('page-home-mobile', 'Full page / on a phone, mid-swipe', '/', {
    viewport: 'mobile',
    drive: 'swipe',
    // The carousel, not the first element any scene marks (the progress line's track is one too).
    swipeTarget: '.carousel[data-scene=ready]',
    ready: `${PAGE_READY} && !!document.querySelector('.carousel[data-scene=ready]')`,
  }),
  peer('stack-naive', 'page', 'Naive stack: three.js background + naive Pixi ring', 'stack-naive.html'),
];

/** Presented fps, CPU per presented frame, CPU per second, p95 gap between presented frames. */
export type Metric = 'fps' | 'cpu' | 'cpuPerSecond' | 'gap95';

export interface Target {
  /** 'ratio': ours / peer in the same round; 'ours': ours alone. */
  of: 'ratio' | 'ours';
  metric: Metric;
  op: '>=' | '<=';
  value: number;
}

export interface Comparison {
  id: string;
  label: string;
  ours: string;
  peer: string;
  targets: Target[];
}

/**
 * Every full page while something moves (issue 33: the showcase cycling and the phone carousel included),
 * compared with the floor measured in the same round. The targets they are held to depend on the browser
 * configuration (bench/configs.ts); the page with nothing moving is shown for orientation only.
 */
export const MOVING_PAGES: readonly [string, string][] = [
  ['page-home', 'Full / (pointer moving)'],
  ['page-home-still', 'Still / (showcase cycling)'],
  ['page-projects', 'Full /projects (arrow keys)'],
  ['page-projects-300', 'Full /projects, 300 works'],
  ['page-profil', 'Full /profil (pointer moving)'],
  ['page-contact', 'Full /contact (pointer moving)'],
  ['page-home-mobile', 'Phone / mid-swipe'],
];

export const COMPARISONS: readonly Comparison[] = [
  {
    id: 'background-vs-floor',
    label: 'Background vs clear-only floor',
    ours: 'background',
    peer: 'floor',
    targets: [
      { of: 'ours', metric: 'fps', op: '>=', value: 59 },
      { of: 'ratio', metric: 'cpu', op: '<=', value: 1.2 },
    ],
  },
  {
    id: 'pixi-vs-floor',
    label: 'Empty Pixi stage vs clear-only floor',
    ours: 'pixi-empty',
    peer: 'floor',
    targets: [],
  },
  {
    id: 'mesh-bare-vs-floor',
    label: 'Bare mesh vs clear-only floor',
    ours: 'mesh-bare',
    peer: 'floor',
    targets: [],
  },
  {
    id: 'background-vs-mesh-bare',
    label: 'Background vs bare mesh',
    ours: 'background',
    peer: 'mesh-bare',
    targets: [],
  },
  {
    id: 'background-vs-three',
    label: 'Background vs naive three.js',
    ours: 'background',
    peer: 'background-three',
    targets: [{ of: 'ratio', metric: 'cpu', op: '<=', value: 0.25 }],
  },
  {
    id: 'ring-300-vs-svg',
    label: 'Ring 300 rotating vs SVG ring',
    ours: 'ring-rotate-300',
    peer: 'ring-svg-300',
    targets: [
      { of: 'ratio', metric: 'fps', op: '>=', value: 1 },
      { of: 'ratio', metric: 'cpu', op: '<=', value: 0.5 },
    ],
  },
  {
    id: 'ring-300-vs-pixi',
    label: 'Ring 300 rotating vs naive Pixi ring',
    ours: 'ring-rotate-300',
    peer: 'ring-pixi-300',
    targets: [],
  },
  {
    id: 'ring-30-vs-svg',
    label: 'Ring 30 rotating vs SVG ring',
    ours: 'ring-rotate-30',
    peer: 'ring-svg-30',
    targets: [],
  },
  {
    id: 'carousel-vs-swiper',
    label: 'Carousel swipe vs Swiper',
    ours: 'carousel-swipe',
    peer: 'carousel-swiper',
    targets: [{ of: 'ratio', metric: 'cpu', op: '<=', value: 1 }],
  },
  ...MOVING_PAGES.map(
    ([ours, label]): Comparison => ({
      id: `${ours}-vs-floor`,
      label: `${label} vs clear-only floor`,
      ours,
      peer: 'floor',
      targets: [],
    }),
  ),
  {
    id: 'paused-vs-floor',
    label: 'Paused / (nothing moving) vs clear-only floor',
    ours: 'page-home-paused',
    peer: 'floor',
    targets: [],
  },
  {
    id: 'projects-vs-stack',
    label: 'Full /projects vs naive stack',
    ours: 'page-projects',
    peer: 'stack-naive',
    targets: [{ of: 'ratio', metric: 'fps', op: '>=', value: 3 }],
  },
];

/** The comparisons of one configuration: every moving page held to that configuration's page targets. */
export function comparisonsFor(pageTargets: readonly Target[]): Comparison[] {
  const moving = new Set(MOVING_PAGES.map(([id]) => id));
  return COMPARISONS.map((c) =>
    moving.has(c.ours) && c.peer === 'floor' ? { ...c, targets: [...pageTargets] } : c,
  );
}

export interface Selection {
  scene?: string;
  works?: number;
  /** --quick: only QUICK_SCENARIOS (and the peers they are compared with). */
  quick?: boolean;
}

/** What a development run measures: the floor, the mesh alone and every full page. */
export const QUICK_SCENARIOS = new Set(['floor', 'background']);

/**
 * The scenarios a run measures: those matching `--scene` (id or group) and `--works`, plus the other
 * side of every comparison they take part in, so a partial run still reports its ratios.
 */
export function selectScenarios(
  selection: Selection,
  scenarios: readonly Scenario[] = SCENARIOS,
  comparisons: readonly Comparison[] = COMPARISONS,
): Scenario[] {
  const { scene, works, quick } = selection;
  const chosen = new Set(
    scenarios
      .filter((s) => !quick || QUICK_SCENARIOS.has(s.id) || (s.group === 'page' && s.side === 'ours'))
      .filter((s) => scene === undefined || s.id === scene || s.group === scene)
      .filter((s) => works === undefined || s.works === undefined || s.works === works)
      .map((s) => s.id),
  );
  for (const c of comparisons) {
    // A quick run compares with the floor only: the other peers take most of a run's time.
    if (chosen.has(c.ours) && (!quick || c.peer === 'floor')) chosen.add(c.peer);
  }
  return scenarios.filter((s) => chosen.has(s.id));
}
