// After the build: writes .br (brotli 11) and .gz (zopfli) beside every compressible file in dist/, so the
// server sends them as they are and never compresses at request time. Run by `npm run build`.
// Zopfli writes ordinary gzip 3–4 % smaller than zlib's level 9, for browsers and proxies that do not
// take brotli; it is slow, so it runs on every core and each result is kept in a cache keyed by the
// file's content: a rebuild after a content edit only compresses what changed.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants } from 'node:zlib';

const brotli = promisify(brotliCompress);

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|xml|txt)$/;
/** Bumped when the compressors or their settings change, so cached copies from older settings are not reused. */
const CACHE_VERSION = 'br11-zopfli15/5';
const DEFAULT_CACHE_DIR = fileURLToPath(new URL('../node_modules/.cache/precompress', import.meta.url));

/** Text files the site serves; the extension-less API copies (api/portfolio) are JSON too. */
export function isCompressible(relativePath: string): boolean {
  return COMPRESSIBLE.test(relativePath) || /^api\/[a-z-]+$/.test(relativePath);
}

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path, root);
    return entry.isFile() ? [relative(root, path).split('\\').join('/')] : [];
  });
}

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotli: number;
  gzip: number;
  /** Files whose copies came from the cache. */
  cached: number;
}

export interface PrecompressOptions {
  /** Where compressed copies are kept between builds, by content hash; null to compress everything anew. */
  cacheDir?: string | null;
}

/** Zopfli's passes: the most for the small files most pages load, fewer for the large renderer chunks. */
function zopfliIterations(size: number): number {
  return size > 256_000 ? 5 : 15;
}

/** Gzips every body with zopfli, one worker thread per core, largest first. */
async function zopfliAll(bodies: readonly Uint8Array[]): Promise<Uint8Array[]> {
  const results: Uint8Array[] = [];
  const order = bodies.map((_, i) => i).sort((a, b) => (bodies[b]?.length ?? 0) - (bodies[a]?.length ?? 0));
  let next = 0;
  const threads = Math.min(availableParallelism(), order.length);
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(new URL('./zopfliWorker.mjs', import.meta.url));
      try {
        for (let i = order[next++]; i !== undefined; i = order[next++]) {
          const body = bodies[i] as Uint8Array;
          results[i] = await ask(worker, body, zopfliIterations(body.length));
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return results;
}

function ask(worker: Worker, body: Uint8Array, iterations: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const onMessage = (gz: Uint8Array) => {
      worker.off('error', onError);
      resolve(gz);
    };
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      reject(error);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.postMessage({ body, iterations });
  });
}

function cached(cacheDir: string | null, key: string): Buffer | undefined {
  if (!cacheDir) return undefined;
  try {
    return readFileSync(join(cacheDir, key));
  } catch {
    return undefined;
  }
}

/** A copy is written only when it is smaller; otherwise the file goes out as it is. */
export async function precompress(
  dist: string,
  { cacheDir = DEFAULT_CACHE_DIR }: PrecompressOptions = {},
): Promise<PrecompressSummary> {
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotli: 0, gzip: 0, cached: 0 };
  const files = listFiles(dist)
    .filter(isCompressible)
    .map((file) => {
      const path = join(dist, file);
      const body = readFileSync(path);
      const key = createHash('sha256').update(CACHE_VERSION).update(body).digest('hex');
      const br = cached(cacheDir, `${key}.br`);
      const gz = cached(cacheDir, `${key}.gz`);
      if (br && gz) summary.cached += 1;
      return { path, body, key, br, gz };
    });
  const toGzip = files.filter((f) => !f.gz);
  const gzipped = await zopfliAll(toGzip.map((f) => f.body));
  toGzip.forEach((f, i) => {
    f.gz = Buffer.from(gzipped[i] as Uint8Array);
    if (cacheDir) writeFileSync(join(cacheDir, `${f.key}.gz`), f.gz);
  });
  await Promise.all(
    files.map(async (f) => {
      if (!f.br) {
        f.br = await brotli(f.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: f.body.length,
          },
        });
        if (cacheDir) writeFileSync(join(cacheDir, `${f.key}.br`), f.br);
      }
    }),
  );
  for (const { path, body, br, gz } of files) {
    if (!br || !gz) throw new Error(`${path}: no compressed copy`);
    summary.files += 1;
    summary.bytes += body.length;
    if (br.length < body.length) writeFileSync(`${path}.br`, br);
    if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
    summary.brotli += Math.min(br.length, body.length);
    summary.gzip += Math.min(gz.length, body.length);
  }
  return summary;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = process.env.DIST_DIR ?? 'dist';
  if (!statSync(dist, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${dist} is not a build`);
  const s = await precompress(dist);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
  if (!process.argv.includes('--quiet'))
    console.log(
      `precompressed ${s.files} files (${s.cached} from the cache): ${kb(s.bytes)} → brotli ${kb(s.brotli)}, gzip ${kb(s.gzip)}`,
    );
}
