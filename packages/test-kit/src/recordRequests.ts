import { matchRequestUrl, type Path } from 'msw';
import type { MockServer } from './mockServer';

/** A request the fake backend was sent. */
export interface RecordedRequest {
  readonly method: string;
  /** The address's path, without origin or query. */
  readonly path: string;
  /** The body: its JSON, else its text; undefined when it has none. */
  readonly body: unknown;
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Records the requests sent to `path` (matched as a handler's path is: a leading `*` for any
 * origin; every request without one), whichever handler answers them, each once and as soon as
 * its body is read, until the test ends (`mockServer()` drops its listeners after each test).
 * With `read`, records what it makes of each request, leaving undefined out.
 */
export function recordRequests(server: MockServer, path?: Path): RecordedRequest[];
export function recordRequests<T>(
  server: MockServer,
  path: Path,
  read: (request: RecordedRequest) => T | undefined,
): T[];
export function recordRequests(
  server: MockServer,
  path: Path = '*',
  read: (request: RecordedRequest) => unknown = (request) => request,
): unknown[] {
  const records: unknown[] = [];
  // jsdom's fetch may be intercepted twice: each request counts once.
  const seen = new Set<string>();
  server.events.on('request:start', ({ request, requestId }) => {
    const url = new URL(request.url);
    if (seen.has(requestId) || !matchRequestUrl(url, path).matches) return;
    seen.add(requestId);
    // Cloned at once: the handler that answers reads the body too.
    void bodyOf(request.clone()).then((body) => {
      const record = read({ method: request.method, path: url.pathname, body });
      if (record !== undefined) records.push(record);
    });
  });
  return records;
}

/** The bodies sent to `path`, as `recordRequests` records them. */
export const recordBodies = (server: MockServer, path: Path): unknown[] =>
  recordRequests(server, path, ({ body }) => body);
