import { apiBasePath, type SessionInfo } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { signedInSession } from '../fixtures/sessionInfo';
import { issueCsrfToken } from './csrfSession';

/**
 * `GET /userInfo` answering with a session, and the login-code post (ours: `POST /auth/loginCode`)
 * opening that same session. Each answer issues the session's CSRF token in a cookie (spec:
 * platform §7 "taken from a cookie"); a signed-out session has none, and its answer clears it.
 * In a page, MSW applies the mocked Set-Cookie to `document.cookie`.
 */
export function sessionHandlers(session: SessionInfo = signedInSession) {
  const answer = () =>
    HttpResponse.json(session, { headers: { 'Set-Cookie': issueCsrfToken(session.csrfToken) } });
  return [
    http.get(`*${apiBasePath}/userInfo`, answer),
    http.post(`*${apiBasePath}/auth/loginCode`, answer),
  ];
}
