import { apiBasePath, csrfHeaderName } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { issuedCsrfToken } from './csrfSession';

/**
 * Calls that need no session, so no token: the login-code post opens the session, and the event
 * calls are sent by signed-out visitors too (spec: platform §7 never logs their failures).
 */
const sessionlessPaths = ['/auth/loginCode', '/tracking/event', '/engagement/event'].map(
  (path) => `${apiBasePath}${path}`,
);

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The server's CSRF check (spec: platform §7): every call that changes something, under any API
 * base (/api/v0, /api/v1, /admin/api/v0), must send H-Csrf-Token equal to the token the session
 * answer issued, or it is refused with 403. A right token falls through to the call's own handler.
 * A signed-out session was issued no token, so only the sessionless calls and the reads work.
 */
export function csrfHandlers() {
  return [
    http.all('*/api/*', ({ request }) => {
      if (readMethods.has(request.method)) return undefined;
      const { pathname } = new URL(request.url);
      if (sessionlessPaths.some((path) => pathname.endsWith(path))) return undefined;
      const issued = issuedCsrfToken();
      if (issued !== undefined && request.headers.get(csrfHeaderName) === issued) return undefined;
      return HttpResponse.json(
        {
          message:
            issued === undefined
              ? `${request.method} ${pathname} needs a signed-in session: none is open.`
              : `${request.method} ${pathname} was sent without the session's ${csrfHeaderName} header, or with another token.`,
        },
        { status: 403 },
      );
    }),
  ];
}
