import { apiBasePath } from '@wayfare/domain';
import { mockServer } from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { isApiError } from './ApiError';
import { createApiClient, missingCsrfTokenMessage, type HttpMethod } from './createApiClient';

const baseUrl = 'http://wayfare.test';
const path = `${apiBasePath}/ping`;
const sent = vi.fn<(method: string, csrfToken: string | null) => void>();
const { server } = mockServer();
beforeEach(() =>
  server.use(
    http.all(`*${path}`, ({ request }) => {
      sent(request.method, request.headers.get('H-Csrf-Token'));
      return HttpResponse.json({ ok: true });
    }),
  ),
);
afterEach(() => sent.mockReset());

const ping = (method: HttpMethod, extra: { sessionOptional?: boolean } = {}) => ({
  method,
  path,
  schema: z.object({ ok: z.boolean() }),
  ...(method === 'GET' ? {} : { body: {} }),
  ...extra,
});

// spec: platform §7 "Requests send ... a CSRF header (H-Csrf-Token) taken from a cookie"
describe('createApiClient: the CSRF header', () => {
  it.each<HttpMethod>(['GET', 'POST', 'PUT', 'DELETE'])(
    'sends the token as H-Csrf-Token on %s',
    async (method) => {
      const api = createApiClient({ baseUrl, getCsrfToken: () => 'csrf-456' });
      await expect(api.request(ping(method))).resolves.toEqual({ ok: true });
      expect(sent).toHaveBeenCalledWith(method, 'csrf-456');
    },
  );

  it.each<HttpMethod>(['POST', 'PUT', 'DELETE'])(
    'fails closed: a %s without a token is not sent, and rejects with kind csrf',
    async (method) => {
      const onApiFailure = vi.fn();
      const api = createApiClient({ baseUrl, getCsrfToken: () => undefined, onApiFailure });
      const error: unknown = await api.request(ping(method)).catch((reason: unknown) => reason);
      expect(isApiError(error, 'csrf')).toBe(true);
      expect(error).toMatchObject({ method, path, status: undefined });
      expect((error as Error).message).toBe(missingCsrfTokenMessage);
      expect(missingCsrfTokenMessage).toBe(
        "The session's security token is missing; sign in again.",
      );
      expect(sent).not.toHaveBeenCalled();
      expect(onApiFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: 'csrf', method }));
    },
  );

  it('treats an empty token as none', async () => {
    const api = createApiClient({ baseUrl, getCsrfToken: () => '' });
    const error: unknown = await api.request(ping('PUT')).catch((reason: unknown) => reason);
    expect(isApiError(error, 'csrf')).toBe(true);
    expect(sent).not.toHaveBeenCalled();
  });

  it('lets a GET without a token through, with no header', async () => {
    const api = createApiClient({ baseUrl, getCsrfToken: () => null });
    await expect(api.request(ping('GET'))).resolves.toEqual({ ok: true });
    expect(sent).toHaveBeenCalledWith('GET', null);
  });

  it('sends a call that needs no session without a token, and with one when there is', async () => {
    const cookie: { token?: string } = {};
    const api = createApiClient({ baseUrl, getCsrfToken: () => cookie.token });
    await expect(api.request(ping('POST', { sessionOptional: true }))).resolves.toEqual({
      ok: true,
    });
    cookie.token = 'csrf-456';
    await api.request(ping('POST', { sessionOptional: true }));
    expect(sent.mock.calls).toEqual([
      ['POST', null],
      ['POST', 'csrf-456'],
    ]);
  });

  it('sends no header and refuses nothing for a partner without CSRF (no getCsrfToken)', async () => {
    const api = createApiClient({ baseUrl });
    await expect(api.request(ping('POST'))).resolves.toEqual({ ok: true });
    expect(sent).toHaveBeenCalledWith('POST', null);
  });
});
