// Once per engine run: the real server on a free port (unless ENGINES_ORIGIN names one already running)
// and the probe proxy in front of it. The tests get the proxy's origin through inject('origin').
import type { TestProject } from 'vitest/node';
import { startProbeProxy } from './probeProxy.ts';
import { type SiteServer, startSiteServer } from './siteServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The probe proxy's origin: every page the suites open comes through it. */
    origin: string;
  }
}

export default async function setup(project: TestProject) {
  let server: SiteServer | null = null;
  let upstream = process.env.ENGINES_ORIGIN;
  if (!upstream) {
    server = await startSiteServer(process.env.DIST_DIR ?? 'dist');
    upstream = server.origin;
  }
  const proxy = await startProbeProxy(upstream);
  project.provide('origin', proxy.origin);
  return async () => {
    await proxy.close();
    await server?.close();
  };
}
