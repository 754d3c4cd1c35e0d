import { apiBasePath, type SessionInfo } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { signedInSession } from '../fixtures/sessionInfo';

/**
 * `GET /userInfo` answering with a session, and the login-code post (ours: `POST /auth/loginCode`)
 * opening that same session.
 */
export function sessionHandlers(session: SessionInfo = signedInSession) {
  return [
    http.get(`*${apiBasePath}/userInfo`, () => HttpResponse.json(session)),
    http.post(`*${apiBasePath}/auth/loginCode`, () => HttpResponse.json(session)),
  ];
}
