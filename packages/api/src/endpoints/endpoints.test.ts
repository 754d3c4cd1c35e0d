import {
  apiBasePath,
  calendarWindow,
  defaultStayDates,
  eligibleBusinessAccounts,
  isAdminSession,
  isLoggedIn,
  needsConciergeNotice,
  unavailabilityMessage,
  type RewardsAccount,
  type Stay,
} from '@wayfare/domain';
import { corporateSession, listingFixtures, type ScenarioId } from '@wayfare/mocks';
import { mockServer } from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../ApiError';
import { fakeBackendClient } from '../testing/fakeBackendClient';
import { getCalendarAvailability } from './calendarAvailability';
import { homesShopRequestBody, shopListing } from './homesShop';
import { refreshRewardsAccounts } from './rewardsAccounts';
import { getSessionInfo, postLoginCode } from './sessionInfo';

const { server, play } = mockServer();

/** The client against the fake backend playing a scenario. */
function playing(scenario?: ScenarioId) {
  play(scenario);
  return fakeBackendClient();
}

const today = '2026-07-01';
const query: Stay = {
  listingId: listingFixtures.lakesideCabin.content.listingId.id,
  stayDates: defaultStayDates({}, today),
  adults: 2,
  childAges: [],
  pets: 0,
};

describe('session endpoint', () => {
  it.each([
    ['session/logged-in', true],
    ['session/logged-out', false],
    ['session/guest-user', true],
  ] as const)('%s: logged in %s', async (scenario, loggedIn) => {
    const { api } = playing(scenario);
    expect(isLoggedIn(await getSessionInfo(api))).toBe(loggedIn);
  });

  it('a guest has a first name and email only', async () => {
    const { api } = playing('session/guest-user');
    expect((await getSessionInfo(api)).userInfo).toEqual({
      firstName: 'Sam',
      email: 'sam.guest@example.com',
    });
  });

  it.each([
    ['session/401-login', 'login'],
    ['session/40105-onboarding', 'onboarding'],
    ['session/40106-acknowledgement', 'acknowledgement'],
    ['session/40103-access-denied', 'access-denied'],
    ['session/40102-not-beta', 'access-denied-not-beta'],
  ] as const)(
    '%s redirects to %s, and user info failures are never logged',
    async (scenario, target) => {
      const { api, onRedirect, onApiFailure } = playing(scenario);
      const error: unknown = await getSessionInfo(api).catch((reason: unknown) => reason);
      expect(isApiError(error, 'redirected')).toBe(true);
      expect(onRedirect.mock.calls.map(([to]) => to)).toEqual([target]);
      expect(onApiFailure).not.toHaveBeenCalled();
    },
  );
});

describe('session roles and the login-code post', () => {
  it('session/agent-delegated is a delegated session naming its agent', async () => {
    const session = await getSessionInfo(playing('session/agent-delegated').api);
    expect(session.isDelegatedSession).toBe(true);
    expect(session.agentEmail).toBe('morgan.agent@wayfare.example');
  });

  it('session/consumer-admin marks the user admin; session/first-time is a first session', async () => {
    expect(isAdminSession(await getSessionInfo(playing('session/consumer-admin').api))).toBe(true);
    expect((await getSessionInfo(playing('session/first-time').api)).isFirstSession).toBe(true);
  });

  it('the login-code post opens the session; session/corporate-no-admin opens one without admin', async () => {
    expect(isLoggedIn(await postLoginCode(playing().api, 'code-1'))).toBe(true);
    const corporate = await postLoginCode(playing('session/corporate-no-admin').api, 'code-1');
    expect(corporate.corporateInfo?.permissions.canViewAdmin).toBe(false);
  });

  it('session/login-code-failed answers the post with 401 and code 40103', async () => {
    const { api, onRedirect } = playing('session/login-code-failed');
    const error: unknown = await postLoginCode(api, 'code-1').catch((reason: unknown) => reason);
    expect(isApiError(error, 'redirected')).toBe(true);
    expect(onRedirect.mock.calls.map(([to]) => to)).toEqual(['access-denied']);
    expect(isLoggedIn(await getSessionInfo(api))).toBe(false);
  });
});

