import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { paymentVerifyPath } from './payments';
import { purchasePaths } from './purchasePaths';

/** The checkout calls a test can make fail (issue 5). */
export const faultCalls = {
  'quote-schedule': purchasePaths.quoteSchedule,
  'quote-poll': purchasePaths.quotePoll,
  'main-guest': purchasePaths.addMainGuest,
  'payment-verify': paymentVerifyPath,
  'fulfil-schedule': purchasePaths.fulfilSchedule,
  'fulfil-poll': purchasePaths.fulfilPoll,
} as const;
export type FaultCall = keyof typeof faultCalls;

export const faults = ['network-error', 'server-error', 'malformed', 'slow'] as const;
export type Fault = (typeof faults)[number];

export interface FaultOptions {
  /** Fail the next call only, then answer as before. Default: every call. */
  readonly once?: boolean;
  /** How long a `slow` call waits before answering as before. Default 5000 ms. */
  readonly delayMs?: number;
}

/**
 * Handlers that make one call fail, to put before the scenario's own:
 * `server.use(...faultHandlers('quote-poll', 'server-error', { once: true }))`.
 * `network-error` fails the request; `server-error` answers 500; `malformed` answers a body that
 * is not JSON; `slow` waits, then lets the handlers below answer.
 */
export function faultHandlers(
  call: FaultCall,
  fault: Fault,
  options: FaultOptions = {},
): RequestHandler[] {
  const answer = async () => {
    switch (fault) {
      case 'network-error':
        return HttpResponse.error();
      case 'server-error':
        return HttpResponse.json({ message: 'Mock error 500' }, { status: 500 });
      case 'malformed':
        return new HttpResponse('{"truncated": ', {
          headers: { 'Content-Type': 'application/json' },
        });
      case 'slow':
        await delay(options.delayMs ?? 5000);
        // Nothing returned: the request falls through to the next handler.
        return undefined;
    }
  };
  return [http.post(faultCalls[call], answer, { once: options.once ?? false })];
}
