// Inline SVG plots for the HTML report: the frame-time distribution (share of frames at or under each
// frame time) of ours against its peer, and a per-round strip of a metric.

const W = 460;
const H = 220;
const PAD = { left: 44, right: 22, top: 12, bottom: 34 };

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

/** A round tick step (1, 2 or 5 × a power of ten) giving at most 6 ticks up to `max`. */
export function niceStep(max: number): number {
  const rough = max / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough);
  return step ?? 10 * power;
}

export function niceTicks(max: number): number[] {
  const step = niceStep(max);
  const ticks: number[] = [];
  for (let t = 0; t <= max + 1e-9; t += step) ticks.push(t);
  return ticks;
}

export function frameTimeCdf(series: readonly Series[]): string {
  const all = series.flatMap((s) => s.intervals);
  if (all.length === 0) return '<p class="muted">no frames to plot</p>';
  const sorted = [...all].sort((a, b) => a - b);
  const p995 = sorted[Math.floor(sorted.length * 0.995)] ?? 50;
  const step = niceStep(Math.max(50, p995));
  const xMax = Math.ceil(Math.max(50, p995) / step) * step;
  const x = (ms: number) => PAD.left + (Math.min(ms, xMax) / xMax) * (W - PAD.left - PAD.right);
  const y = (share: number) => H - PAD.bottom - share * (H - PAD.top - PAD.bottom);
  const ticks = niceTicks(xMax);
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
        `<rect x="${PAD.left}" y="${H + 8 + i * 16}" width="10" height="10" fill="${s.color}"/><text x="${PAD.left + 16}" y="${H + 17 + i * 16}">${s.label}</text>`,
    )
    .join('');
  // The legend goes under the axis title: a curve may cross any corner of the plot itself.
  const fullHeight = H + 8 + series.length * 16;
  return `<svg viewBox="0 0 ${W} ${fullHeight}" width="${W}" height="${fullHeight}" role="img" aria-label="frame-time distribution">
${grid}${yTicks}${vsync}${lines}${legend}
<text x="${(W + PAD.left) / 2}" y="${H - 4}" text-anchor="middle">frame time (ms); dashed: 16.7 ms vsync</text></svg>`;
}
