import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from './ApiError';
import { pollIntervalMs } from '@wayfare/domain';
import { defaultPollDelaysMs, poll } from './poll';

type Answer = { status: 'Pending' } | { status: 'Success'; id: string } | { status: 'Failure' };
const pending: Answer = { status: 'Pending' };
const success: Answer = { status: 'Success', id: 'r-1' };
const isSettled = (answer: Answer) => answer.status !== 'Pending';
const httpError = (status: number) =>
  new ApiError(`answered ${status}`, { kind: 'http', method: 'POST', path: '/poll', status });

function attempts(...answers: (Answer | Error)[]) {
  const attempt = vi.fn<() => Promise<Answer>>();
  for (const answer of answers) {
    if (answer instanceof Error) attempt.mockRejectedValueOnce(answer);
    else attempt.mockResolvedValueOnce(answer);
  }
  return attempt;
}

afterEach(() => vi.useRealTimers());

describe('poll (spec: platform §4, §9)', () => {
  it('waits 1 second between tries, by default for a minute', () => {
    expect(pollIntervalMs).toBe(1000);
    expect(defaultPollDelaysMs).toHaveLength(60);
    expect(new Set(defaultPollDelaysMs)).toEqual(new Set([1000]));
  });

  it('tries at once, then once a second until the answer is final', async () => {
    vi.useFakeTimers();
    const attempt = attempts(pending, pending, success);
    const result = poll({ attempt, isSettled });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual(success);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('returns a final failure answer as it is', async () => {
    await expect(
      poll({ attempt: attempts({ status: 'Failure' }), isSettled, delaysMs: [0] }),
    ).resolves.toEqual({ status: 'Failure' });
  });

  it('counts an answer with an error status as pending', async () => {
    const attempt = attempts(httpError(500), httpError(404), success);
    await expect(poll({ attempt, isSettled, delaysMs: [0, 0, 0] })).resolves.toEqual(success);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('stops at a network failure or a malformed answer', async () => {
    const network = new ApiError('down', { kind: 'network', method: 'POST', path: '/poll' });
    const attempt = attempts(pending, network, success);
    await expect(poll({ attempt, isSettled, delaysMs: [0, 0, 0] })).rejects.toBe(network);
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('gives up after its delay list with a poll-timeout', async () => {
    const attempt = vi.fn(() => Promise.resolve(pending));
    const error: unknown = await poll({
      attempt,
      isSettled,
      delaysMs: [0, 0],
      name: 'fulfil poll',
    }).catch((reason: unknown) => reason);
    expect(isApiError(error, 'poll-timeout')).toBe(true);
    expect((error as Error).message).toBe('fulfil poll had no final answer after 3 tries.');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('stops when aborted while waiting', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const attempt = vi.fn(() => Promise.resolve(pending));
    const result = poll({ attempt, isSettled, signal: controller.signal }).catch(
      (reason: unknown) => reason,
    );
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    const error = await result;
    expect(isApiError(error, 'aborted')).toBe(true);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('does not start when already aborted', async () => {
    const attempt = vi.fn(() => Promise.resolve(success));
    const error: unknown = await poll({ attempt, isSettled, signal: AbortSignal.abort() }).catch(
      (reason: unknown) => reason,
    );
    expect(isApiError(error, 'aborted')).toBe(true);
    expect(attempt).not.toHaveBeenCalled();
  });
});
