import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

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
