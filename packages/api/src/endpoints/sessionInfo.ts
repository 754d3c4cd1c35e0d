import { apiBasePath, sessionInfoSchema, type SessionInfo } from '@wayfare/domain';
import type { ApiClient } from '../createApiClient';

/** `GET /userInfo`: who is signed in (spec: platform §7). */
export function getSessionInfo(client: ApiClient, signal?: AbortSignal): Promise<SessionInfo> {
  return client.request({
    method: 'GET',
    path: `${apiBasePath}/userInfo`,
    schema: sessionInfoSchema,
    signal,
  });
}

/**
 * The login-code post (spec: platform §6, §8): the sign-in module sends the user back with a code,
 * which opens the session. The path, payload and answer (the session opened) are ours. Whatever
 * makes it fail, the caller sends the user to /access-denied (spec: platform §8 "also forced when a
 * login-code post fails").
 */
export function postLoginCode(
  client: ApiClient,
  code: string,
  signal?: AbortSignal,
): Promise<SessionInfo> {
  return client.request({
    method: 'POST',
    // It opens the session: there is no CSRF token before it.
    sessionOptional: true,
    path: `${apiBasePath}/auth/loginCode`,
    body: { code },
    schema: sessionInfoSchema,
    signal,
  });
}
