import {
  createApiClient,
  csrfTokenFromDocument,
  trackEvent,
  type ApiClient,
  type RedirectTarget,
} from '@wayfare/api';
import { sessionTokenStorageKey } from '@wayfare/domain';
import type { PortalEnvironment } from './environment';

/**
 * The portal's API client: the bearer token from local storage, the CSRF token from its cookie,
 * the redirects of response codes (spec: platform §8), and every failure nothing else handles
 * logged as an API-failure event (spec: platform §7).
 */
export function createPortalApiClient(
  environment: PortalEnvironment,
  onRedirect: (target: RedirectTarget) => void,
): ApiClient {
  const client: ApiClient = createApiClient({
    baseUrl: environment.apiBaseUrl ?? '',
    onRedirect,
    getToken: () => window.localStorage.getItem(sessionTokenStorageKey),
    getCsrfToken: csrfTokenFromDocument,
    onApiFailure: (failure) => {
      // Logging must never become a failure of its own: a lost event is dropped.
      trackEvent(client, 'api_failure', {
        path: failure.path,
        method: failure.method,
        status: failure.status,
        code: failure.code,
        kind: failure.kind,
      }).catch(() => undefined);
    },
  });
  return client;
}
