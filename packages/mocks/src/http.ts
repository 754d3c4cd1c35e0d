// The Node HTTP backend: its own build reads Node's types (the workspace's base config has none).
/// <reference types="node" />
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { standMockClockAt } from './handlers/mockClock';
import { browserSessions, type BrowserSessions } from './http/browserSessions';
import { fetchRequest } from './http/fetchRequest';
import { inMockSessionScope } from './http/inMockSessionScope';
import { isBackendCall, isPageRequest, namedScenario, requestUrl } from './http/requestKinds';
import { scenarioHandlers } from './http/scenarioHandlers';
import { appendSetCookies, writeAnswer } from './http/writeAnswer';

export interface MockHttpBackendOptions {
  /** Log each unhandled /api request (default true). */
  readonly logUnhandled?: boolean;
  /**
   * The instant the backend's clock stands at (ISO 8601), for journeys whose pages freeze theirs
   * there; the machine's clock by default.
   */
  readonly now?: string;
}

/** What a Connect-style server (Vite's `server.middlewares`, plain `node:http` too) calls. */
export type MockBackendMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The fake backend as a real HTTP server's: the handlers answer `/api/*` (and the card vault)
 * from the page's own origin, one state per browser session, so the portal is a plain client of
 * an HTTP API (`npm start`, the journeys). Each page opens or takes up its browser session
 * (`?scenario=<id>` chooses what it plays, as with the in-browser backend) and goes on to the
 * static server; everything else goes on untouched.
 */
export function mockBackendMiddleware(options: MockHttpBackendOptions = {}): MockBackendMiddleware {
  const sessions = browserSessions();
  if (options.now !== undefined) standMockClockAt(new Date(options.now));
  const logUnhandled = options.logUnhandled ?? true;
  return (request, response, next) => {
    const url = requestUrl(request);
    if (isBackendCall(url)) {
      answerCall(sessions, request, response, url, logUnhandled).catch((error: unknown) =>
        failCall(response, error),
      );
      return;
    }
    if (isPageRequest(request, url)) {
      const { setCookies } = sessions.forPage(request.headers.cookie, namedScenario(url));
      appendSetCookies(response, setCookies);
    }
    next();
  };
}

async function answerCall(
  sessions: BrowserSessions,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  logUnhandled: boolean,
): Promise<void> {
  const { session, setCookies } = sessions.forCall(request.headers.cookie);
  const call = await fetchRequest(request, url);
  const answer = await inMockSessionScope(session.scope, () =>
    getResponse(scenarioHandlers(session.scenario), call),
  );
  const acceptEncoding = request.headers['accept-encoding'];
  if (answer !== undefined) return writeAnswer(response, answer, setCookies, acceptEncoding);
  const message = `No mock handler for ${call.method} ${url.pathname}`;
  if (logUnhandled) console.warn(`[@wayfare/mocks] ${message}`);
  return writeAnswer(
    response,
    Response.json({ code: 404, message }, { status: 404 }),
    setCookies,
    acceptEncoding,
  );
}

/**
 * A call that could not be answered: its client went away mid-request (nothing to do), or a
 * handler threw, which a 500 says, as msw's own servers do, rather than stopping the server.
 */
function failCall(response: ServerResponse, error: unknown): void {
  if (response.destroyed) return;
  console.error('[@wayfare/mocks] A mock handler failed:', error);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  response.statusCode = 500;
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify({ code: 500, message: `Mock handler failed: ${message}` }));
}
