import { apiBasePath, type SessionInfo } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { signedInSession } from '../fixtures/sessionInfo';
import { issueCsrfToken, issuedCsrfToken } from './csrfSession';

/**
 * `GET /userInfo` answering with a session, and the login-code post (ours: `POST /auth/loginCode`)
 * opening that same session. The CSRF token (spec: platform §7 "taken from a cookie") is issued
 * at sign-in, as a real backend does: the login-code answer issues the session's token in a
 * cookie, and a user-info answer only when no token is issued yet, or clears it for a signed-out
 * session. Re-issuing on every user-info answer would refuse the calls a page sent alongside it
 * with the token it held. In a page, MSW applies the mocked Set-Cookie to `document.cookie`.
 */
export function sessionHandlers(session: SessionInfo = signedInSession) {
  const signIn = () =>
    HttpResponse.json(session, { headers: { 'Set-Cookie': issueCsrfToken(session.csrfToken) } });
  const userInfo = () =>
    session.csrfToken !== undefined && issuedCsrfToken() !== undefined
      ? HttpResponse.json(session)
      : signIn();
  return [
    http.get(`*${apiBasePath}/userInfo`, userInfo),
    http.post(`*${apiBasePath}/auth/loginCode`, signIn),
  ];
}
