// Plain JavaScript on purpose: a Vite config imports this module through Node itself (Vite's
// config loader bundles the config file but loads its bare imports, this package included, with
// Node, which cannot read TypeScript). Its types are in vite.d.ts beside it.
import { runnerImport } from 'vite';

/**
 * The fake backend's middleware. Node cannot load the workspace's TypeScript source either, so
 * Vite's module runner (the one `vite dev` runs server code with) transforms it; a published
 * build resolves the same specifier to its built file.
 *
 * @param {string} root the app's root, from which `@wayfare/mocks/http` is resolved
 * @param {import('./http').MockHttpBackendOptions} options
 */
async function fakeBackendMiddleware(root, options) {
  /** @type {{ module: typeof import('./http') }} */
  const { module } = await runnerImport('@wayfare/mocks/http', {
    root,
    configFile: false,
    logLevel: 'warn',
  });
  return module.mockBackendMiddleware(options);
}

/**
 * The embedded backend of `vite dev` and `vite preview`: the fake backend's handlers answer
 * `/api/*` in Node, from the page's own origin, one state per browser session
 * (`mockBackendMiddleware`, `@wayfare/mocks/http`). The app is then a plain client of an HTTP API.
 *
 * @param {import('./http').MockHttpBackendOptions} [options]
 * @returns {import('vite').Plugin}
 */
export function httpFakeBackend(options = {}) {
  return {
    name: 'wayfare:http-fake-backend',
    async configureServer(server) {
      server.middlewares.use(await fakeBackendMiddleware(server.config.root, options));
    },
    async configurePreviewServer(server) {
      server.middlewares.use(await fakeBackendMiddleware(server.config.root, options));
    },
  };
}
