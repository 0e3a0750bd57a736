// The real server with analytics on, a real SQLite file in a temporary DATA_DIR, on a free loopback port;
// and a script-side client that does what any script can: fetch the anti-forgery token, then post.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
  const address = probe.address();
  await new Promise((closed) => probe.close(closed));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface AnalyticsServer {
  origin: string;
  dataDir: string;
  child: ChildProcess;
  /** Rows of the pageviews table, read from the file as the owner's tools would. */
  rows: () => { path: string; kind: string }[];
  stop: () => Promise<void>;
}

export async function startAnalyticsServer(
  env: NodeJS.ProcessEnv = {},
  dataDir = mkdtempSync(join(tmpdir(), 'pageviews-')),
): Promise<AnalyticsServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ANALYTICS: 'on',
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = () =>
    new Promise<void>((stopped) => {
      if (child.exitCode !== null || child.signalCode !== null) return stopped();
      child.once('exit', () => stopped());
      child.kill('SIGTERM');
    });
  const rows = () => {
    const db = new Database(join(dataDir, 'analytics.sqlite'), { readonly: true });
    const result = db.prepare('SELECT path, kind FROM pageviews ORDER BY id').all();
    db.close();
    return result as { path: string; kind: string }[];
  };
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/api/actus`)).ok) return { origin, dataDir, child, rows, stop };
    } catch {
      // not listening yet
    }
    // The interval between two asks while the server starts (the loop waits for its answer, not the clock).
    await new Promise((r) => setTimeout(r, 150));
  }
  await stop();
  throw new Error('analytics server did not start');
}

/** Posts page views the way a script would: token first, then the header and cookie. */
export async function scriptClient(origin: string) {
  const answer = await fetch(`${origin}/api/actus`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no anti-forgery token');
  return (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}/api/pageviews`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
        'user-agent': DESKTOP_CHROME,
        ...headers,
      },
      body: JSON.stringify(body),
    });
}
