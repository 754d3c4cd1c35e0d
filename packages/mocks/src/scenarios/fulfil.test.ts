import {
  getActiveExperiments,
  refreshRewardsAccounts,
  isApiError,
  pollFulfil,
  scheduleFulfil,
} from '@wayfare/api';
import {
  earnMessageVisibility,
  fulfilFailureOutcome,
  isExperimentOn,
  type FulfilPollResponse,
} from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { handlerListFor } from '.';
import { fastPolls, scenarioTestKit } from '../testing/scenarioTestKit';

const { api, play, recordPollAnswers, successfulQuote } = scenarioTestKit();

/** A quote of the lakeside cabin, then its booking's token. */
async function scheduleBooking(): Promise<string | undefined> {
  const quote = await successfulQuote();
  return scheduleFulfil(api, {
    quoteToken: quote.sessionToken.value,
    payments: [
      {
        type: 'UserCard',
        paymentMethodId: 'payment-visa-4417',
        amount: quote.rate.detailedPrice.sellPrice,
      },
    ],
    agentFee: 0,
    isRecommended: false,
  });
}

async function book(): Promise<FulfilPollResponse> {
  const token = await scheduleBooking();
  if (token === undefined) throw new Error('No fulfilment token');
  return pollFulfil(api, token, fastPolls);
}

describe('fulfil scenarios (STATES §13)', () => {
  it.each([
    ['fulfil/pending', ['Pending', 'Pending', 'Pending', 'Success']],
    ['fulfil/success', ['Success']],
    ['fulfil/poll-non-200', ['500', 'Success']],
  ] as const)('%s polls %j', async (id, expected) => {
    play(id);
    const answers = recordPollAnswers('/purchase/fulfill/poll', 'FulfillResponse');
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