describe('rewards accounts endpoint', () => {
  const accountsOf = async (scenario: ScenarioId) => refreshRewardsAccounts(playing(scenario).api);
  const belowMinimum = (account: RewardsAccount) =>
    account.rewardsBalance.value < (account.redemptionMin?.value ?? 0);

  it('sends PUT accounts with an empty body', async () => {
    const seen = vi.fn();
    const { api } = playing();
    server.use(
      http.put(`*${apiBasePath}/accounts`, async ({ request }) => {
        seen(request.method, await request.text());
        return HttpResponse.json([]);
      }),
    );
    await refreshRewardsAccounts(api);
    expect(seen).toHaveBeenCalledWith('PUT', '');
  });

  it.each([
    ['rewards/primary', 'Primary'],
    ['rewards/authorized-user', 'Authorized User'],
    ['rewards/account-manager', 'Account Manager'],
    ['rewards/non-financial-user', 'Non Financial User'],
  ] as const)('%s answers one %s account', async (scenario, role) => {
    expect((await accountsOf(scenario)).map((account) => account.customerAccountRole)).toEqual([
      role,
    ]);
  });

  it('rewards/mixed-roles answers every role', async () => {
    expect(
      new Set(
        (await accountsOf('rewards/mixed-roles')).map((account) => account.customerAccountRole),
      ).size,
    ).toBe(4);
  });

  it('rewards/balance-zero answers balances of 0 and below beside a redeemable one', async () => {
    const balances = (await accountsOf('rewards/balance-zero')).map(
      (account) => account.rewardsBalance.value,
    );
    expect(balances.filter((value) => value <= 0)).toHaveLength(2);
    expect(balances.some((value) => value > 0)).toBe(true);
  });

  it('rewards/below-minimum answers one account just below its minimum and one at it', async () => {
    expect((await accountsOf('rewards/below-minimum')).map(belowMinimum)).toEqual([true, false]);
  });

  it('rewards/all-below-minimum answers only accounts below their minimum', async () => {
    expect((await accountsOf('rewards/all-below-minimum')).every(belowMinimum)).toBe(true);
  });

  it('rewards/product-cannot-redeem and rewards/none-redeemable', async () => {
    expect(
      (await accountsOf('rewards/product-cannot-redeem')).map(
        (account) => account.allowRewardsRedemption,
      ),
    ).toEqual([false, true]);
    expect(
      (await accountsOf('rewards/none-redeemable')).every(
        (account) => !account.allowRewardsRedemption,
      ),
    ).toBe(true);
  });

  it('rewards/earn-miles, rewards/earn-cash-back, rewards/multipliers, rewards/card-products, rewards/non-usd, rewards/tiered', async () => {
    expect((await accountsOf('rewards/earn-miles'))[0]?.rewardsBalance.currency).toBe('Miles');
    expect((await accountsOf('rewards/earn-cash-back'))[0]?.rewardsBalance.currency).toBe('USD');
    expect(
      (await accountsOf('rewards/multipliers')).map((account) => account.earn.homesMultiplier),
    ).toEqual([1, 1.5, 2, 3, 4]);
    expect(
      (await accountsOf('rewards/card-products')).map((account) => account.productDisplayName),
    ).toEqual(['VentureX', 'VentureXBusiness', 'Venture', 'Quicksilver', 'Savor', 'VentureOne']);
    expect(
      (await accountsOf('rewards/non-usd')).every(
        (account) => account.rewardsCashEquivalent.currencyCode !== 'USD',
      ),
    ).toBe(true);
    expect((await accountsOf('rewards/tiered'))[0]?.isTiered).toBe(true);
  });

  it('rewards/corporate-non-primary, rewards/business-accounts, rewards/concierge-notice', async () => {
    expect((await accountsOf('rewards/corporate-non-primary'))[0]?.customerAccountRole).toBe(
      'Authorized User',
    );
    const business = eligibleBusinessAccounts(await accountsOf('rewards/business-accounts'), {
      accountReferenceId: corporateSession.corporateInfo?.accountReferenceId,
    });
    expect(business.map((account) => account.lastFour)).toEqual(['9090', '6060', '7070']);
    expect((await accountsOf('rewards/concierge-notice')).every(needsConciergeNotice)).toBe(true);
  });
});

