import type { IncomingMessage } from 'node:http';
import { isScenarioId } from '../scenarios';
import type { SessionScenario } from '../mockStateStorage';

/** The request's absolute address, from the Host it was sent to. */
export function requestUrl(request: IncomingMessage): URL {
  const secure = 'encrypted' in request.socket && request.socket.encrypted === true;
  return new URL(
    request.url ?? '/',
    `${secure ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`,
  );
}

/**
 * What the fake backend answers: the API, and the card vault on the page's own origin too: its
 * hosted-fields frame page (a real navigation here, which the in-browser backend cannot answer)
 * and the tokenisation the frame calls (`cardVaultPath`).
 */
const backendPaths = ['/api/', '/vault/'];

export const isBackendCall = (url: URL): boolean =>
  backendPaths.some((path) => url.pathname.startsWith(path));

/** A page the browser navigates to (an HTML document), as opposed to its scripts and assets. */
export const isPageRequest = (request: IncomingMessage, url: URL): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isBackendCall(url) &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * The scenario a page's address names, as `startMockBackend` reads `?scenario=`: `undefined` when
 * it names none, `null` (the happy path) for an id the catalogue does not have.
 */
export function namedScenario(url: URL): SessionScenario | undefined {
  const named = url.searchParams.get('scenario');
  if (named === null) return undefined;
  return isScenarioId(named) ? named : null;
}
