// Bundle figures: every JS and CSS chunk of the build, raw, gzip and brotli, and which of them
// index.html loads itself (entry script, modulepreloads, stylesheets): what ships before first paint.
// The compressed sizes are those of the build's own .gz (zopfli) and .br (brotli 11) copies, the bytes the
// server sends; a file without a copy (compression would not have made it smaller) goes out raw.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BundleChunk, BundleFigures, SizeTotals } from '../report/model.ts';

/** The asset paths index.html references as scripts, module preloads or stylesheets, without the leading '/'. */
export function initialAssets(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || /^(?:https?:|data:)/.test(url)) continue;
    const isScript = match[1] === 'script' && /type="module"/.test(tag);
    const isLink = /rel="(?:modulepreload|stylesheet)"/.test(tag);
    if (isScript || isLink) found.add(url.replace(/^\.?\//, ''));
  }
  return [...found];
}

export function sumSizes(chunks: readonly Pick<BundleChunk, 'bytes' | 'gzip' | 'brotli'>[]): SizeTotals {
  return chunks.reduce(
    (sum, c) => ({ bytes: sum.bytes + c.bytes, gzip: sum.gzip + c.gzip, brotli: sum.brotli + c.brotli }),
    { bytes: 0, gzip: 0, brotli: 0 },
  );
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

/** The size a file goes out at with the given encoding: its precompressed copy, or the file itself. */
function servedSize(path: string, raw: number, extension: '.gz' | '.br'): number {
  return existsSync(path + extension) ? statSync(path + extension).size : raw;
}

export function measureBundle(distDir: string): BundleFigures {
  if (!existsSync(join(distDir, 'index.html.gz')))
    throw new Error(`${distDir} has no precompressed copies: build it with \`npm run build\``);
  const initial = new Set(initialAssets(readFileSync(join(distDir, 'index.html'), 'utf8')));
  const chunks = listFiles(distDir)
    .filter((file) => /\.(?:js|css)$/.test(file) && !file.startsWith('api/'))
    .map((file): BundleChunk => {
      const path = join(distDir, file);
      const bytes = statSync(path).size;
      return {
        file,
        kind: file.endsWith('.css') ? 'css' : 'js',
        initial: initial.has(file),
        bytes,
        gzip: servedSize(path, bytes, '.gz'),
        brotli: servedSize(path, bytes, '.br'),
      };
    })
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.bytes - a.bytes);
  return { chunks, initial: sumSizes(chunks.filter((c) => c.initial)), total: sumSizes(chunks) };
}
