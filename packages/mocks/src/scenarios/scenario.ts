import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { Area } from '../handlers';

/** A named backend state: which areas answer differently from the happy path, and how. */
export interface Scenario {
  /** The state the user sees, in the words of shared/STATES.md. */
  readonly description: string;
  readonly handlers: Partial<Record<Area, RequestHandler[]>>;
}

type Method = 'get' | 'post' | 'put';

/** An error answer with a status and, optionally, a code in the body (spec: platform §8). */
export function errorAnswer(
  method: Method,
  path: string,
  status: number,
  code?: number,
): RequestHandler[] {
  return [
    http[method](path, () =>
      HttpResponse.json(
        { ...(code === undefined ? {} : { code }), message: `Mock error ${status}` },
        { status },
      ),
    ),
  ];
}

/** A call that never answers, for loading states. */
export function neverAnswers(method: Method, path: string): RequestHandler[] {
  return [
    http[method](path, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ];
}
