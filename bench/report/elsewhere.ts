// Figures of the gpu configuration measured on another machine (issue 33's table), quoted by the report
// until the bench produces its own on a GPU. Never mixed with this run's figures: they are labelled with
// their machine and date wherever they appear.

import { configuration } from '../configs.ts';
import { num } from './format.ts';

export interface QuotedRow {
  page: string;
  /** Presented fps and p95 gap between presented frames; undefined where that run did not measure it. */
  fps?: number;
  p95GapMs?: number;
  /** CPU ms per presented frame, and its ratio to the floor's as that run gave it. */
  cpuMsPerFrame?: number;
  cpuVsFloor?: number;
}

export const GPU_ELSEWHERE = {
  source: 'issue 33',
  date: '2026-11',
  machine: 'NVIDIA H200, 16 cores',
  setup: 'ANGLE GL-EGL (`--use-gl=angle --use-angle=gl-egl --ignore-gpu-blocklist`), GPU compositing on',
  browser: 'Chromium 156',
  method:
    'presented frames (Display::FrameDisplayed), 1280×720, pointer moving or arrow keys pressed as the bench does',
  rows: [
    { page: 'Floor: WebGL canvas that only clears', fps: 60.1, p95GapMs: 22.6, cpuMsPerFrame: 9.7 },
    { page: 'Background mesh alone', fps: 60.2, p95GapMs: 17.1, cpuMsPerFrame: 12.2, cpuVsFloor: 1.26 },
    { page: 'Full /, pointer moving', fps: 60.0, p95GapMs: 17.1, cpuMsPerFrame: 13.6, cpuVsFloor: 1.4 },
    { page: 'Full /projects, arrow keys', fps: 60.0, p95GapMs: 18.4, cpuMsPerFrame: 14.2, cpuVsFloor: 1.46 },
    {
      page: 'Full /projects, 300 works, arrow keys',
      fps: 60.1,
      p95GapMs: 17.8,
      cpuMsPerFrame: 13.3,
      cpuVsFloor: 1.37,
    },
    { page: 'Full /profil' },
    { page: 'Full /contact' },
    {
      page: 'Full / on a phone, mid-swipe',
      fps: 59.8,
      p95GapMs: 17.2,
      cpuMsPerFrame: 14.7,
      cpuVsFloor: 1.52,
    },
  ] as readonly QuotedRow[],
} as const;

/** The quoted full pages against the gpu configuration's targets: a sentence, not a verdict of this run. */
export function quotedAgainstTargets(rows: readonly QuotedRow[] = GPU_ELSEWHERE.rows): string {
  const pages = rows.filter((r) => r.page.startsWith('Full') && r.fps !== undefined);
  const spec = configuration('gpu');
  const parts = spec.pageTargets.map((t) => {
    const value = (r: QuotedRow) =>
      t.metric === 'fps'
        ? r.fps
        : t.metric === 'gap95'
          ? r.p95GapMs
          : t.metric === 'cpu'
            ? r.cpuVsFloor
            : undefined;
    const values = pages.map(value).filter((v): v is number => v !== undefined);
    const held = values.filter((v) => (t.op === '>=' ? v >= t.value : v <= t.value)).length;
    const what =
      t.metric === 'fps'
        ? `fps ≥ ${t.value}`
        : t.metric === 'gap95'
          ? `p95 gap ≤ ${t.value} ms`
          : `CPU/frame ≤ ${t.value}× the floor's`;
    const range = `${num(Math.min(...values), t.metric === 'cpu' ? 2 : 1)}–${num(Math.max(...values), t.metric === 'cpu' ? 2 : 1)}${t.metric === 'cpu' ? '×' : ''}`;
    return `${what} held by ${held} of ${values.length} (${range})`;
  });
  return `Against the gpu targets, the ${pages.length} full pages measured there: ${parts.join('; ')}`;
}
