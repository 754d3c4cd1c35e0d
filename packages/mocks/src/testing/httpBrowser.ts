// Test-only: a browser of the HTTP backend, for http.test.ts.
import { createApiClient, csrfTokenFromCookie } from '@wayfare/api';
import { browserSessionIdFromCookie, csrfHeaderName } from '@wayfare/domain';

/**
 * One browser: its own cookie jar, kept from each answer's `Set-Cookie` and sent with each request
 * as a browser would (Node's fetch keeps none), and a client of the API as the portal's.
 */
export function httpBrowser(origin: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  async function send(path: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('Cookie', cookie());
    const response = await fetch(new URL(path, origin), { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const [name = '', ...value] = pair.split('=');
      if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) jar.delete(name);
      else jar.set(name, value.join('='));
    }
    return response;
  }

  const csrfToken = () => csrfTokenFromCookie(cookie());

  return {
    jar,
    /** The id of the browser session the server gave this browser. */
    sessionId: () => browserSessionIdFromCookie(cookie()),
    csrfToken,
    /** Navigates to a page of the portal: an HTML document. */
    openPage: (path = '/') => send(path, { headers: { Accept: 'text/html' } }),
    /** A call as the page's own code makes it: JSON, the CSRF header from the cookie. */
    call: (method: string, path: string, body?: unknown, signal?: AbortSignal) =>
      send(path, {
        method,
        signal,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(method === 'GET' ? {} : { [csrfHeaderName]: csrfToken() ?? '' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    api: createApiClient({
      baseUrl: origin,
      fetch: (input, init) => send(input instanceof Request ? input.url : input, init),
      getCsrfToken: csrfToken,
    }),
  };
}

export type HttpBrowser = ReturnType<typeof httpBrowser>;
