// Inline SVG plots for the HTML report: the frame-time distribution (share of frames at or under each
// frame time) of ours against its peer, and a per-round strip of a metric.

const W = 460;
const H = 220;
const PAD = { left: 44, right: 12, top: 12, bottom: 34 };

export interface Series {
  label: string;
  color: string;
  intervals: readonly number[];
}

/** Points of the empirical CDF, at most `max` of them, for a polyline. */
export function cdfPoints(intervals: readonly number[], max = 120): [number, number][] {
  const sorted = [...intervals].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return [];
  const step = Math.max(1, Math.floor(n / max));
  const points: [number, number][] = [];
  for (let i = 0; i < n; i += step) points.push([sorted[i] ?? 0, (i + 1) / n]);
  points.push([sorted[n - 1] ?? 0, 1]);
  return points;
}

export function frameTimeCdf(series: readonly Series[]): string {
  const all = series.flatMap((s) => s.intervals);
  if (all.length === 0) return '<p class="muted">no frames to plot</p>';
  const sorted = [...all].sort((a, b) => a - b);
  const p995 = sorted[Math.floor(sorted.length * 0.995)] ?? 50;
  const xMax = Math.max(50, Math.ceil(p995 / 25) * 25);
  const x = (ms: number) => PAD.left + (Math.min(ms, xMax) / xMax) * (W - PAD.left - PAD.right);
  const y = (share: number) => H - PAD.bottom - share * (H - PAD.top - PAD.bottom);
  const ticks = Array.from({ length: 6 }, (_, i) => (xMax / 5) * i);
  const grid = ticks
    .map(
      (t) =>
        `<line x1="${x(t)}" x2="${x(t)}" y1="${PAD.top}" y2="${H - PAD.bottom}" class="grid"/><text x="${x(t)}" y="${H - PAD.bottom + 14}" text-anchor="middle">${Math.round(t)}</text>`,
    )
    .join('');
  const yTicks = [0, 0.5, 1]
    .map((s) => `<text x="${PAD.left - 6}" y="${y(s) + 4}" text-anchor="end">${s * 100}%</text>`)
    .join('');
  const vsync = `<line x1="${x(1000 / 60)}" x2="${x(1000 / 60)}" y1="${PAD.top}" y2="${H - PAD.bottom}" class="vsync"/>`;
  const lines = series
    .map((s) => {
      const pts = cdfPoints(s.intervals)
        .map(([ms, share]) => `${x(ms).toFixed(1)},${y(share).toFixed(1)}`)
        .join(' ');
      return `<polyline points="${pts}" fill="none" stroke="${s.color}" stroke-width="2"/>`;
    })
    .join('');
  const legend = series
    .map(
      (s, i) =>
        `<rect x="${PAD.left + 8}" y="${PAD.top + 6 + i * 16}" width="10" height="10" fill="${s.color}"/><text x="${PAD.left + 24}" y="${PAD.top + 15 + i * 16}">${s.label}</text>`,
    )
    .join('');
  return `<svg viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="frame-time distribution">
${grid}${yTicks}${vsync}${lines}${legend}
<text x="${(W + PAD.left) / 2}" y="${H - 4}" text-anchor="middle">frame time (ms); dashed: 16.7 ms vsync</text></svg>`;
}
