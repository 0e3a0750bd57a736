// Server figures: autocannon against the site server on loopback only, bounded in time and connections.
import autocannon from 'autocannon';
import type { ServerFigure } from '../report/model.ts';

const CONNECTIONS = 10;
const DURATION_SECONDS = 5;

export async function measureServer(origin: string, paths: readonly string[]): Promise<ServerFigure[]> {
  const { hostname } = new URL(origin);
  if (hostname !== '127.0.0.1') throw new Error(`autocannon only runs against 127.0.0.1, not ${hostname}`);
  const figures: ServerFigure[] = [];
  for (const path of paths) {
    const result = await autocannon({
      url: `${origin}${path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    figures.push({
      url: path,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    });
  }
  return figures;
}
