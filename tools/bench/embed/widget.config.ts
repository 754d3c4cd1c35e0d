import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** A partner's own copies: the widget's peer dependencies, which its size leaves out. */
const peers =
  /^(react|react-dom|react-router|react-router-dom|@mui\/material|@emotion\/react|@emotion\/styled|@tanstack\/react-query|jotai)(\/|$)/;

/** The React widget as a partner's bundler takes it: its entry, with its peers external. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: 'dist/widget',
    lib: { entry: 'widget.ts', formats: ['es'], fileName: 'widget' },
    rolldownOptions: { external: (id) => peers.test(id) },
  },
});
