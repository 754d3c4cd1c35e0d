import react from '@vitejs/plugin-react';
import { httpFakeBackend } from '@wayfare/mocks/vite';
import { defineConfig } from 'vite';
import { inBrowserBackendWorker } from './fakeBackendPlugins';
import { firstPaintFaces, preloadFonts } from './fontPreloads';

/** `WAYFARE_DEMO_BACKEND=in-browser`: a static demo build, its fake backend in the page. */
const inBrowserBackend = process.env.WAYFARE_DEMO_BACKEND === 'in-browser';

/** `WAYFARE_FAKE_BACKEND_NOW`: the instant the embedded backend's clock stands at (the journeys'). */
const fakeBackendNow = process.env.WAYFARE_FAKE_BACKEND_NOW;

export default defineConfig({
  plugins: [
    react(),
    preloadFonts(firstPaintFaces),
    httpFakeBackend(fakeBackendNow === undefined ? {} : { now: fakeBackendNow }),
    ...(inBrowserBackend ? [inBrowserBackendWorker()] : []),
  ],
  // WAYFARE_TENANT and WAYFARE_API_BASE_URL come from the environment (spec: platform §1).
  envPrefix: ['VITE_', 'WAYFARE_'],
  define: { __WAYFARE_IN_BROWSER_BACKEND__: JSON.stringify(inBrowserBackend) },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    sourcemap: true,
    target: 'es2022',
    // Rolldown gives each set of lazily loaded chunks that share modules a chunk of their own, and
    // has no minimum chunk size to merge the small ones by (Rollup's experimentalMinChunkSize):
    // left alone, it wrote 173 chunks, 60 of them under 1 kB, and the checkout loaded 59 files
    // where it had loaded 41 (HTTP/1.1 fetches six at a time). The dialogs, the map, the date
    // picker and the virtualizer stay chunks of their own, loaded when needed.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The entry's own modules stay in its chunk, as automatic splitting leaves them: the
            // group below would otherwise take those it matches out of it, into a chunk the entry
            // then preloads beside it (four kB more on every route).
            { name: 'index', tags: ['$initial'], priority: 1 },
            // Modules under 4 kB of source that at least seven lazily loaded chunks share (MUI's
            // class names and form-control parts, a dialog's title and actions, the domain's
            // texts), in one chunk every route loads (11 kB gzip). Shared by six, the home's first
            // load grew past Vite 7's; by eight, the checkout loaded more files than under Vite 7.
            { name: 'shared', minShareCount: 7, maxModuleSize: 4_000 },
          ],
        },
      },
    },
  },
});
