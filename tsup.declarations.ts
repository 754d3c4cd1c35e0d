import { existsSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

/** The workspace's root: tsup runs in the package's own folder, two below it. */
const root = () => join(process.cwd(), '..', '..');

/** Where tsconfig.declarations.json's program wrote the declarations of one of the package's sources. */
function declarationsOf(source: string): string {
  const fromRoot = relative(root(), join(process.cwd(), source));
  return join(root(), '.declarations', fromRoot.replace(/\.tsx?$/, '.d.ts'));
}

/**
 * The package's public declarations, one file per entry as a partner's compiler reads them, each
 * bundled from what the workspace's one declarations program wrote: what the package exports and
 * its own types it names, every other package (Wayfare's or not) left as an import.
 */
export async function bundleDeclarations(entries: Readonly<Record<string, string>>) {
  const input = Object.fromEntries(
    Object.entries(entries).map(([name, source]) => [name, declarationsOf(source)]),
  );
  const missing = Object.values(input).filter((file) => !existsSync(file));
  if (missing.length > 0)
    throw new Error(
      `No declarations at ${missing.join(', ')}: run \`pnpm build\` (turbo writes them first) or \`pnpm declarations\`.`,
    );
  const bundle = await rollup({
    input,
    plugins: [dts()],
    external: (id) => !id.startsWith('.') && !isAbsolute(id),
  });
  await bundle.write({
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].d.ts',
    chunkFileNames: '[name]-[hash].d.ts',
  });
  await bundle.close();
}
