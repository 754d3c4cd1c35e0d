import { http, HttpResponse, type RequestHandler } from 'msw';

/** The part of a mock server these helpers use. */
interface HandlerStack {
  readonly use: (...handlers: RequestHandler[]) => void;
}

/**
 * Records the checkout failure reasons tracked while a test runs: the tracking endpoint answers
 * as the fake backend does, after noting the reason.
 */
export function recordFailureReasons(server: HandlerStack): string[] {
  const reasons: string[] = [];
  // msw may look a request's handlers up more than once: each request counts once.
  const seen = new WeakSet<Request>();
  server.use(
    http.post('*/api/v0/tracking/event', async ({ request }) => {
      if (seen.has(request)) return new HttpResponse(null, { status: 204 });
      seen.add(request);
      const body = (await request.clone().json()) as {
        readonly event?: string;
        readonly properties?: { readonly reason?: string };
      };
      if (body.event?.endsWith('_failed') && body.properties?.reason)
        reasons.push(body.properties.reason);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return reasons;
}

// The bodies sent to a path: the test kit's recorder, which the checkout tests import from here.
export { recordBodies } from '@wayfare/test-kit/server';
