import { pollIntervalMs } from '@wayfare/domain';
import { ApiError, isApiError } from './ApiError';

/** The default delay list: one try a second for a minute, then give up. */
export const defaultPollDelaysMs: readonly number[] = Array.from(
  { length: 60 },
  () => pollIntervalMs,
);

export interface PollOptions<T> {
  /** One try. A try that fails with an HTTP error status counts as pending (spec: platform §4). */
  readonly attempt: (signal?: AbortSignal) => Promise<T>;
  /** Whether an answer is final (success or failure), as opposed to pending. */
  readonly isSettled: (answer: T) => boolean;
  /** The waits between tries; after the last one, one more try, then a `poll-timeout`. */
  readonly delaysMs?: readonly number[];
  readonly signal?: AbortSignal;
  /** What the poll is, for error messages. */
  readonly name?: string;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => new Error('The wait was aborted.');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function abortedError(name: string): ApiError {
  return new ApiError(`${name} was cancelled.`, { kind: 'aborted', method: 'POLL', path: name });
}

/**
 * Tries until an answer is final. Network failures and malformed answers end the poll at once;
 * an error status is one more pending answer.
 */
export async function poll<T>(options: PollOptions<T>): Promise<T> {
  const { attempt, isSettled, delaysMs = defaultPollDelaysMs, signal, name = 'poll' } = options;
  for (let tries = 0; ; tries += 1) {
    if (signal?.aborted) throw abortedError(name);
    try {
      const answer = await attempt(signal);
      if (isSettled(answer)) return answer;
    } catch (error) {
      if (!isApiError(error, 'http')) throw error;
    }
    const delay = delaysMs[tries];
    if (delay === undefined) {
      throw new ApiError(`${name} had no final answer after ${tries + 1} tries.`, {
        kind: 'poll-timeout',
        method: 'POLL',
        path: name,
      });
    }
    try {
      await wait(delay, signal);
    } catch {
      throw abortedError(name);
    }
  }
}
