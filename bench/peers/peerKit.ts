// What every peer page shares with our scenes: the same data (content's types, clients and home
// projects, the seeded bench works), the same ring geometry, and the ready mark the harness waits for.
import portfolio from '../../content/portfolio.json';
import { benchWorks, benchWorksCount } from '../data/benchWorks.ts';

export const RING_RADIUS = 380;
export const MIN_SECTION_WEIGHT = 4;
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

/** Each work's share of the turn, in proportion to max(length, 4), as the spec's ring does. */
export function ringSections(works: readonly PeerWork[]): Section[] {
  const weight = (w: PeerWork) => Math.max(MIN_SECTION_WEIGHT, w.length);
  const total = works.reduce((sum, w) => sum + weight(w), 0);
  let angle = 0;
  return works.map((w) => {
    const sweep = (weight(w) / total) * Math.PI * 2;
    const section = { start: angle, end: angle + sweep, color: w.color };
    angle += sweep;
    return section;
  });
}

/** Where the ring sits in a viewport: left half, vertically centred, scaled down to fit its height. */
export function ringPlacement(width: number, height: number) {
  const scale = Math.min(1, (height * 0.46) / RING_RADIUS);
  return { cx: Math.round(width * 0.32), cy: Math.round(height / 2), radius: RING_RADIUS * scale, scale };
}

/** Tells the harness the page draws what it claims to. */
export function markReady(name: string): void {
  document.documentElement.dataset.bench = name;
}
