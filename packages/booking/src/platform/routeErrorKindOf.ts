import type { RouteErrorKind } from '@wayfare/domain';
import { isRouteErrorResponse } from 'react-router-dom';

/**
 * How each browser, and Vite's preload of a page's CSS, words an import whose file did not
 * arrive: after a deploy the old page asks for chunk names the server no longer has, and a
 * dropped connection fails the same way.
 */
const pageCodeFailures = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
];

/**
 * What a route's error is, for its error page: a failed import of the page's code (which only a
 * reload fixes), a 404 the route answered, or anything else the page threw or its loader failed
 * with.
 */
export function routeErrorKindOf(error: unknown): RouteErrorKind {
  if (isRouteErrorResponse(error)) return error.status === 404 ? 'page-not-found' : 'page-failed';
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  return pageCodeFailures.some((failure) => message.includes(failure.toLowerCase()))
    ? 'page-not-loaded'
    : 'page-failed';
}