describe('homes/shop endpoint', () => {
  it('sends the request of spec platform §7', () => {
    expect(homesShopRequestBody({ ...query, childAges: [17, 17], pets: 1 })).toEqual({
      listingId: 'listing-lakeside-cabin',
      stayDetails: { dateRange: { from: '2026-07-02', until: '2026-07-04' } },
      guestDetails: { adults: 2, children: [17, 17], infants: 0, petsIncluded: true },
      distributionChannels: [{ channelId: 'cap1_general' }],
    });
  });

  it('shop/success: the listing priced for the stay', async () => {
    const result = await shopListing(playing('shop/success').api, query);
    expect(result.status).toBe('listing');
    if (result.status !== 'listing') return;
    expect(result.listing.listing.content.name).toBe(
      'Lakeside Cabin with Private Dock and Boathouse',
    );
    expect(result.listing.availability).toMatchObject({
      AvailabilityResult: 'Available',
      rate: { price: { rentTotal: { fiat: { value: 578 } } } },
    });
  });

  it('an unknown listing, or shop/failure/no-availability, is a NoAvailability failure', async () => {
    await expect(
      shopListing(playing().api, { ...query, listingId: 'listing-that-does-not-exist' }),
    ).resolves.toEqual({ status: 'failure', reason: 'NoAvailability' });
    await expect(shopListing(playing('shop/failure/no-availability').api, query)).resolves.toEqual({
      status: 'failure',
      reason: 'NoAvailability',
    });
  });

  it('shop/failure/unknown: a 500, logged as an API failure', async () => {
    const { api, onApiFailure } = playing('shop/failure/unknown');
    const error: unknown = await shopListing(api, query).catch((reason: unknown) => reason);
    expect(isApiError(error, 'http')).toBe(true);
    expect(onApiFailure).toHaveBeenCalledWith(
      expect.objectContaining({ status: 500, path: '/api/v0/homes/shop' }),
    );
  });

  it('a malformed listing is a malformed-response error, not a crash', async () => {
    const { api } = playing();
    server.use(
      http.post(`*${apiBasePath}/homes/shop`, () =>
        HttpResponse.json({ value: { listing: { listingId: 7 } } }),
      ),
    );
    const error: unknown = await shopListing(api, query).catch((reason: unknown) => reason);
    expect(isApiError(error, 'malformed-response')).toBe(true);
  });

  it.each([
    ['shop/unavailable', undefined],
    ['shop/unavailable/min-stay', 'Minimum nights stay not met.'],
    ['shop/unavailable/max-stay', 'Max nights stay exceeded.'],
    ['shop/unavailable/occupancy', 'Guest limit exceeded.'],
    ['shop/unavailable/pet-policy', 'Pets not allowed.'],
    ['shop/unavailable/check-in-not-allowed', 'Check-in date is not allowed.'],
    ['shop/unavailable/check-out-not-allowed', 'Check-out date is not allowed.'],
    ['shop/unavailable/blocked-dates', 'The dates you have selected are not available.'],
    ['shop/unavailable/min-booking-window', 'Listing not available on short notice.'],
    ['shop/unavailable/default', 'Listing is not available.'],
  ] as const)('%s answers an unavailable listing titled %s', async (scenario, title) => {
    const result = await shopListing(playing(scenario).api, query);
    if (
      result.status !== 'listing' ||
      result.listing.availability.AvailabilityResult !== 'Unavailable'
    ) {
      throw new Error(`expected an unavailable listing, got ${JSON.stringify(result)}`);
    }
    const [first] = result.listing.availability.reasons;
    expect(first && unavailabilityMessage(first.reason).title).toBe(title);
  });

  it('the fake backend applies the occupancy and pet rules of the listing', async () => {
    const { api } = playing();
    const casita = await shopListing(api, {
      ...query,
      listingId: 'listing-desert-casita',
      adults: 3,
      childAges: [17, 17],
    });
    expect(casita).toMatchObject({
      listing: { availability: { reasons: [{ reason: 'OccupancyViolation' }] } },
    });
    const loft = await shopListing(api, { ...query, listingId: 'listing-city-loft', pets: 1 });
    expect(loft).toMatchObject({
      listing: { availability: { reasons: [{ reason: 'PetPolicyViolation' }] } },
    });
  });

  it.each([
    ['shop/no-description', (l: Listing) => l.listing.content.description === undefined],
    ['shop/reviews/none', (l: Listing) => l.listing.reviews.length === 0],
    ['shop/pets-not-allowed', (l: Listing) => !l.terms.petFriendly],
    [
      'shop/address/obfuscated',
      (l: Listing) => l.listing.content.location.address.ListingAddress === 'ObfuscatedAddress',
    ],
    [
      'shop/address/empty',
      (l: Listing) => l.listing.content.location.address.ListingAddress === 'Empty',
    ],
    ['shop/guests/listing-max', (l: Listing) => l.terms.maxOccupancy === 4],
    ['shop/price/non-usd', (l: Listing) => rateOf(l)?.price.total.fiat.currencyCode === 'CAD'],
    [
      'shop/price/taxes-included',
      (l: Listing) => rateOf(l)?.price.displayTaxesAndFeesIncluded === true,
    ],
    ['shop/price/discounts', (l: Listing) => rateOf(l)?.price.discounts.length === 3],
    [
      'shop/cancellation/partially-refundable',
      (l: Listing) => rateOf(l)?.cancellationPolicy.policy === 'PartiallyRefundable',
    ],
    [
      'shop/payment-policy/text',
      (l: Listing) => rateOf(l)?.paymentPolicy.schedule.kind === 'PaymentText',
    ],
  ] as const)('%s answers a listing of that shape', async (scenario, hasShape) => {
    const result = await shopListing(playing(scenario).api, query);
    expect(result.status === 'listing' && hasShape(result.listing)).toBe(true);
  });
});

