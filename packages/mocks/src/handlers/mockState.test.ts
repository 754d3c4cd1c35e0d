import {
  changeTripEmail,
  createWishlist,
  getTrip,
  getWishlists,
  listPaymentMethods,
  listTravelers,
  pollFulfil,
  pollQuote,
  saveTraveler,
  scheduleFulfil,
  verifyPaymentMethod,
  type TravelerToSave,
} from '@wayfare/api';
import { csrfCookieName } from '@wayfare/domain';
import { testCard } from '@wayfare/test-kit/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tripIds } from '../fixtures/trips/tripIds';
import { lakesideStay, scenarioTestKit } from '../testing/scenarioTestKit';
import {
  issueCsrfToken,
  issuedCsrfToken,
  restoreCsrfSession,
  snapshotCsrfSession,
} from './csrfSession';
import { faultHandlers, restoreFaultsState, snapshotFaultsState } from './faults';
import { restoreListingCalendarState, snapshotListingCalendarState } from './listingCalendarState';
import {
  resetMockState,
  restoreMockState,
  snapshotMockState,
  type MockStateSnapshot,
} from './mockState';
import { restorePaymentsState, snapshotPaymentsState } from './paymentsState';
import { restorePurchaseState, snapshotPurchaseState } from './purchaseState';
import { reservationIdFor } from './reservation';
import { restoreTravelersState, snapshotTravelersState } from './travelersState';
import { restoreTripsState, snapshotTripsState } from './tripsState';
import { restoreWishlistsState, snapshotWishlistsState } from './wishlistsState';

const { api, server, scheduleStay, quoteStay, cardToken } = scenarioTestKit();
const fast = { delaysMs: [1, 1, 1, 1, 1] };
const onePoll = { delaysMs: [] };

/** What a page reload does to the embedded backend: its state through JSON, forgotten, taken up. */
function reload(): void {
  const stored = JSON.stringify(snapshotMockState());
  resetMockState();
  restoreMockState(JSON.parse(stored) as MockStateSnapshot);
}

