import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

const typeScriptEntries = {
  index: 'src/index.ts',
  browser: 'src/browser.ts',
  node: 'src/node.ts',
  http: 'src/http.ts',
};

// The Vite plugin is JavaScript with its declarations beside it (src/vite.js says why): its code is
// bundled like the rest, its declarations from the file that declares them.
export default defineConfig(
  packageBuild(
    { ...typeScriptEntries, vite: 'src/vite.js' },
    { ownDeclarations: { ...typeScriptEntries, vite: 'src/vite.d.ts' } },
  ),
);
