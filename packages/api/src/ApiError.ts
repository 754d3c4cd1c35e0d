/**
 * How a call failed. `http`: the server answered with an error status; `network`: no answer;
 * `malformed-response`: an answer that is not JSON or not the expected shape; `redirected`: the
 * answer was a redirect code and the user is being sent elsewhere; `aborted`: the caller cancelled;
 * `poll-timeout`: a poll ran past its delay list without a final answer; `csrf`: a mutating call
 * was not sent, because the client is configured for CSRF but has no token (spec: platform §7).
 */
export const apiErrorKinds = [
  'http',
  'network',
  'malformed-response',
  'redirected',
  'aborted',
  'poll-timeout',
  'csrf',
] as const;
export type ApiErrorKind = (typeof apiErrorKinds)[number];

export interface ApiErrorDetails {
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly path: string;
  readonly status?: number;
  /** The numeric code of an error answer's body, when it has one. */
  readonly code?: number;
  readonly cause?: unknown;
}

/** The one error every call of the client rejects with: typed by `kind`, never a crash. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly path: string;
  readonly status: number | undefined;
  readonly code: number | undefined;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = details.kind;
    this.method = details.method;
    this.path = details.path;
    this.status = details.status;
    this.code = details.code;
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}
