import type { Options } from 'tsup';

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
});
