import { apiBasePath, splitPayConversionError } from '@wayfare/domain';
import { mockServer } from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';
import {
  addMainGuest,
  discardQuote,
  homesQuoteRequest,
  pollFulfil,
  pollQuote,
  purchasePaths,
  scheduleFulfil,
  scheduleQuote,
} from './purchase';
import { getCardVaultCredentials, verifyPaymentMethod } from './paymentMethods';
import { convertRewardsToUsd, productToEarn } from './rewardsConversion';
import { saveTraveler } from './travelers';

const baseUrl = 'http://wayfare.test';
// Each test answers the calls it makes; the fake backend stands behind.
const { server } = mockServer();

// Made after the server listens: the client binds the fetch it finds when it is made.
let api: ReturnType<typeof createApiClient>;
beforeAll(() => {
  api = createApiClient({ baseUrl });
});
const at = (path: string) => `${baseUrl}${path}`;

/** Records each body sent to a path and answers the given answers in turn (the last repeats). */
function answering(path: string, ...answers: (() => Response)[]) {
  const bodies: unknown[] = [];
  server.use(
    http.all(at(path), async ({ request }) => {
      bodies.push(await request.json().catch(() => undefined));
      const answer = answers[Math.min(bodies.length, answers.length) - 1];
      return answer ? answer() : HttpResponse.json({});
    }),
  );
  return bodies;
}

const stay = { from: '2026-08-01', until: '2026-08-04' } as const;

describe('quote calls (spec: platform §4 Quote, §7 Purchase API)', () => {
  it('schedules with the email and the Homes request carrying agentFee, history and pollQuoteOnly', async () => {
    const bodies = answering(purchasePaths.quoteSchedule, () =>
      HttpResponse.json({ value: 'q-1' }),
    );
    const request = homesQuoteRequest({
      listingId: 'listing-1',
      stayDates: stay,
      adults: 2,
      childAges: [17],
      pets: 1,
      agentFee: 10,
    });
    await expect(scheduleQuote(api, { emailAddress: 'ada@example.com', request })).resolves.toBe(
      'q-1',
    );
    expect(bodies[0]).toEqual({
      emailAddress: 'ada@example.com',
      request: {
        type: 'Homes',
        value: {
          listingId: 'listing-1',
          stayDetails: { dateRange: stay },
          guestDetails: { adults: 2, children: [17], infants: 0, petsIncluded: true },
          agentFee: 10,
          pollQuoteOnly: false,
          history: [],
        },
      },
    });
  });

  it('answers no token when the schedule answer has no value', async () => {
    answering(purchasePaths.quoteSchedule, () => HttpResponse.json({}));
    await expect(
      scheduleQuote(api, {
        emailAddress: 'a@b.co',
        request: homesQuoteRequest({
          listingId: 'l',
          stayDates: stay,
          adults: 1,
          childAges: [],
          pets: 0,
          agentFee: 0,
        }),
      }),
    ).resolves.toBeUndefined();
  });

  it('polls with the token until the answer is not Pending, a 500 counting as pending', async () => {
    const bodies = answering(
      purchasePaths.quotePoll,
      () => HttpResponse.json({ QuoteResponse: 'Pending' }),
      () => HttpResponse.json({ code: 1 }, { status: 500 }),
      () => HttpResponse.json({ QuoteResponse: 'Failure', errors: [] }),
    );
    const answer = await pollQuote(api, 'q-1', { delaysMs: [0, 0, 0] });
    expect(answer).toEqual({ QuoteResponse: 'Failure', errors: [] });
    expect(bodies).toEqual([{ value: 'q-1' }, { value: 'q-1' }, { value: 'q-1' }]);
  });

  it('gives up with poll-timeout past the delay list', async () => {
    answering(purchasePaths.quotePoll, () => HttpResponse.json({ QuoteResponse: 'Pending' }));
    const failure = await pollQuote(api, 'q-1', { delaysMs: [0] }).catch((error: unknown) => error);
    expect(isApiError(failure, 'poll-timeout')).toBe(true);
  });

  it('discards a quote session by its token', async () => {
    const bodies = answering(purchasePaths.quoteDiscard, () => HttpResponse.json({}));
    await discardQuote(api, 'q-1');
    expect(bodies).toEqual([{ value: 'q-1' }]);
  });
});

