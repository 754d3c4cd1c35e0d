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
