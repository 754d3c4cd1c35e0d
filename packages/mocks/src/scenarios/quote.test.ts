import { addMainGuest, isApiError, shopListing } from '@wayfare/api';
import { feeKinds, personToSend, priceDifference, quoteFailureOutcome } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { adaLovelaceTraveler } from '../fixtures/people/travelers';
import { lakesideStay, scenarioTestKit } from '../testing/scenarioTestKit';

const { api, play, recordPollAnswers, scheduleStay, quoteStay, successfulQuote } =
  scenarioTestKit();

async function shownTotal() {
  const shown = await shopListing(api, lakesideStay);
  if (shown.status !== 'listing' || shown.listing.availability.AvailabilityResult !== 'Available')
    throw new Error('Listing unavailable');
  return shown.listing.availability.rate.price.total.fiat;
}

describe('quote scenarios (STATES §10)', () => {
  it.each([
    ['quote/pending', ['Pending', 'Pending', 'Pending', 'Success']],
    ['quote/success', ['Success']],
    ['quote/poll-non-200', ['500', 'Success']],
  ] as const)('%s polls %j', async (id, expected) => {
    play(id);
    const answers = recordPollAnswers('/purchase/quote/poll', 'QuoteResponse');
    expect((await quoteStay()).QuoteResponse).toBe('Success');
    expect(answers).toEqual(expected);
  });

  it('quote/fees: a line of every fee kind, the total unchanged', async () => {
    const total = await shownTotal();
    play('quote/fees');
    const { rate } = await successfulQuote();
    expect(rate.detailedPrice.fees.map((fee) => fee.kind)).toEqual([...feeKinds]);
    expect(rate.detailedPrice.sellPrice).toEqual(total);
  });

  it.each([
    ['quote/failure', 'unavailable'],
    ['quote/failure-unhandled', 'default'],
    ['quote/restriction-dates', 'unavailable'],
    ['quote/restriction-guests', 'unavailable'],
  ] as const)('%s: a Failure whose outcome is the %s panel', async (id, panel) => {
    play(id);
    const answer = await quoteStay();
    if (answer.QuoteResponse !== 'Failure') throw new Error(answer.QuoteResponse);
    expect(quoteFailureOutcome(answer.errors).panel?.kind).toBe(panel);
  });

  it('quote/restriction-dates names a date restriction, quote/restriction-guests a guest one', async () => {
    play('quote/restriction-dates');
    expect(await quoteStay()).toMatchObject({ errors: [{ code: 'MinStayViolation' }] });
    play('quote/restriction-guests');
    expect(await quoteStay()).toMatchObject({ errors: [{ code: 'OccupancyViolation' }] });
  });

  it('quote/schedule-failed: the schedule fails at the network', async () => {
    play('quote/schedule-failed');
    await expect(scheduleStay()).rejects.toSatisfy((error) => isApiError(error, 'network'));
  });

  it('quote/no-session-token: the schedule answers no token', async () => {
    play('quote/no-session-token');
    expect(await scheduleStay()).toBeUndefined();
  });

  it('quote/confirmation-details-error: a quote with confirmationDetailsErrors', async () => {
    play('quote/confirmation-details-error');
    expect((await successfulQuote()).confirmationDetailsErrors).toHaveLength(1);
  });

  it.each([
    ['quote/price-increase', 37.5],
    ['quote/price-decrease', -42.25],
    ['quote/price-change-small', undefined],
  ] as const)('%s: the difference from the listing total is %s', async (id, change) => {
    const total = await shownTotal();
    play(id);
    const { rate } = await successfulQuote();
    expect(priceDifference(total, rate.detailedPrice.payNowTotal.fiat)?.value).toBe(change);
  });
});

describe('main guest scenarios (STATES §10)', () => {
  async function mainGuest(signal?: AbortSignal) {
    const { orderedProductId, sessionToken } = await successfulQuote();
    return addMainGuest(
      api,
      {
        emailAddress: 'ada@example.com',
        mainGuest: { ...personToSend(adaLovelaceTraveler), phoneNumber: '4165550142' },
        orderedProductId,
        paymentSessionToken: sessionToken.value,
      },
      signal,
    ).then((id) => ({ id, orderedProductId }));
  }

  it('main-guest/success answers the ordered product id', async () => {
    play('main-guest/success');
    const { id, orderedProductId } = await mainGuest();
    expect(id).toBe(orderedProductId);
  });

  it('main-guest/failure answers 500', async () => {
    play('main-guest/failure');
    await expect(mainGuest()).rejects.toSatisfy((error) => isApiError(error, 'http'));
  });

  it('main-guest/pending keeps the call waiting', async () => {
    play('main-guest/pending');
    const controller = new AbortController();
    const call = mainGuest(controller.signal);
    const state = await Promise.race([
      call.then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
    ]);
    expect(state).toBe('waiting');
    controller.abort();
    await expect(call).rejects.toSatisfy((error) => isApiError(error, 'aborted'));
  });
});
