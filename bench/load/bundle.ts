// Bundle figures: every JS and CSS chunk of the build, raw, gzip and brotli, and which of them
// index.html loads to start (its scripts, the entry boot starts, modulepreloads, stylesheets).
// The compressed sizes are those of the build's own .gz (zopfli) and .br (brotli 11) copies, the bytes the
// server sends; a file without a copy (compression would not have made it smaller) goes out raw.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BundleChunk, BundleFigures, RuntimeChunks, SizeTotals } from '../report/model.ts';

/**
 * The asset paths index.html references as scripts, the entry chunk boot's script names (`data-app`), module
 * preloads or stylesheets, without the leading '/'.
 */
export function initialAssets(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || /^(?:https?:|data:)/.test(url)) continue;
    const isScript = match[1] === 'script' && /type="module"/.test(tag);
    const isLink = /rel="(?:modulepreload|stylesheet)"/.test(tag);
    if (isScript || isLink) found.add(url.replace(/^\.?\//, ''));
    const entry = isScript ? /\bdata-app="([^"]+)"/.exec(tag)?.[1] : undefined;
    if (entry) found.add(entry.replace(/^\.?\//, ''));
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
  const runtime = measureRuntimeChunks(chunks, (file) => readFileSync(join(distDir, file), 'utf8'));
  return {
    chunks,
    initial: sumSizes(chunks.filter((c) => c.initial)),
    total: sumSizes(chunks),
    ...(runtime ? { runtime } : {}),
  };
}

/** A chunk's imports, relative to its own folder: static (`from"./x.js"`, `import"./x.js"`) and import(). */
export function chunkImports(code: string): { static: string[]; dynamic: string[] } {
  const name = (m: RegExpMatchArray) => m[1] ?? '';
  return {
    static: [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map(name),
    dynamic: [...code.matchAll(/\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].map(name),
  };
}

/**
 * The scene runtime's chunks in the worker (the page fallback has copies of its own): what it loads to
 * start (its entry, the runtime chunk the entry imports, and their static imports) and what it loads on
 * demand (scenes, renderers, the mesh). None of it is initial: it downloads after the page has painted.
 */
export function measureRuntimeChunks(
  chunks: readonly BundleChunk[],
  read: (file: string) => string,
): RuntimeChunks | null {
  const entry = chunks.find((c) => /(?:^|\/)worker-[\w-]+\.js$/.test(c.file));
  if (!entry) return null;
  const folder = entry.file.slice(0, entry.file.lastIndexOf('/') + 1);
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const importsOf = new Map<string, ReturnType<typeof chunkImports>>();
  const imports = (file: string) => {
    let found = importsOf.get(file);
    if (!found) {
      found = chunkImports(read(file));
      importsOf.set(file, found);
    }
    return found;
  };
  const closure = (roots: string[], into: Set<string>) => {
    const queue = [...roots];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (into.has(file) || !byFile.has(file)) continue;
      into.add(file);
      queue.push(...imports(file).static.map((name) => folder + name));
    }
    return into;
  };
  const start = closure([entry.file], new Set());
  closure(
    imports(entry.file).dynamic.map((name) => folder + name),
    start,
  );
  const onDemand = new Set<string>();
  const queue = [...start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const name of imports(file).dynamic) {
      const target = folder + name;
      if (start.has(target) || onDemand.has(target)) continue;
      for (const found of closure([target], new Set())) {
        if (start.has(found) || onDemand.has(found)) continue;
        onDemand.add(found);
        queue.push(found);
      }
    }
  }
  const pick = (files: Set<string>) => [...files].flatMap((file) => byFile.get(file) ?? []);
  return {
    startFiles: [...start],
    onDemandFiles: [...onDemand],
    start: sumSizes(pick(start)),
    onDemand: sumSizes(pick(onDemand)),
  };
}
