import {
  createApiClient,
  getActiveExperiments,
  refreshRewardsAccounts,
  homesQuoteRequest,
  isApiError,
  pollFulfil,
  pollQuote,
  scheduleFulfil,
  scheduleQuote,
  type ApiClient,
} from '@wayfare/api';
import {
  earnMessageVisibility,
  fulfilFailureOutcome,
  isExperimentOn,
  type FulfilPollResponse,
} from '@wayfare/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../node';
import { handlerListFor, type ScenarioId } from '.';

const server = createMockServer();
let api: ApiClient;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // Made once the server listens: the client binds fetch when created.
  api = createApiClient({ baseUrl: 'http://wayfare.test' });
});
// A scenario replaces the server's handlers: each test starts again from the happy path.
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers(...handlerListFor());
});
afterAll(() => server.close());

const play = (id: ScenarioId) => server.resetHandlers(...handlerListFor(id));
const fast = { delaysMs: [1, 1, 1, 1, 1, 1] };

/** A quote of the lakeside cabin, then its booking's token. */
async function scheduleBooking(): Promise<string | undefined> {
  const token = await scheduleQuote(api, {
    emailAddress: 'ada@example.com',
    request: homesQuoteRequest({
      listingId: 'listing-lakeside-cabin',
      stayDates: { from: '2026-07-10', until: '2026-07-13' },
      adults: 2,
      childAges: [],
      pets: 0,
      agentFee: 0,
    }),
  });
  if (token === undefined) throw new Error('No quote token');
  const quote = await pollQuote(api, token, fast);
  if (quote.QuoteResponse !== 'Success') throw new Error(quote.QuoteResponse);
  return scheduleFulfil(api, {
    quoteToken: token,
    payments: [
      {
        type: 'UserCard',
        paymentMethodId: 'payment-visa-4417',
        amount: quote.quote.rate.detailedPrice.sellPrice,
      },
    ],
    agentFee: 0,
    isRecommended: false,
  });
}

async function book(): Promise<FulfilPollResponse> {
  const token = await scheduleBooking();
  if (token === undefined) throw new Error('No fulfilment token');
  return pollFulfil(api, token, fast);
}

function pollAnswers(): string[] {
  const answers: string[] = [];
  server.events.on('response:mocked', async ({ request, response }) => {
    if (!request.url.endsWith('/purchase/fulfill/poll')) return;
    const body: unknown = response.status === 200 ? await response.clone().json() : undefined;
    const result =
      typeof body === 'object' && body !== null && 'FulfillResponse' in body
        ? body.FulfillResponse
        : undefined;
    answers.push(typeof result === 'string' ? result : String(response.status));
  });
  return answers;
}

describe('fulfil scenarios (STATES §13)', () => {
  it.each([
    ['fulfil/pending', ['Pending', 'Pending', 'Pending', 'Success']],
    ['fulfil/success', ['Success']],
    ['fulfil/poll-non-200', ['500', 'Success']],
  ] as const)('%s polls %j', async (id, expected) => {
    play(id);
    const answers = pollAnswers();
    expect((await book()).FulfillResponse).toBe('Success');
    expect(answers).toEqual(expected);
  });

  it('fulfil/poll-timeout: Pending past the delay list', async () => {
    play('fulfil/poll-timeout');
    await expect(book()).rejects.toSatisfy((error) => isApiError(error, 'poll-timeout'));
  });

  it('fulfil/schedule-failed: the schedule answers 500', async () => {
    play('fulfil/schedule-failed');
    await expect(scheduleBooking()).rejects.toSatisfy((error) => isApiError(error, 'http'));
  });

  it('fulfil/no-session: the schedule answers no token', async () => {
    play('fulfil/no-session');
    expect(await scheduleBooking()).toBeUndefined();
  });

  it('fulfil/network-failure: the poll fails at the network', async () => {
    play('fulfil/network-failure');
    await expect(book()).rejects.toSatisfy((error) => isApiError(error, 'network'));
  });

  it.each([
    ['fulfil/card-not-found', 'card-not-found'],
    ['fulfil/fraud-auto-reject', 'fraud'],
    ['fulfil/likely-fraud', 'fraud'],
    ['fulfil/redemption-failure', 'redemption-failure'],
    ['fulfil/card-declined', 'payment-verification'],
    ['fulfil/product-error', 'default'],
    ['fulfil/error-code', 'default'],
  ] as const)('%s: a Failure shown as the %s panel', async (id, panel) => {
    play(id);
    const answer = await book();
    if (answer.FulfillResponse !== 'Failure') throw new Error(answer.FulfillResponse);
    expect(fulfilFailureOutcome(answer.errors, '1-800-555-0199').panel?.kind).toBe(panel);
  });
});

describe('confirmation scenarios (STATES §14)', () => {
  async function reservation() {
    const answer = await book();
    if (answer.FulfillResponse !== 'Success') throw new Error(answer.FulfillResponse);
    return answer.fulfillment.reservation;
  }

  it('confirmation/success: a reservation with its number', async () => {
    play('confirmation/success');
    expect((await reservation()).id.value).toMatch(/^WF-[0-9A-Z]{5}$/);
  });

  it.each([
    ['confirmation/premier', 'Premier'],
    ['confirmation/lifestyle', 'Lifestyle'],
  ] as const)('%s: a reservation of the %s collection', async (id, collection) => {
    play(id);
    const booked = await reservation();
    expect(booked.listingCollection).toBe(collection);
    expect(booked.listing.listingCollection).toBe(collection);
  });

  it('confirmation/trees: the trees experiment on', async () => {
    play('confirmation/trees');
    expect(isExperimentOn(await getActiveExperiments(api, 'consumer'), 'trees')).toBe(true);
  });

  it('confirmation/no-earn: a consumer account that is not the primary holder', async () => {
    play('confirmation/no-earn');
    const [account] = await refreshRewardsAccounts(api);
    expect(account && earnMessageVisibility('consumer', account.customerAccountRole)).toBe('none');
  });

  it('confirmation/no-reservation overrides nothing: the page has no booking to show', () => {
    expect(handlerListFor('confirmation/no-reservation')).toHaveLength(handlerListFor().length);
  });
});
