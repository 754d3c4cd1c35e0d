import { csrfHeaderName } from '@wayfare/domain';
import { z } from 'zod/mini';
import { ApiError, type ApiErrorKind } from './ApiError';
import { redirectFor, type RedirectTarget } from './redirects';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A failed call, as the API-failure event logs it (spec: platform §7). */
export interface ApiFailure {
  readonly kind: ApiErrorKind;
  readonly method: HttpMethod;
  readonly path: string;
  readonly status: number | undefined;
  readonly code: number | undefined;
  readonly message: string;
}

export interface ApiClientOptions {
  /** Origin the paths are resolved against: '' for the page's own origin. */
  readonly baseUrl: string;
  /** The bearer token (the portal keeps it in local storage). */
  readonly getToken?: () => string | null | undefined;
  /**
   * The CSRF token sent as H-Csrf-Token (the portal reads it from a cookie). When given, a mutating
   * call it yields no token for is not sent: it rejects with an `ApiError` of kind `csrf`. Without
   * it (a partner without CSRF), no header is sent and nothing is refused.
   */
  readonly getCsrfToken?: () => string | null | undefined;
  /** Called once for an answer whose code sends the user elsewhere (spec: platform §8). */
  readonly onRedirect?: (target: RedirectTarget, failure: ApiFailure) => void;
  /** Called for a failed call that nothing else handles, except event and user-info calls. */
  readonly onApiFailure?: (failure: ApiFailure) => void;
  readonly fetch?: typeof fetch;
}

/** What a successful answer must look like: a domain schema (any zod 4 schema), read into a `T`. */
export type ResponseSchema<T> = z.core.$ZodType<T>;

export interface ApiRequest<T> {
  readonly method: HttpMethod;
  /** The full path, e.g. `${apiBasePath}/homes/shop`. */
  readonly path: string;
  readonly body?: unknown;
  /** What a successful answer must look like; anything else is a `malformed-response`. */
  readonly schema: ResponseSchema<T>;
  readonly signal?: AbortSignal;
  /** Poll calls count a failed answer as pending, so they do not log it as a failure. */
  readonly logFailure?: boolean;
  /**
   * A call that needs no session (the login-code post that opens one, the event calls a signed-out
   * visitor sends too) carries the CSRF token when there is one, and is sent without when there is
   * none.
   */
  readonly sessionOptional?: boolean;
}

export interface ApiClient {
  request<T>(request: ApiRequest<T>): Promise<T>;
}

/** spec: platform §7 "logs an API-failure event, except for event and user-info endpoints". */
const unloggedPaths = [/\/engagement\/event$/, /\/tracking\/event$/, /\/userInfo$/];

/** A CSRF token guards the calls that change something: every method but GET (spec: platform §7). */
const isMutating = (method: HttpMethod) => method !== 'GET';

/** What a call refused for want of its CSRF token tells the user. */
export const missingCsrfTokenMessage = "The session's security token is missing; sign in again.";

const errorBodySchema = z.looseObject({ code: z.optional(z.coerce.number().check(z.int())) });

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  function fail(
    request: ApiRequest<unknown>,
    message: string,
    details: Omit<ApiFailure, 'method' | 'path' | 'message'>,
    cause?: unknown,
  ): never {
    const failure: ApiFailure = { ...details, method: request.method, path: request.path, message };
    const shouldLog =
      request.logFailure !== false &&
      failure.kind !== 'aborted' &&
      failure.kind !== 'redirected' &&
      !unloggedPaths.some((pattern) => pattern.test(request.path));
    if (shouldLog) options.onApiFailure?.(failure);
    throw new ApiError(message, { ...failure, cause });
  }

  function headers(hasBody: boolean, csrfToken: string | undefined): Headers {
    const result = new Headers({ Accept: 'application/json' });
    if (hasBody) result.set('Content-Type', 'application/json');
    const token = options.getToken?.();
    if (token) result.set('Authorization', `Bearer ${token}`);
    if (csrfToken) result.set(csrfHeaderName, csrfToken);
    return result;
  }

  /**
   * The CSRF token of a call, or a refusal: a mutating call that needs a session fails closed
   * when the client is configured for CSRF and the cookie holds no token, so it never reaches the
   * server unprotected.
   */
  function csrfTokenFor(request: ApiRequest<unknown>): string | undefined {
    if (!options.getCsrfToken) return undefined;
    const csrfToken = options.getCsrfToken();
    if (csrfToken) return csrfToken;
    if (isMutating(request.method) && request.sessionOptional !== true)
      return fail(request, missingCsrfTokenMessage, {
        kind: 'csrf',
        status: undefined,
        code: undefined,
      });
    return undefined;
  }

  async function readJson(
    response: Response,
  ): Promise<{ ok: true; json: unknown } | { ok: false; error: unknown }> {
    const text = await response.text();
    if (text.trim() === '') return { ok: true, json: undefined };
    try {
      return { ok: true, json: JSON.parse(text) as unknown };
    } catch (error) {
      return { ok: false, error };
    }
  }

  async function request<T>(request: ApiRequest<T>): Promise<T> {
    const call = `${request.method} ${request.path}`;
    const hasBody = request.body !== undefined;
    const csrfToken = csrfTokenFor(request);
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${request.path}`, {
        method: request.method,
        headers: headers(hasBody, csrfToken),
        body: hasBody ? JSON.stringify(request.body) : undefined,
        signal: request.signal,
      });
    } catch (error) {
      if (request.signal?.aborted) {
        return fail(
          request,
          `${call} was cancelled.`,
          { kind: 'aborted', status: undefined, code: undefined },
          error,
        );
      }
      return fail(
        request,
        `${call} could not reach the server.`,
        { kind: 'network', status: undefined, code: undefined },
        error,
      );
    }

    const body = await readJson(response);

    if (!response.ok) {
      const parsed = body.ok ? errorBodySchema.safeParse(body.json) : undefined;
      const code = parsed?.success ? parsed.data.code : undefined;
      const details = { status: response.status, code };
      const target = redirectFor(response.status, code);
      if (target) {
        const message = `${call} answered ${response.status}${code ? ` (code ${code})` : ''}: redirecting to ${target}.`;
        options.onRedirect?.(target, {
          ...details,
          kind: 'redirected',
          method: request.method,
          path: request.path,
          message,
        });
        return fail(request, message, { ...details, kind: 'redirected' });
      }
      return fail(request, `${call} answered ${response.status}${code ? ` (code ${code})` : ''}.`, {
        ...details,
        kind: 'http',
      });
    }

    if (!body.ok) {
      return fail(
        request,
        `${call} answered with a body that is not JSON.`,
        { kind: 'malformed-response', status: response.status, code: undefined },
        body.error,
      );
    }
    const parsed = z.safeParse(request.schema, body.json);
    if (!parsed.success) {
      // zod/mini carries no locale: unless the app configures one, each issue reads "Invalid
      // input" with its path; the issues themselves (code, expected, path) are the error's cause.
      return fail(
        request,
        `${call} answered with an unexpected shape:\n${z.prettifyError(parsed.error)}`,
        { kind: 'malformed-response', status: response.status, code: undefined },
        parsed.error,
      );
    }
    return parsed.data;
  }

  return { request };
}
