// Vite plugin and its pure core: the chunks only the page fallback of the scene runtime loads (where a
// worker cannot draw). The worker build ships its own copy of every scene chunk; these page copies stay
// out of the service worker's precache, so a visitor's browser downloads each scene once.
import type { Plugin } from 'vite';
import { reachableChunks } from './chunkGraph.ts';

/** What the reachability needs of a Rollup chunk. */
export interface ChunkLinks {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  facadeModuleId: string | null;
}

/** The module whose dynamic import starts the scene runtime on the page. */
export const PAGE_RUNTIME = /scenes\/runtime\/page\.ts$/;

/**
 * Files reachable from the page runtime's chunk that nothing else reaches: walking from every entry
 * without entering the page runtime's chunk leaves exactly them out.
 */
export function fallbackOnlyChunks(chunks: readonly ChunkLinks[], pageRuntime = PAGE_RUNTIME): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const start = chunks.find((c) => c.facadeModuleId !== null && pageRuntime.test(c.facadeModuleId));
  if (!start) return [];
  const links = (chunk: ChunkLinks) => [...chunk.imports, ...chunk.dynamicImports];
  const elsewhere = new Set(
    reachableChunks(
      byName,
      chunks.filter((c) => c.isEntry).map((c) => c.fileName),
      links,
      start.fileName,
    ),
  );
  return reachableChunks(byName, [start.fileName], links)
    .filter((name) => !elsewhere.has(name))
    .sort();
}

/** Fills `into` with the fallback-only chunks of the client build, for the precache to leave out. */
export function fallbackChunksPlugin(into: Set<string>): Plugin {
  return {
    name: 'portfolio-fallback-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkLinks[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.push(item);
      }
      into.clear();
      for (const name of fallbackOnlyChunks(chunks)) into.add(name);
    },
  };
}
