import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type * as MocksHttp from '@wayfare/mocks/http';
import { runnerImport, type Connect, type Plugin } from 'vite';

/**
 * The fake backend's middleware. Node cannot load the workspace's TypeScript source, so Vite's
 * module runner (the one `vite dev` runs server code with) transforms it.
 */
async function fakeBackendMiddleware(root: string): Promise<Connect.NextHandleFunction> {
  const { module } = await runnerImport<typeof MocksHttp>('@wayfare/mocks/http', {
    root,
    configFile: false,
    logLevel: 'warn',
  });
  return module.mockBackendMiddleware();
}

/**
 * The embedded backend of `vite dev` and `vite preview` (so of `npm start` and the journeys): the
 * fake backend's handlers answer `/api/*` in Node, from the page's own origin, one state per
 * browser session. The portal is then a plain client of an HTTP API.
 */
export function httpFakeBackend(): Plugin {
  return {
    name: 'wayfare:http-fake-backend',
    async configureServer(server) {
      server.middlewares.use(await fakeBackendMiddleware(server.config.root));
    },
    async configurePreviewServer(server) {
      server.middlewares.use(await fakeBackendMiddleware(server.config.root));
    },
  };
}

const workerScript = 'mockServiceWorker.js';

/**
 * MSW's worker script, which the page's fake backend of a static demo build registers: emitted
 * into that build only (and served by `vite dev` in that mode), never copied into another.
 */
export function inBrowserBackendWorker(): Plugin {
  let workerPath = '';
  return {
    name: 'wayfare:in-browser-backend-worker',
    configResolved: (config) => void (workerPath = resolve(config.root, 'demo', workerScript)),
    configureServer: (server) =>
      void server.middlewares.use(`/${workerScript}`, (_request, response) => {
        void readFile(workerPath).then((script) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(script);
        });
      }),
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: workerScript, source: await readFile(workerPath) });
    },
  };
}
