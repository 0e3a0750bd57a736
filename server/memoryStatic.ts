// The build's precompressed files (pages, assets, sw.js…) and their .br/.gz copies, read into memory at start
// and sent from there: no open or read per request, the work a CDN edge does; one stat notices a deploy that
// removed or replaced a file (it then goes to @fastify/static, as every other file does).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
}

export interface MemoryFile {
  /** The file on disk and what it was when read: one stat per request tells a deploy removed or changed it. */
  path: string;
  mtimeMs: number;
  size: number;
  type: string;
  lastModified: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

const variant = (body: Buffer): Variant => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

function listFiles(dir: string, root: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path, root);
    return entry.isFile() ? [relative(root, path).split('\\').join('/')] : [];
  });
}

/** Every file the build precompressed (it has a .br or .gz twin), keyed by its URL path; not /api. */
export function loadMemoryFiles(distDir: string): Map<string, MemoryFile> {
  const files = new Map<string, MemoryFile>();
  for (const file of listFiles(distDir, distDir)) {
    const type = TYPES[extname(file)];
    if (!type || file.startsWith('api/')) continue;
    const path = join(distDir, file);
    const br = existsSync(`${path}.br`) ? variant(readFileSync(`${path}.br`)) : undefined;
    const gzip = existsSync(`${path}.gz`) ? variant(readFileSync(`${path}.gz`)) : undefined;
    if (!br && !gzip) continue;
    const stat = statSync(path);
    files.set(`/${file}`, {
      path,
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      type,
      lastModified: stat.mtime.toUTCString(),
      variants: { identity: variant(readFileSync(path)), ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
    });
  }
  return files;
}

/** Still the file on disk? One stat instead of @fastify/static's open, stat, read and close. */
export function isCurrent(file: MemoryFile): boolean {
  const stat = statSync(file.path, { throwIfNoEntry: false });
  return stat !== undefined && stat.mtimeMs === file.mtimeMs && stat.size === file.size;
}

function notModified(request: FastifyRequest, etag: string, lastModified: string): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined) return match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  const since = request.headers['if-modified-since'];
  return since !== undefined && Date.parse(since) >= Date.parse(lastModified);
}

/** Sends the variant the client accepts best, as it is, with its own tag; 304 when the client has it. */
export function sendMemoryFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: MemoryFile,
  cacheControl: string,
  /** 404 for the app shell answering a path that is no route: never a 304, which would say it exists. */
  status = 200,
) {
  const header = request.headers['accept-encoding'];
  const offered = (['br', 'gzip'] as const).filter((e) => file.variants[e]);
  const accepted = typeof header === 'string' && offered.length > 0 ? negotiate(header, offered) : null;
  const encoding: Encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
  const chosen = file.variants[encoding] ?? file.variants.identity;
  reply
    .header('Content-Type', file.type)
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Accept-Encoding')
    .header('ETag', chosen.etag)
    .header('Last-Modified', file.lastModified);
  if (status === 200 && notModified(request, chosen.etag, file.lastModified)) return reply.code(304).send();
  reply.code(status);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(chosen.body);
}
