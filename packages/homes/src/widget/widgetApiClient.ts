import { createApiClient, type ApiClient } from '@wayfare/api';
import type { HomesBookingError } from './homesBookingEvents';

/** How the host page's signed-in session reaches Wayfare's API, and how its end comes back. */
export interface HomesWidgetSession {
  /** The cardholder's bearer token, asked before every call; none for a visitor. */
  readonly getToken?: () => string | null | undefined;
  /** The API answered 401: the host signs the cardholder in again (its own sign-in, its own way). */
  readonly onExpired?: () => void;
}

export interface WidgetApiClientOptions {
  readonly apiBaseUrl: string;
  readonly session: HomesWidgetSession;
  readonly getCsrfToken: () => string | null | undefined;
  readonly onError: (error: HomesBookingError) => void;
}

/**
 * The widget's API client: the host's token, and every redirect the API asks for (spec: platform
 * §8) handed back to the host, since the widget holds none of those pages.
 */
export function createWidgetApiClient({
  apiBaseUrl,
  session,
  getCsrfToken,
  onError,
}: WidgetApiClientOptions): ApiClient {
  return createApiClient({
    baseUrl: apiBaseUrl,
    getToken: () => session.getToken?.(),
    getCsrfToken,
    onRedirect: (target) => {
      if (target === 'login') session.onExpired?.();
      onError({ kind: 'redirect', target });
    },
    onApiFailure: (failure) => onError({ kind: 'api-failure', failure }),
  });
}
