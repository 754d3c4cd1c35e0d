import type { Plugin } from 'vite';
import type { MockHttpBackendOptions } from './http';

/**
 * The embedded backend of `vite dev` and `vite preview`: the fake backend's handlers answer
 * `/api/*` in Node, from the page's own origin, one state per browser session
 * (`mockBackendMiddleware`, `@wayfare/mocks/http`). The app is then a plain client of an HTTP API.
 */
export declare function httpFakeBackend(options?: MockHttpBackendOptions): Plugin;