describe('main guest and fulfil calls (spec: platform §4 Main guest, Fulfil; §7)', () => {
  it('adds the main guest and answers the ordered product id', async () => {
    const bodies = answering(purchasePaths.addMainGuest, () =>
      HttpResponse.json({ orderedProductId: 'op-2' }),
    );
    const mainGuest = {
      id: 't-1',
      givenName: 'Ada',
      surname: 'Lovelace',
      dateOfBirth: '1990-01-01',
      assistance: [],
      frequentFlyer: {},
      phoneNumber: '+1 416 555 0100',
    };
    await expect(
      addMainGuest(api, {
        emailAddress: 'ada@example.com',
        mainGuest,
        orderedProductId: 'op-1',
        paymentSessionToken: 'q-1',
      }),
    ).resolves.toBe('op-2');
    expect(bodies[0]).toMatchObject({ orderedProductId: 'op-1', paymentSessionToken: 'q-1' });
  });

  it('schedules the booking with the quote token, payments, ancillaries, agent fee and isRecommended', async () => {
    const bodies = answering(purchasePaths.fulfilSchedule, () =>
      HttpResponse.json({ value: 'f-1' }),
    );
    const payments = [
      {
        type: 'UserCard' as const,
        paymentMethodId: 'pm-1',
        amount: { value: 500, currencyCode: 'USD', currencySymbol: '$' },
      },
    ];
    await expect(
      scheduleFulfil(api, {
        quoteToken: 'q-1',
        payments,
        agentFee: 0,
        isRecommended: true,
        corporateOutOfPolicyReason: 'Client meeting',
      }),
    ).resolves.toBe('f-1');
    expect(bodies[0]).toEqual({
      quoteToken: { value: 'q-1' },
      payments,
      ancillaries: [],
      agentFee: 0,
      isRecommended: true,
      corporateOutOfPolicyReason: 'Client meeting',
    });
  });

  it('polls the booking until it is not Pending', async () => {
    answering(
      purchasePaths.fulfilPoll,
      () => HttpResponse.json({ FulfillResponse: 'Pending' }),
      () =>
        HttpResponse.json({
          FulfillResponse: 'Failure',
          errors: [{ kind: 'PaymentError', code: 'CardDeclined' }],
        }),
    );
    await expect(pollFulfil(api, 'f-1', { delaysMs: [0, 0] })).resolves.toEqual({
      FulfillResponse: 'Failure',
      errors: [{ kind: 'PaymentError', code: 'CardDeclined' }],
    });
  });

  it('a malformed poll answer ends the poll at once as malformed-response', async () => {
    answering(purchasePaths.fulfilPoll, () => HttpResponse.json({ FulfillResponse: 'Maybe' }));
    const failure = await pollFulfil(api, 'f-1', { delaysMs: [0, 0] }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure, 'malformed-response')).toBe(true);
  });
});

describe('cards, travelers and rewards conversion (spec: platform §7)', () => {
  it('gets the vault credentials, then verifies a token of the vault', async () => {
    answering(`${apiBasePath}/payments/spreedlyCredentials`, () =>
      HttpResponse.json({ environmentKey: 'env-1' }),
    );
    const verify = answering(`${apiBasePath}/payments/verify`, () =>
      HttpResponse.json({
        PaymentVerifyResult: 'Success',
        payment: { id: 'pm-9', accountId: 'acc-1', last4: '1111', cardType: 'Visa' },
      }),
    );
    expect(await getCardVaultCredentials(api)).toEqual({ environmentKey: 'env-1' });
    const answer = await verifyPaymentMethod(api, {
      token: 'tok-1',
      accountId: 'acc-1',
      isVCN: false,
    });
    expect(answer.PaymentVerifyResult).toBe('Success');
    expect(verify[0]).toEqual({ token: 'tok-1', accountId: 'acc-1', isVCN: false });
  });

  it('adds a traveler without an id and answers it with its new id', async () => {
    const bodies = answering(`${apiBasePath}/passengers/update`, () =>
      HttpResponse.json({
        data: {
          id: 'new-1',
          givenName: 'Grace',
          surname: 'Hopper',
          dateOfBirth: '1980-12-09',
          assistance: [],
          frequentFlyer: {},
        },
      }),
    );
    const person = {
      givenName: 'Grace',
      surname: 'Hopper',
      dateOfBirth: '1980-12-09',
      assistance: [],
      frequentFlyer: {},
    };
    await expect(saveTraveler(api, person)).resolves.toMatchObject({ id: 'new-1' });
    expect(bodies[0]).toEqual({ person });
  });

  it('converts a custom rewards amount, and says "Could not fetch split pay conversion" without data', async () => {
    answering(
      `${apiBasePath}/convert/redeem/rewardsToUsd`,
      () => HttpResponse.json({ data: { value: 125.5 } }),
      () => HttpResponse.json({}),
    );
    const body = { accountReferenceId: 'acc-1', rewardsAmount: 12550 };
    await expect(convertRewardsToUsd(api, body)).resolves.toBe(125.5);
    const failure = await convertRewardsToUsd(api, body).catch((error: unknown) => error);
    expect(isApiError(failure, 'malformed-response')).toBe(true);
    expect(failure).toHaveProperty('message', splitPayConversionError);
  });

  it('asks what a Homes booking earns', async () => {
    const bodies = answering(`${apiBasePath}/accounts/convert/productToEarn`, () =>
      HttpResponse.json({ amount: { value: 1500, currency: 'Miles' } }),
    );
    await expect(
      productToEarn(api, { account: 'acc-1', travelProduct: 'Homes', amountUsd: 500 }),
    ).resolves.toEqual({ value: 1500, currency: 'Miles' });
    expect(bodies[0]).toEqual({ account: 'acc-1', travelProduct: 'Homes', amountUsd: 500 });
  });
});
