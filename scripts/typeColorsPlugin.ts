// Vite plugin: the work types' colours as a stylesheet built from the content file. React gives each
// swatch its colour in a style attribute, which the strict CSP (style-src 'self') drops from the
// prerendered HTML: without these rules the first paint showed every legend dot grey until the app took
// over. The app's own style still wins, so content served at run time (another file) keeps its colours.
import type { Plugin } from 'vite';
import { DEFAULT_CONTENT_PATH, loadPortfolioFile } from '../content/load.ts';
import type { WorkType } from '../content/schema.ts';

export const TYPE_COLORS_MODULE = 'virtual:type-colors.css';
// A path ending in .css, so Vite's CSS pipeline bundles it with the other stylesheets.
const RESOLVED_ID = '/@portfolio/type-colors.css';

const SAFE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SAFE_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** One rule per type: `.type-swatch[data-type="{id}"]` gets the type's `--type-color`. */
export function typeColorsCss(types: readonly Pick<WorkType, 'id' | 'color'>[]): string {
  return types
    .map(({ id, color }) => {
      // The schema checks both; a stylesheet is no place to find out it did not.
      if (!SAFE_ID.test(id)) throw new Error(`type id ${JSON.stringify(id)} is not a slug`);
      if (!SAFE_COLOR.test(color))
        throw new Error(`type ${id}: ${JSON.stringify(color)} is not a hex colour`);
      return `.type-swatch[data-type="${id}"] { --type-color: ${color}; }\n`;
    })
    .join('');
}

export function typeColorsPlugin(): Plugin {
  return {
    name: 'portfolio-type-colors',
    resolveId(id) {
      return id === TYPE_COLORS_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // The development server rebuilds the rules when the owner edits the content file.
      this.addWatchFile(process.env.PORTFOLIO_CONTENT ?? DEFAULT_CONTENT_PATH);
      return typeColorsCss(loadPortfolioFile().types);
    },
  };
}
