// The client bundle's chunks as a graph, for the build plugins that read it: which chunk a source module
// starts, and which chunks a walk along their imports reaches.

/** What the plugins need of a Rollup/Rolldown output item. */
export interface BundleChunk {
  type: string;
  fileName: string;
  isEntry?: boolean;
  name?: string;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/** The chunk whose facade is `module` (a path from the project's root), whatever the path separators. */
export function chunkOfModule(bundle: Record<string, BundleChunk>, module: string): BundleChunk | undefined {
  return Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`),
  );
}

/**
 * The chunks reached from `roots` by following `next` (a chunk's imports, dynamic ones too if asked), in the
 * order first reached (importers before what they import), without passing through `stopAt`.
 */
export function reachableChunks<T>(
  byName: ReadonlyMap<string, T>,
  roots: readonly string[],
  next: (chunk: T) => readonly string[],
  stopAt: string | null = null,
): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (seen.has(name) || name === stopAt || chunk === undefined) return;
    seen.add(name);
    for (const child of next(chunk)) visit(child);
  };
  for (const root of roots) visit(root);
  return [...seen];
}