/** A quote of a stay, priced; then its booking scheduled: the fulfil token. */
async function scheduleBooking(stay = lakesideStay): Promise<string> {
  const quoteToken = await scheduleStay(stay);
  if (quoteToken === undefined) throw new Error('No quote token');
  const quote = await pollQuote(api, quoteToken, fast);
  if (quote.QuoteResponse !== 'Success') throw new Error(quote.QuoteResponse);
  const fulfilToken = await scheduleFulfil(api, {
    quoteToken,
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
  if (fulfilToken === undefined) throw new Error('No fulfil token');
  return fulfilToken;
}

async function reservationOf(fulfilToken: string): Promise<string> {
  const booked = await pollFulfil(api, fulfilToken, fast);
  if (booked.FulfillResponse !== 'Success') throw new Error(booked.FulfillResponse);
  return booked.fulfillment.reservation.id.value;
}

async function addCard(number: string) {
  const token = await cardToken(testCard(number));
  return verifyPaymentMethod(api, { token, accountId: 'account-venture-x', isVCN: false });
}

const lise: TravelerToSave = {
  givenName: 'Lise',
  surname: 'Meitner',
  gender: 'F',
  dateOfBirth: '1988-11-07',
  assistance: [],
  frequentFlyer: {},
};

describe('each state module: snapshot, as JSON, then restore', () => {
  const modules = [
    ['purchase', snapshotPurchaseState, restorePurchaseState],
    ['listing calendar', snapshotListingCalendarState, restoreListingCalendarState],
    ['travelers', snapshotTravelersState, restoreTravelersState],
    ['payments', snapshotPaymentsState, restorePaymentsState],
    ['wishlists', snapshotWishlistsState, restoreWishlistsState],
    ['trips', snapshotTripsState, restoreTripsState],
    ['faults', snapshotFaultsState, restoreFaultsState],
    ['CSRF session', snapshotCsrfSession, restoreCsrfSession],
  ] as const;

  it.each(modules)('%s: what was forgotten comes back as it was', async (_, snapshot, restore) => {
    server.use(...faultHandlers('fulfil-poll', 'server-error', { once: true }));
    await reservationOf(await scheduleBooking());
    await saveTraveler(api, lise);
    await addCard('4242424242424242');
    await createWishlist(api, { name: 'City breaks' });
    await changeTripEmail(api, tripIds.upcomingFlight, { email: 'alex@morgan.example' });
    issueCsrfToken('csrf-token-grace');

    const before = snapshot();
    const stored = JSON.stringify(before);
    resetMockState();
    expect(snapshot()).not.toEqual(before);
    (restore as (snapshot: unknown) => void)(JSON.parse(stored));
    expect(snapshot()).toEqual(before);
  });
});

describe('the whole backend across a reload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a booking scheduled before the reload answers its poll after it, and counters go on', async () => {
    const fulfilToken = await scheduleBooking();
    // The first poll was Pending: "Booking your stay" shows when the page reloads.
    await expect(pollFulfil(api, fulfilToken, onePoll)).rejects.toThrow();
    reload();
    expect(await reservationOf(fulfilToken)).toBe(reservationIdFor(1));

    // The next quote and booking take the next numbers: no reservation number is used twice.
    reload();
    const next = await scheduleBooking({
      ...lakesideStay,
      stayDates: { from: '2026-08-01', until: '2026-08-04' },
    });
    expect(next).toBe('fulfil-token-2');
    expect(await reservationOf(next)).toBe(reservationIdFor(2));
  });

  it('a booked night stays booked', async () => {
    await reservationOf(await scheduleBooking());
    reload();
    const again = await quoteStay();
    expect(again).toMatchObject({
      QuoteResponse: 'Failure',
      errors: [expect.objectContaining({ code: 'BlockedDates' })],
    });
  });

  it('a traveler, a card and a wishlist added stay', async () => {
    const added = await saveTraveler(api, lise);
    await addCard('4242424242424242');
    const wishlist = await createWishlist(api, { name: 'City breaks' });
    reload();
    expect((await listTravelers(api)).map(({ id }) => id)).toContain(added.id);
    expect((await listPaymentMethods(api)).map(({ last4 }) => last4)).toContain('4242');
    expect(await getWishlists(api)).toContainEqual(wishlist);
    // Ids go on from where they were.
    expect((await saveTraveler(api, { ...lise, givenName: 'Otto' })).id).not.toBe(added.id);
  });

  it('a changed trip stays changed, and a booked home stays a trip', async () => {
    await changeTripEmail(api, tripIds.upcomingFlight, { email: 'alex@morgan.example' });
    const reservationId = await reservationOf(await scheduleBooking());
    reload();
    expect((await getTrip(api, tripIds.upcomingFlight)).email).toBe('alex@morgan.example');
    await expect(getTrip(api, reservationId)).resolves.toMatchObject({ kind: 'Home' });
  });

  it('a once fault already spent stays spent', async () => {
    server.use(...faultHandlers('fulfil-poll', 'network-error', { once: true }));
    const fulfilToken = await scheduleBooking();
    await expect(pollFulfil(api, fulfilToken, onePoll)).rejects.toThrow();
    reload();
    expect(await reservationOf(fulfilToken)).toBe(reservationIdFor(1));
  });

  it("keeps the session's CSRF token, and sets the page's cookie to it", async () => {
    const page = { cookie: '' };
    vi.stubGlobal('document', page);
    issueCsrfToken('csrf-token-grace');
    reload();
    expect(issuedCsrfToken()).toBe('csrf-token-grace');
    expect(page.cookie).toBe(`${csrfCookieName}=csrf-token-grace; Path=/; SameSite=Strict`);
    // A mutating call with the token the page holds passes the check.
    await expect(saveTraveler(api, lise)).resolves.toMatchObject({ givenName: 'Lise' });
  });

  it('keeps a signed-out session signed out', () => {
    issueCsrfToken(undefined);
    reload();
    expect(issuedCsrfToken()).toBeUndefined();
  });
});