type Listing = Extract<Awaited<ReturnType<typeof shopListing>>, { status: 'listing' }>['listing'];
const rateOf = (listing: Listing) =>
  listing.availability.AvailabilityResult === 'Available' ? listing.availability.rate : undefined;

describe('calendar availability endpoint', () => {
  const window = calendarWindow(today);

  it('answers every day from today to one year ahead', async () => {
    const days = await getCalendarAvailability(playing().api, query.listingId, window);
    expect(days).toHaveLength(366);
    expect(days[0]?.date).toBe(today);
    expect(days.at(-1)?.date).toBe('2027-07-01');
  });

  it('calendar/blocked-dates blocks more days than the happy path', async () => {
    const blocked = (days: { isAvailable: boolean }[]) =>
      days.filter((day) => !day.isAvailable).length;
    const happy = blocked(await getCalendarAvailability(playing().api, query.listingId, window));
    const busy = blocked(
      await getCalendarAvailability(playing('calendar/blocked-dates').api, query.listingId, window),
    );
    expect(busy).toBeGreaterThan(happy);
  });

  it('calendar/checkout-only has days open for check-out only', async () => {
    const days = await getCalendarAvailability(
      playing('calendar/checkout-only').api,
      query.listingId,
      window,
    );
    expect(
      days.filter((day) => !day.isAvailable && day.isAvailableForCheckout).length,
    ).toBeGreaterThanOrEqual(10);
  });

  it('calendar/loading never answers, until the caller gives up', async () => {
    const controller = new AbortController();
    const pending = getCalendarAvailability(
      playing('calendar/loading').api,
      query.listingId,
      window,
      controller.signal,
    );
    setTimeout(() => controller.abort(), 20);
    const error: unknown = await pending.catch((reason: unknown) => reason);
    expect(isApiError(error, 'aborted')).toBe(true);
  });
});
