import { addMainGuest, pollFulfil, pollQuote, scheduleFulfil, shopListing } from '@wayfare/api';
import {
  fulfilPollResponseSchema,
  personToSend,
  quotePollResponseSchema,
  unavailabilityMessage,
  type QuotePollResponse,
} from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { listingFixtures } from '../fixtures/listings/listings';
import { adaLovelaceTraveler } from '../fixtures/people/travelers';
import { knownRewardsAccounts, primaryMilesAccount } from '../fixtures/rewardsAccounts';
import { lakesideStay, scenarioTestKit } from '../testing/scenarioTestKit';
import { purchasePaths } from './purchasePaths';

const { server, api, quoteStay } = scenarioTestKit();
const fast = { delaysMs: [1, 1, 1, 1, 1] };
const email = 'ada.lovelace@example.com';

/** Every poll answer the fake backend gives, in order, until it settles. */
function recordPolls(path: string) {
  const answers: unknown[] = [];
  server.events.on('response:mocked', async ({ request, response }) => {
    if (new URL(request.url).pathname === new URL(path.replace('*', 'http://x')).pathname)
      answers.push(response.status === 200 ? await response.clone().json() : response.status);
  });
  return answers;
}

describe('the happy path of the purchase area', () => {
  it('quotes, adds the main guest and books: Pending once, then Success, then a reservation', async () => {
    const quotePolls = recordPolls(purchasePaths.quotePoll);
    const answer = await quoteStay();
    expect(quotePolls).toEqual([
      { QuoteResponse: 'Pending' },
      expect.objectContaining({ QuoteResponse: 'Success' }),
    ]);
    expect(quotePollResponseSchema.parse(answer)).toEqual(answer);
    if (answer.QuoteResponse !== 'Success') throw new Error(answer.QuoteResponse);
    const { quote: priced } = answer;
    expect(priced.type).toBe('Homes');

    const orderedProductId = await addMainGuest(api, {
      emailAddress: email,
      mainGuest: { ...personToSend(adaLovelaceTraveler), phoneNumber: '4165550142' },
      orderedProductId: priced.orderedProductId,
      paymentSessionToken: priced.sessionToken.value,
    });
    expect(orderedProductId).toBe(priced.orderedProductId);

    const fulfilToken = await scheduleFulfil(api, {
      quoteToken: priced.sessionToken.value,
      payments: [
        {
          type: 'UserCard',
          paymentMethodId: 'payment-visa-4417',
          amount: priced.rate.detailedPrice.sellPrice,
        },
      ],
      agentFee: 0,
      isRecommended: false,
    });
    if (fulfilToken === undefined) throw new Error('No fulfilment token');
    const fulfilPolls = recordPolls(purchasePaths.fulfilPoll);
    const booked = await pollFulfil(api, fulfilToken, fast);
    expect(fulfilPolls[0]).toEqual({ FulfillResponse: 'Pending' });
    expect(fulfilPollResponseSchema.parse(booked)).toEqual(booked);
    if (booked.FulfillResponse !== 'Success') throw new Error(booked.FulfillResponse);
    expect(booked.fulfillment.type).toBe('Homes');
    expect(booked.fulfillment.reservation).toMatchObject({
      id: { value: 'WF-7Q2K9' },
      stayDates: lakesideStay.stayDates,
      listing: { content: { name: listingFixtures.lakesideCabin.content.listing.content.name } },
    });
  });

  it('prices the quote as the listing page showed it: fees by kind, the same total, rewards per account', async () => {
    const shown = await shopListing(api, lakesideStay);
    if (shown.status !== 'listing' || shown.listing.availability.AvailabilityResult !== 'Available')
      throw new Error('listing not available');
    const { price } = shown.listing.availability.rate;
    const answer = await quoteStay();
    if (answer.QuoteResponse !== 'Success') throw new Error(answer.QuoteResponse);
    const { detailedPrice } = answer.quote.rate;
    expect(detailedPrice.payNowTotal.fiat).toEqual(price.total.fiat);
    expect(detailedPrice.sellPrice).toEqual(price.total.fiat);
    expect(detailedPrice.fees.map((fee) => fee.kind)).toEqual(['Cleaning', 'Service', 'Occupancy']);
    // Rewards per account from its cash-equivalent rate: 100 miles a dollar, 1:1 cash back.
    expect(detailedPrice.payNowTotal.rewards?.[primaryMilesAccount.accountReferenceId]).toEqual({
      value: Math.round(price.total.fiat.value * 100),
      currency: 'Miles',
      currencyDescription: 'miles',
    });
    expect(detailedPrice.payNowTotal.rewards?.['account-savor']?.value).toBe(
      price.total.fiat.value,
    );
    const usdAccounts = knownRewardsAccounts.filter(
      (account) => account.rewardsCashEquivalent.currencyCode === 'USD',
    );
    expect(Object.keys(detailedPrice.payNowTotal.rewards ?? {})).toHaveLength(usdAccounts.length);
  });

  it('honours the nights, the pets and the agent fee', async () => {
    const three = await quoteStay();
    const five = await quoteStay({
      ...lakesideStay,
      stayDates: { from: '2026-07-10', until: '2026-07-15' },
    });
    const withPet = await quoteStay({ ...lakesideStay, pets: 1 });
    const agent = await quoteStay({ ...lakesideStay, agentFee: 10 });
    const total = (answer: QuotePollResponse) =>
      answer.QuoteResponse === 'Success' ? answer.quote.rate.detailedPrice.sellPrice.value : NaN;
    expect(total(five)).toBeGreaterThan(total(three));
    expect(
      withPet.QuoteResponse === 'Success' &&
        withPet.quote.rate.detailedPrice.fees.map((f) => f.kind),
    ).toContain('Pet');
    expect(total(agent)).toBeCloseTo(total(three) + 10, 2);
  });

  it.each([
    [
      'too many guests',
      { ...lakesideStay, listingId: 'listing-desert-casita', adults: 5 },
      'OccupancyViolation',
    ],
    [
      'a pet where none are allowed',
      { ...lakesideStay, listingId: 'listing-city-loft', pets: 1 },
      'PetPolicyViolation',
    ],
    [
      'a stay under the host minimum',
      {
        ...lakesideStay,
        listingId: 'listing-ucluelet-cedar-house',
        stayDates: { from: '2026-07-10', until: '2026-07-12' },
      },
      'MinStayViolation',
    ],
  ])('fails a quote for %s with the reason code and its title', async (_, input, code) => {
    expect(await quoteStay(input)).toEqual({
      QuoteResponse: 'Failure',
      errors: [{ kind: 'ProductError', code, message: unavailabilityMessage(code).title }],
    });
  });

  it('fails a poll of a token it never gave, and the discarded quote', async () => {
    server.use(http.post('*/nothing', () => HttpResponse.json({})));
    const answer = await pollQuote(api, 'quote-token-unknown', fast);
    expect(answer).toMatchObject({
      QuoteResponse: 'Failure',
      errors: [{ code: 'ExpiredQuoteToken' }],
    });
  });

  it('forgets its sessions when the handlers are reset: reservation numbers start again', async () => {
    const first = await quoteStay();
    server.resetHandlers();
    const again = await quoteStay();
    expect(first.QuoteResponse === 'Success' && first.quote.sessionToken.value).toBe(
      again.QuoteResponse === 'Success' && again.quote.sessionToken.value,
    );
  });
});
