import { issuedCsrfToken } from '@wayfare/mocks';
import { vi } from 'vitest';
import { createApiClient, type ApiFailure } from '../createApiClient';
import type { RedirectTarget } from '../redirects';

/**
 * A client of the fake backend (the test kit's `mockServer()`), its redirects and failures spied
 * on. No page in Node: the token the fake backend issued stands in for its cookie.
 */
export function fakeBackendClient() {
  const onRedirect = vi.fn<(target: RedirectTarget) => void>();
  const onApiFailure = vi.fn<(failure: ApiFailure) => void>();
  const api = createApiClient({
    baseUrl: 'http://wayfare.test',
    onRedirect,
    onApiFailure,
    getCsrfToken: issuedCsrfToken,
  });
  return { api, onRedirect, onApiFailure };
}
