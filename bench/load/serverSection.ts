// The bench's server section on its own servers: ours (analytics on, a throwaway database, so the flood
// meets the real limits and writes) and the plain @fastify/static peer, on the same build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Served, startNodeServer, startSiteServer } from '../servers.ts';
import { measureServerSection, type ServerSection } from './serverLoad.ts';

export async function runServerSection(distDir: string, log: (line: string) => void): Promise<ServerSection> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pageviews-'));
  const servers: Served[] = [];
  try {
    const ours = await startSiteServer(distDir, undefined, { ANALYTICS: 'on', DATA_DIR: dataDir });
    servers.push(ours);
    const peer = await startNodeServer('bench/peers/staticPeer.ts', { DIST_DIR: distDir }, '/index.html');
    servers.push(peer);
    log(`  ours on ${ours.origin}, peer (@fastify/static, preCompressed) on ${peer.origin}`);
    return await measureServerSection(ours.origin, peer.origin, distDir, log);
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
