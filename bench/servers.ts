// The builds and servers a bench run needs: the site (built into DIST_DIR, served by server/main.ts on
// 127.0.0.1) and the peer pages (built by bench/peers/vite.config.ts, served by a plain static server).
import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { PortfolioDocument } from '../content/schema.ts';
import { sortWorks } from '../scenes/contract/sortWorks.ts';
import { benchWorks } from './data/benchWorks.ts';

export const ROOT = new URL('..', import.meta.url).pathname;

/** Runs a command to completion, its output kept for the error message; bounded in time. */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new Error(`${command} ${args.join(' ')} failed (${code ?? 'killed'}):\n${output.slice(-3000)}`),
        );
    });
  });
}

export const buildSite = (distDir: string) =>
  runCommand('npm', ['run', '--silent', 'build'], { DIST_DIR: distDir }, 300_000);

export const buildPeers = (outDir: string) =>
  runCommand(
    'npx',
    ['vite', 'build', '--config', 'bench/peers/vite.config.ts'],
    { BENCH_PEERS_DIR: outDir },
    300_000,
  );

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface Served {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * The owner's content with its works replaced by `count` seeded works, written where the site server can
 * read it (PORTFOLIO_CONTENT): the real site, unchanged, showing 30 or 300 works.
 */
export function writeBenchContent(count: number, dir: string): { file: string; firstId: number } {
  const doc = JSON.parse(readFileSync(join(ROOT, 'content/portfolio.json'), 'utf8')) as PortfolioDocument;
  const { $schema: _schema, ...rest } = doc;
  const works = benchWorks(count, doc.types, doc.clients);
  // A recent project names its work (actus[].work_id, validated against the works): with fewer generated
  // works than the owner's, the ones it names past the last would make the server refuse the content.
  const ids = new Set(works.map((w) => w.id));
  const actus = rest.actus.map(({ work_id, ...actu }) =>
    work_id !== undefined && ids.has(work_id) ? { ...actu, work_id } : actu,
  );
  const file = join(dir, `bench-content-${count}.json`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...rest, actus, works }));
  return { file, firstId: sortWorks(works, 'date')[0]?.id ?? 1 };
}

/**
 * server/main.ts on 127.0.0.1 (so the API base is the page's own origin), run by node directly, with
 * analytics off so the bench's visits are not counted (unless `env` says otherwise); `contentFile`
 * replaces the owner's content.
 */
export function startSiteServer(
  distDir: string,
  contentFile?: string,
  env: NodeJS.ProcessEnv = {},
): Promise<Served> {
  return startNodeServer(
    'server/main.ts',
    {
      DIST_DIR: distDir,
      NODE_ENV: 'production',
      ANALYTICS: 'off',
      ...(contentFile ? { PORTFOLIO_CONTENT: contentFile } : {}),
      ...env,
    },
    '/api/portfolio',
  );
}

/** A TypeScript server script on a free 127.0.0.1 port (PORT, HOST), ready once `probePath` answers 2xx. */
export async function startNodeServer(
  script: string,
  env: NodeJS.ProcessEnv,
  probePath: string,
): Promise<Served> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}):\n${stderr}`);
    try {
      const response = await fetch(`${origin}${probePath}`);
      if (response.ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${script} did not answer on ${origin} within 30 s:\n${stderr}`);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** A plain static server for the peer pages: no CSP, no compression, nothing the peers did not ask for. */
export async function startStaticServer(dir: string): Promise<Served> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
