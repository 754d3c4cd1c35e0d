import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { Options } from 'tsup';
import { bundleDeclarations } from './tsup.declarations';

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

interface PublishedExport {
  readonly types?: string;
}

/**
 * Each @wayfare package's entries as a partner's compiler sees them: the declarations it
 * publishes. Inside the workspace the packages export their source, so without these a package
 * that types its own declarations (ownDeclarations) would type the whole source of every package
 * below it again.
 */
function publishedDeclarations(): Record<string, string[]> {
  // tsup runs in the package's own folder, beside the others (its config is bundled there).
  const packagesDir = join(process.cwd(), '..');
  return Object.fromEntries(
    readdirSync(packagesDir).flatMap((dir) => {
      const manifest = JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8')) as {
        name: string;
        publishConfig?: { exports?: Record<string, PublishedExport | string> };
      };
      return Object.entries(manifest.publishConfig?.exports ?? {}).flatMap(([subpath, target]) =>
        typeof target === 'object' && target.types !== undefined
          ? [[`${manifest.name}${subpath.slice(1)}`, [join(packagesDir, dir, target.types)]]]
          : [],
      );
    }),
  );
}

/** The entries by the names of the files they become: one given by its path is named from `src/`. */
function namedEntries(entry: string[] | Record<string, string>): Record<string, string> {
  if (!Array.isArray(entry)) return entry;
  return Object.fromEntries(
    entry.map((source) => [relative('src', source).replace(/\.tsx?$/, ''), source]),
  );
}

interface PackageBuildOptions {
  /**
   * Declarations the package's build types itself, by entry, instead of the workspace's one
   * declarations program. The mocks': their scenario tables' types name msw's internal modules,
   * which a program at the workspace's root cannot name (TS2742) and one in the package can.
   */
  readonly ownDeclarations?: Record<string, string>;
}

/** How every @wayfare package is built: ESM with type declarations, from its public entries. */
export function packageBuild(
  entry: string[] | Record<string, string> = ['src/index.ts'],
  { ownDeclarations }: PackageBuildOptions = {},
): Options {
  const entries = namedEntries(entry);
  return {
    entry: entries,
    format: ['esm'],
    ...(ownDeclarations
      ? { dts: { entry: ownDeclarations, compilerOptions: { paths: publishedDeclarations() } } }
      : { onSuccess: () => bundleDeclarations(entries) }),
    clean: true,
    sourcemap: true,
    target: 'es2022',
    // A dependency's style sheet imported as text is bundled, not left as an import.
    noExternal: [/\.css\?inline$/],
    esbuildPlugins: [inlineStyleSheets],
  };
}
