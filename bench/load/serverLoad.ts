// Server figures: autocannon on loopback only, bounded in time and connections, with a browser's
// Accept-Encoding. Ours against a plain @fastify/static peer serving the same precompressed build, on
// the entry chunk, / and /api/portfolio; then ours again while /api/pageviews is flooded from one client.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { median, pairedRatio } from '../lib/stats.ts';
import type { ServerComparison, ServerFigure } from '../report/model.ts';

const CONNECTIONS = 10;
const DURATION_SECONDS = 3;
const ROUNDS = 4;
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Issue 18's goals: ≥ 0.9× the peer's throughput, p99 ≤ 2× its p99, and ≥ 0.8× while flooded. */
export const SERVER_TARGETS = { throughput: 0.9, p99: 2, flooded: 0.8 } as const;

function loopbackOnly(origin: string): void {
  const { hostname } = new URL(origin);
  if (hostname !== '127.0.0.1') throw new Error(`autocannon only runs against 127.0.0.1, not ${hostname}`);
}

/**
 * The app's entry chunk, the file a shared link makes every visitor fetch first: the one boot's script names
 * (data-app), or the module script when there is no such name.
 */
export function entryChunk(distDir: string): string {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const named = /<script\b[^>]*\bdata-app="([^"]+)"/.exec(html)?.[1];
  const src = named ?? /<script\b[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('no entry chunk in index.html');
  return src.startsWith('/') ? src : `/${src}`;
}

async function run(
  origin: string,
  path: string,
  options: Partial<autocannon.Options> = {},
): Promise<autocannon.Result> {
  loopbackOnly(origin);
  return autocannon({
    url: `${origin}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, 'user-agent': DESKTOP_CHROME },
    ...options,
  });
}

function figure(path: string, result: autocannon.Result, extra: Partial<ServerFigure>): ServerFigure {
  return {
    url: path,
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...extra,
  };
}

/** A flood as any script can send it: the anti-forgery token first, then page views as fast as it can. */
async function flood(origin: string): Promise<autocannon.Result> {
  const answer = await fetch(`${origin}/api/actus`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return run(origin, '/api/pageviews', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
      'user-agent': DESKTOP_CHROME,
      'accept-encoding': BROWSER_ACCEPT_ENCODING,
    },
    body: JSON.stringify({ path: '/projects', viewport: 'desktop' }),
  });
}

export interface ServerSection {
  figures: ServerFigure[];
  comparisons: ServerComparison[];
}

/**
 * Interleaved rounds, peer · ours · ours flooded then the reverse order, so drifting load from other work
 * on the machine weighs on both sides alike; ratios are paired within a round.
 */
export async function measureServerSection(
  ours: string,
  peer: string,
  distDir: string,
  log: (line: string) => void = () => {},
): Promise<ServerSection> {
  const targets = [
    { label: 'entry chunk', path: entryChunk(distDir) },
    { label: '/', path: '/' },
    { label: '/api/portfolio', path: '/api/portfolio' },
  ];
  const figures: ServerFigure[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const { label, path } of targets) {
      const runs = [
        async () => figures.push(figure(path, await run(peer, path), { label, server: 'peer', round })),
        async () => figures.push(figure(path, await run(ours, path), { label, server: 'ours', round })),
        async () => {
          const [measured, flooding] = await Promise.all([run(ours, path), flood(ours)]);
          figures.push(figure(path, measured, { label, server: 'ours', flooded: true, round }));
          figures.push(
            figure('/api/pageviews', flooding, {
              label: `flood during ${label}`,
              server: 'ours',
              round,
              flood: true,
            }),
          );
        },
      ];
      for (const measure of round % 2 === 0 ? runs : runs.reverse()) await measure();
      const of = (server: string, flooded: boolean) =>
        figures
          .find(
            (f) =>
              f.round === round &&
              f.url === path &&
              f.server === server &&
              !f.flood &&
              Boolean(f.flooded) === flooded,
          )
          ?.requestsPerSecond.toFixed(0);
      log(
        `  round ${round + 1} ${label.padEnd(15)} peer ${of('peer', false)} req/s, ours ${of('ours', false)}, ours flooded ${of('ours', true)}`,
      );
    }
  }
  return { figures, comparisons: targets.map((t) => compareServer(t.label, t.path, figures)) };
}

export function compareServer(
  label: string,
  path: string,
  figures: readonly ServerFigure[],
): ServerComparison {
  const of = (server: 'ours' | 'peer', flooded: boolean) =>
    figures.filter(
      (f) => f.url === path && f.server === server && !f.flood && Boolean(f.flooded) === flooded,
    );
  const rps = (list: ServerFigure[]) => median(list.map((f) => f.requestsPerSecond));
  const p99 = (list: ServerFigure[]) => median(list.map((f) => f.latencyP99Ms));
  const peer = of('peer', false);
  const ours = of('ours', false);
  const flooded = of('ours', true);
  const floods = figures.filter((f) => f.flood && f.label === `flood during ${label}`);
  const failures = [...ours, ...flooded].reduce((n, f) => n + f.errors + f.non2xx, 0);
  const byRound = (list: ServerFigure[]) =>
    Array.from(
      { length: ROUNDS },
      (_, round) => list.find((f) => f.round === round)?.requestsPerSecond ?? Number.NaN,
    );
  const comparison: ServerComparison = {
    label,
    path,
    ratio: pairedRatio(byRound(ours), byRound(peer)).median,
    floodedRatio: pairedRatio(byRound(flooded), byRound(peer)).median,
    peerRps: rps(peer),
    oursRps: rps(ours),
    floodedRps: rps(flooded),
    peerP99Ms: p99(peer),
    oursP99Ms: p99(ours),
    floodedP99Ms: p99(flooded),
    floodRps: rps(floods),
    floodNon2xx: floods.reduce((n, f) => n + f.non2xx, 0),
    floodRequests: floods.reduce((n, f) => n + f.requestsPerSecond * f.durationSeconds, 0),
    failures,
    met: false,
  };
  comparison.met =
    comparison.ratio >= SERVER_TARGETS.throughput &&
    comparison.oursP99Ms <= SERVER_TARGETS.p99 * Math.max(1, comparison.peerP99Ms) &&
    comparison.floodedRatio >= SERVER_TARGETS.flooded &&
    failures === 0;
  return comparison;
}
