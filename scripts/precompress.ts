// After the build: writes .br and .gz (highest levels) beside every compressible file in dist/, so the
// server sends them as they are and never compresses at request time. Run by `npm run build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|xml|txt)$/;

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
}

/** A copy is written only when it is smaller; otherwise the file goes out as it is. */
export async function precompress(dist: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const files = listFiles(dist).filter(isCompressible);
  await Promise.all(
    files.map(async (file) => {
      const path = join(dist, file);
      const body = readFileSync(path);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
      ]);
      summary.files += 1;
      summary.bytes += body.length;
      if (br.length < body.length) writeFileSync(`${path}.br`, br);
      if (gzipped.length < body.length) writeFileSync(`${path}.gz`, gzipped);
      summary.brotli += Math.min(br.length, body.length);
      summary.gzip += Math.min(gzipped.length, body.length);
    }),
  );
  return summary;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = process.env.DIST_DIR ?? 'dist';
  if (!statSync(dist, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${dist} is not a build`);
  const s = await precompress(dist);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
  if (!process.argv.includes('--quiet'))
    console.log(
      `precompressed ${s.files} files: ${kb(s.bytes)} → brotli ${kb(s.brotli)}, gzip ${kb(s.gzip)}`,
    );
}
