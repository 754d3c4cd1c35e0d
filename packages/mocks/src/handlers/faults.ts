import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { paymentVerifyPath } from './payments';
import { purchasePaths } from './purchasePaths';
import { sessionState } from './sessionScope';

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
  /**
   * Fail the next call only, then answer as before, until `resetMockState()` arms the fault again
   * (so a scenario's fault, made once at import, fails the first call of each story and test).
   * Default: every call.
   */
  readonly once?: boolean;
  /** How long a `slow` call waits before answering as before. Default 5000 ms. */
  readonly delayMs?: number;
}

/**
 * The `once` faults that have failed their call, by mark. Kept here rather than in msw's own
 * `once`, which a handler made once (a scenario's) spends for good: a story played again would
 * not fail.
 */
const spentFaults = sessionState(() => new Set<string>());

/**
 * How many fault handlers were made. A fault's mark is its number: the scenarios make theirs at
 * import, in the same order on every page load, so a mark names the same fault after a reload.
 * It numbers handlers, which every session shares, so it is the process's, not a session's.
 */
let madeFaults = 0;

/** The spent `once` faults as plain JSON. */
export interface FaultsStateSnapshot {
  readonly spentFaults: readonly string[];
}

export const snapshotFaultsState = (): FaultsStateSnapshot => ({
  spentFaults: [...spentFaults.get()],
});

export function restoreFaultsState(snapshot: FaultsStateSnapshot): void {
  spentFaults.set(new Set(snapshot.spentFaults));
}

/** Arms every `once` fault again: `resetMockState()` calls it between stories and tests. */
export function resetFaultsState(): void {
  restoreFaultsState({ spentFaults: [] });
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
  // This fault's own mark: a `once` fault is spent when its first call comes in, before any wait.
  madeFaults += 1;
  const mark = `${call}/${fault}#${madeFaults}`;
  const answer = async () => {
    if (options.once) {
      // Nothing returned: the request falls through to the next handler.
      const spent = spentFaults.get();
      if (spent.has(mark)) return undefined;
      spent.add(mark);
    }
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
  return [http.post(faultCalls[call], answer)];
}
