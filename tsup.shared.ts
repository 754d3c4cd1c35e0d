import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * A style sheet imported with `?inline` (Vite's way) becomes its text in the package, so a
 * partner's bundler, Vite or not, needs no CSS handling: the component writes it where its styles
 * go (the page's head, or a widget's shadow root).
 */
const inlineStyleSheets: EsbuildPlugin = {
  name: 'wayfare-inline-style-sheets',
  setup(build) {
    // Resolved as Node would, and kept with its query: the build's own CSS handling claims any
    // path that ends in `.css`.
    build.onResolve({ filter: /\.css\?inline$/ }, ({ path, resolveDir }) => ({
      path: `${createRequire(join(resolveDir, 'importer.js')).resolve(path.replace(/\?inline$/, ''))}?inline`,
      namespace: 'inline-style-sheet',
    }));
    build.onLoad({ filter: /.*/, namespace: 'inline-style-sheet' }, async ({ path }) => ({
      contents: await readFile(path.replace(/\?inline$/, ''), 'utf8'),
      loader: 'text',
    }));
  },
};

/** How every @wayfare package is built: ESM with type declarations, from its public entries. */
export const packageBuild = (
  entry: string[] | Record<string, string> = ['src/index.ts'],
): Options => ({
  entry,
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // A dependency's style sheet imported as text is bundled, not left as an import.
  noExternal: [/\.css\?inline$/],
  esbuildPlugins: [inlineStyleSheets],
});
