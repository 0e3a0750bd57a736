// The real server (server/main.ts) on a free loopback port, serving an already built dist/ (npm test's
// Playwright run builds it; `npm run build` otherwise).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from './freePort.ts';

export interface SiteServer {
  origin: string;
  close(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function startSiteServer(distDir: string): Promise<SiteServer> {
  const dist = resolve(distDir);
  if (!existsSync(resolve(dist, 'index.html')))
    throw new Error(`${dist}/index.html is missing: build the site first (npm run build, or DIST_DIR=…).`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // node --import tsx: one process, so closing it stops the server (npx would leave its child running).
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ANALYTICS: 'off', DIST_DIR: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  const deadline = Date.now() + 60_000;
  while (!(await answers(`${origin}/api/portfolio`))) {
    if (exited !== undefined) throw new Error(`The site server exited (code ${exited}) before it answered.`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The site server did not answer on ${origin} within 60 s.`);
    }
    await new Promise((done) => setTimeout(done, 200)); // polling a child process, not the page
  }
  return {
    origin,
    close: () =>
      new Promise<void>((done) => {
        if (exited !== undefined) return done();
        child.once('exit', () => done());
        child.kill();
      }),
  };
}
