// What every peer page shares with our scenes: the same data (content's types, clients and home
// projects, the seeded bench works), the same ring geometry (our pure layout and placement modules:
// only the drawing differs), and the ready mark the harness waits for.
import portfolio from '../../content/portfolio.json';
import { BAND_WIDTH, RING_RADIUS, ringPlacement } from '../../scenes/contract/ringPlacement.ts';
import { layoutRing } from '../../scenes/math/ringLayout.ts';
import { benchWorks, benchWorksCount } from '../data/benchWorks.ts';

/** The gap our ring leaves between sections, in pixels along the band. */
const SECTION_GAP = 2.5;
/** Radians per second of the continuous rotation every rotating ring uses in the bench. */
export const RING_SPIN = 0.35;

export interface PeerWork {
  id: number;
  length: number;
  color: string;
  title: string;
}

const colorByType = new Map(portfolio.types.map((t) => [t.id, t.color]));

/** `?works=N` seeded works, or the content's own works when the page is opened without it. */
export function peerWorks(search = window.location.search): PeerWork[] {
  const count = benchWorksCount(search);
  const works = count === undefined ? portfolio.works : benchWorks(count, portfolio.types, portfolio.clients);
  return works.map((w) => ({
    id: w.id,
    length: w.length,
    color: colorByType.get(w.type_id) ?? '#888888',
    title: w.title,
  }));
}

export const homeProjects = portfolio.actus;

export interface Section {
  start: number;
  end: number;
  color: string;
}

/** Each work's share of the turn, from our own pure ring layout: max(length, 4), in content order. */
export function ringSections(works: readonly PeerWork[]): Section[] {
  const layout = layoutRing(works.map((w) => w.length));
  return works.map((w, i) => {
    const start = layout.starts[i] ?? 0;
    return { start, end: start + (layout.sweeps[i] ?? 0), color: w.color };
  });
}

/** Where our ring sits in a viewport (same centre and scale), with its band's radius and width in pixels. */
export function peerRingPlacement(width: number, height: number) {
  const placement = ringPlacement(width, height) ?? { cx: width / 2, cy: height / 2, scale: 1 };
  const { cx, cy, scale } = placement;
  return { cx, cy, radius: RING_RADIUS * scale, band: BAND_WIDTH * scale, gap: SECTION_GAP / RING_RADIUS };
}

/** Tells the harness the page draws what it claims to. */
export function markReady(name: string): void {
  document.documentElement.dataset.bench = name;
}
