import { apiBasePath, sessionInfoSchema } from '@wayfare/domain';
import { mockServer } from '@wayfare/test-kit/server';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { isApiError, type ApiError } from './ApiError';
import { createApiClient, type ApiClientOptions } from './createApiClient';

const baseUrl = 'http://wayfare.test';
const { server } = mockServer();

function client(options: Partial<ApiClientOptions> = {}) {
  const onRedirect = vi.fn();
  const onApiFailure = vi.fn();
  return {
    onRedirect,
    onApiFailure,
    api: createApiClient({ baseUrl, onRedirect, onApiFailure, ...options }),
  };
}

const ping = {
  method: 'POST',
  path: `${apiBasePath}/ping`,
  schema: z.object({ ok: z.boolean() }),
} as const;

function answer(status: number, body: JsonBodyType, path = `${apiBasePath}/ping`) {
  server.use(http.post(`*${path}`, () => HttpResponse.json(body, { status })));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('createApiClient: what it sends', () => {
  it('sends the bearer token, JSON content type and the CSRF header (spec: platform §7)', async () => {
    const seen = vi.fn();
    server.use(
      http.post(`*${apiBasePath}/ping`, async ({ request }) => {
        seen(Object.fromEntries(request.headers), await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const { api } = client({ getToken: () => 'token-123', getCsrfToken: () => 'csrf-456' });
    await expect(api.request({ ...ping, body: { hello: 'world' } })).resolves.toEqual({ ok: true });
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({
        authorization: 'Bearer token-123',
        'content-type': 'application/json',
        'h-csrf-token': 'csrf-456',
      }),
      { hello: 'world' },
    );
  });

  it('sends no authorization or CSRF header when there is no token, and no content type without a body', async () => {
    const seen = vi.fn();
    server.use(
      http.get(`*${apiBasePath}/userInfo`, ({ request }) => {
        seen(Object.fromEntries(request.headers));
        return HttpResponse.json({
          userId: 'u',
          userInfo: { firstName: 'A', email: 'a@example.com' },
        });
      }),
    );
    const { api } = client({ getToken: () => null, getCsrfToken: () => undefined });
    await api.request({
      method: 'GET',
      path: `${apiBasePath}/userInfo`,
      schema: sessionInfoSchema,
    });
    const headers = seen.mock.calls[0]?.[0] as Record<string, string>;
    expect(headers).not.toHaveProperty('authorization');
    expect(headers).not.toHaveProperty('h-csrf-token');
    expect(headers).not.toHaveProperty('content-type');
  });
});

describe('createApiClient: redirects by response code (spec: platform §8)', () => {
  it.each([
    [403, 40105, 'onboarding'],
    [400, 40105, 'onboarding'],
    [403, 40106, 'acknowledgement'],
    [401, 40103, 'access-denied'],
    [403, 40102, 'access-denied-not-beta'],
    [401, 40102, 'access-denied-not-beta'],
    [401, undefined, 'login'],
    [401, 40199, 'login'],
  ])('status %i with code %s goes to %s', async (status, code, target) => {
    answer(status, code === undefined ? {} : { code });
    const { api, onRedirect, onApiFailure } = client();
    const error = await failure(api.request(ping));
    expect(error.kind).toBe('redirected');
    expect(onRedirect).toHaveBeenCalledOnce();
    expect(onRedirect.mock.calls[0]?.[0]).toBe(target);
    expect(onApiFailure).not.toHaveBeenCalled();
  });

  it('reads a code sent as a string', async () => {
    answer(403, { code: '40106' });
    const { api, onRedirect } = client();
    await failure(api.request(ping));
    expect(onRedirect.mock.calls[0]?.[0]).toBe('acknowledgement');
  });

  it('does not redirect for 40103 outside a 401', async () => {
    answer(403, { code: 40103 });
    const { api, onRedirect } = client();
    const error = await failure(api.request(ping));
    expect(error).toMatchObject({ kind: 'http', status: 403, code: 40103 });
    expect(onRedirect).not.toHaveBeenCalled();
  });
});

describe('createApiClient: bad answers become typed errors', () => {
  it('a 500 is an http error, logged as an API failure', async () => {
    answer(500, { message: 'boom' });
    const { api, onApiFailure } = client();
    const error = await failure(api.request(ping));
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      method: 'POST',
      path: '/api/v0/ping',
    });
    expect(error.message).toBe('POST /api/v0/ping answered 500.');
    expect(onApiFailure).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'http', status: 500, path: '/api/v0/ping' }),
    );
  });

  it('an answer that is not JSON is a malformed response with a readable message', async () => {
    server.use(
      http.post(
        `*${apiBasePath}/ping`,
        () => new HttpResponse('<html>gateway</html>', { status: 200 }),
      ),
    );
    const { api, onApiFailure } = client();
    const error = await failure(api.request(ping));
    expect(error.kind).toBe('malformed-response');
    expect(error.message).toBe('POST /api/v0/ping answered with a body that is not JSON.');
    expect(onApiFailure).toHaveBeenCalledOnce();
  });

  it('an answer of the wrong shape is a malformed response naming the field', async () => {
    answer(200, { ok: 'yes' });
    const { api } = client();
    const error = await failure(api.request(ping));
    expect(error.kind).toBe('malformed-response');
    expect(error.message).toContain('POST /api/v0/ping answered with an unexpected shape');
    expect(error.message).toContain('ok');
  });

  it('an empty answer is checked against the schema like any other', async () => {
    server.use(http.post(`*${apiBasePath}/ping`, () => new HttpResponse(null, { status: 204 })));
    const { api } = client();
    await expect(api.request({ ...ping, schema: z.undefined() })).resolves.toBeUndefined();
    expect((await failure(api.request(ping))).kind).toBe('malformed-response');
  });

  it('a network failure is a network error', async () => {
    server.use(http.post(`*${apiBasePath}/ping`, () => HttpResponse.error()));
    const { api, onApiFailure } = client();
    const error = await failure(api.request(ping));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('POST /api/v0/ping could not reach the server.');
    expect(onApiFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: 'network' }));
  });

  it('a cancelled call is aborted, and not logged', async () => {
    const controller = new AbortController();
    controller.abort();
    const { api, onApiFailure } = client();
    const error = await failure(api.request({ ...ping, signal: controller.signal }));
    expect(error.kind).toBe('aborted');
    expect(onApiFailure).not.toHaveBeenCalled();
  });
});

describe('createApiClient: API-failure logging (spec: platform §7)', () => {
  it.each(['/engagement/event', '/tracking/event', '/userInfo'])(
    'does not log a failed %s call',
    async (path) => {
      answer(500, {}, `${apiBasePath}${path}`);
      const { api, onApiFailure } = client();
      const error = await failure(api.request({ ...ping, path: `${apiBasePath}${path}` }));
      expect(error.kind).toBe('http');
      expect(onApiFailure).not.toHaveBeenCalled();
    },
  );

  it('does not log a call that asks not to be logged (polls)', async () => {
    answer(502, {});
    const { api, onApiFailure } = client();
    await failure(api.request({ ...ping, logFailure: false }));
    expect(onApiFailure).not.toHaveBeenCalled();
  });
});
