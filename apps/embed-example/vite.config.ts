import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { httpFakeBackend } from '@wayfare/mocks/vite';
import { defineConfig, type Connect, type Plugin } from 'vite';

const root = import.meta.dirname;

/** The React partner page, and where its widget's pages live in the address. */
const travelBase = '/travel/';

/**
 * Every page under `/travel/` is the React partner page (the widget's router reads the rest of the
 * address): a reload or a shared link of `/travel/vacation-rentals/shop/?…` opens it again.
 */
const travelPages: Connect.NextHandleFunction = (request, _response, next) => {
  const [path = '', query] = (request.url ?? '').split('?');
  const isPage = request.method === 'GET' && request.headers.accept?.includes('text/html');
  if (isPage && path.startsWith(travelBase) && !/\.\w+$/.test(path))
    request.url = `${travelBase}index.html${query === undefined ? '' : `?${query}`}`;
  next();
};

function travelFallback(): Plugin {
  return {
    name: 'embed-example:travel-pages',
    configureServer: (server) => void server.middlewares.use(travelPages),
    configurePreviewServer: (server) => void server.middlewares.use(travelPages),
  };
}

/**
 * The partner pages: `index.html` and `two.html` (plain HTML with the custom element), and
 * `travel/index.html` (a React page with the widget under /travel/). `vite dev` and
 * `vite preview` answer `/api/*` with the fake backend, as the portal's do.
 */
export default defineConfig({
  // The fake backend first: it sees each page's own address (its `?scenario=`).
  plugins: [react(), httpFakeBackend(), travelFallback()],
  preview: { host: '127.0.0.1', port: 4176, strictPort: true },
  server: { host: '127.0.0.1', port: 5174 },
  build: {
    target: 'es2022',
    rolldownOptions: {
      input: {
        index: resolve(root, 'index.html'),
        two: resolve(root, 'two.html'),
        travel: resolve(root, 'travel/index.html'),
      },
    },
  },
});
