import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Stories and tests live beside the components; only the public surface is built.
  external: [/^@mui\//, /^@emotion\//, 'react', 'react-dom', /^@wayfare\//],
});
