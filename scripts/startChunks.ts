// The chunks a prerendered page's app imports the moment it starts: the router's shell, the page's screen
// and the data reader, with everything they import. Each prerendered page names them on boot's script
// (`data-start`), and boot.ts asks for them before it starts the entry. Otherwise Vite's preload helper
// adds their <link rel="modulepreload"> one by one inside the entry's first task, which creates the router:
// on a 4x-throttled phone that task went from ~215 to ~150 ms (medians of five runs) without them.
import { type BundleChunk, chunkOfModule, reachableChunks } from './chunkGraph.ts';

/**
 * Imported at once on every page: src/router.tsx's `shell`, src/data/portfolioData.ts's reader and the
 * update prompt the shell renders (src/shell/Layout.tsx).
 */
export const SHARED_START_MODULES = [
  'src/shell/Layout.tsx',
  'src/data/readAnswers.ts',
  'src/shell/UpdatePrompt.tsx',
];

/** Each screen's module (src/router.tsx's `screens`), by the first segment of the page's path. */
export const SCREEN_MODULES: Readonly<Record<string, string>> = {
  '': 'src/routes/HomeRoute.tsx',
  profil: 'src/routes/ProfilRoute.tsx',
  contact: 'src/routes/ContactRoute.tsx',
  projects: 'src/routes/ProjectsRoute.tsx',
};

/** The source modules a page's app imports at once, or null for a path that is not one of the screens. */
export function startModules(path: string): string[] | null {
  const segment = path.split('/')[1] ?? '';
  const screen = SCREEN_MODULES[segment];
  return screen ? [...SHARED_START_MODULES, screen] : null;
}

function startChunk(bundle: Record<string, BundleChunk>, module: string): BundleChunk {
  const chunk = chunkOfModule(bundle, module);
  if (!chunk) throw new Error(`No chunk starts at ${module}: the start list is out of date`);
  return chunk;
}

/** The chunks' files and those of everything they import statically, importers first. */
function closure(bundle: Record<string, BundleChunk>, roots: readonly BundleChunk[]): string[] {
  return reachableChunks(
    new Map(Object.entries(bundle)),
    roots.map((root) => root.fileName),
    (chunk) => chunk.imports ?? [],
  );
}

/**
 * The files of `modules`' chunks and their static imports, minus what the HTML's entry chunk already
 * brings (its own imports are preloaded by index.html, and boot starts the entry itself).
 */
export function startChunkFiles(bundle: Record<string, BundleChunk>, modules: readonly string[]): string[] {
  const entry = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.isEntry && item.name === 'index',
  );
  if (!entry) throw new Error('No index entry chunk in the bundle');
  const present = new Set(closure(bundle, [entry]));
  const wanted = closure(
    bundle,
    modules.map((module) => startChunk(bundle, module)),
  );
  return wanted.filter((file) => !present.has(file));
}

/** Adds the start chunks (`base`-relative files) to boot's script, which names the entry, as boot.ts reads them. */
export function withStartChunks(html: string, files: readonly string[], base: string): string {
  const marker = /<script type="module"([^>]*) data-app="([^"]+)"><\/script>/;
  if (!marker.test(html))
    throw new Error(
      'The page has no boot script naming the entry (script[data-app]) to name its start chunks on',
    );
  if (files.length === 0) return html;
  const hrefs = files.map((file) => `${base}${file}`).join(' ');
  return html.replace(marker, `<script type="module"$1 data-app="$2" data-start="${hrefs}"></script>`);
}
