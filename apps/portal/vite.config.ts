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
    // No swarm of tiny files (HTTP/1.1 fetches six at a time): a chunk under 4 kB joins one that
    // is always loaded with it. Not more: a dialog's chunk (the photo modal's is 5 kB) that joined
    // its page would bring its page everything it needs, before it is ever opened.
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 4_000,
        // The virtualizer is loaded only once a result list is long: a chunk of its own, so that
        // no small chunk every page needs is merged into it.
        onlyExplicitManualChunks: true,
        manualChunks: (id) =>
          /\/@tanstack\/(react-virtual|virtual-core)\/|\/SearchResults\/RowWindow\.tsx$/.test(id)
            ? 'RowWindow'
            : undefined,
      },
    },
  },
});
