import {
  addMainGuest,
  isApiError,
  pollFulfil,
  pollQuote,
  scheduleFulfil,
  verifyPaymentMethod,
  type ApiErrorKind,
} from '@wayfare/api';
import { personToSend } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { adaLovelaceTraveler } from '../fixtures/people/travelers';
import { scenarioTestKit } from '../testing/scenarioTestKit';
import { faultCalls, faultHandlers, type Fault, type FaultCall } from './faults';

const { server, api, scheduleStay } = scenarioTestKit();

const once = { delaysMs: [] };

/** Each faultable call, made the way checkout makes it, one try for the polls. */
const calls: Record<FaultCall, () => Promise<unknown>> = {
  'quote-schedule': () => scheduleStay(),
  'quote-poll': () => pollQuote(api, 'quote-token-1', once),
  'main-guest': () =>
    addMainGuest(api, {
      emailAddress: 'ada@example.com',
      mainGuest: { ...personToSend(adaLovelaceTraveler), phoneNumber: '4165550142' },
      orderedProductId: 'ordered-product-token-1',
      paymentSessionToken: 'quote-token-1',
    }),
  'payment-verify': () =>
    verifyPaymentMethod(api, { token: 'card-token-1', accountId: 'a', isVCN: false }),
  'fulfil-schedule': () =>
    scheduleFulfil(api, {
      quoteToken: 'quote-token-1',
      payments: [],
      agentFee: 0,
      isRecommended: false,
    }),
  'fulfil-poll': () => pollFulfil(api, 'fulfil-token-1', once),
};

const isPoll = (call: FaultCall) => call === 'quote-poll' || call === 'fulfil-poll';

// A failing status on a poll is one more pending answer (spec: platform §4): with no retry
// left, the poll gives up.
const expectedKind = (call: FaultCall, fault: Exclude<Fault, 'slow'>): ApiErrorKind =>
  ({
    'network-error': 'network' as const,
    'server-error': isPoll(call) ? ('poll-timeout' as const) : ('http' as const),
    malformed: 'malformed-response' as const,
  })[fault];

const faultCases = Object.keys(faultCalls).flatMap((call) =>
  (['network-error', 'server-error', 'malformed'] as const).map(
    (fault) => [call as FaultCall, fault] as const,
  ),
);

describe('faultHandlers', () => {
  it.each(faultCases)('%s with %s fails as the client expects', async (call, fault) => {
    server.use(...faultHandlers(call, fault));
    await expect(calls[call]()).rejects.toSatisfy((error) =>
      isApiError(error, expectedKind(call, fault)),
    );
  });

  it.each(Object.keys(faultCalls) as FaultCall[])(
    '%s when slow answers late, as before',
    async (call) => {
      server.use(...faultHandlers(call, 'slow', { delayMs: 150 }));
      const started = Date.now();
      const outcome = await calls[call]().then(
        () => 'answered',
        () => 'failed',
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      server.resetHandlers();
      const unfaulted = await calls[call]().then(
        () => 'answered',
        () => 'failed',
      );
      expect(outcome).toBe(unfaulted);
    },
  );

  it('fails only the next call with once', async () => {
    server.use(...faultHandlers('quote-schedule', 'server-error', { once: true }));
    await expect(calls['quote-schedule']()).rejects.toSatisfy((error) => isApiError(error, 'http'));
    await expect(calls['quote-schedule']()).resolves.toMatch(/^quote-token-/);
  });
});
