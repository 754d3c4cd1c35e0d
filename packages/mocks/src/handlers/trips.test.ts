import {
  addMainGuest,
  cancelHome,
  changeTripEmail,
  chooseScheduleChange,
  getHomeCancelQuote,
  getTrip,
  getTrips,
  pollFulfil,
  requestTravelerEdit,
  resendTripConfirmation,
  scheduleFulfil,
  stopWatchingTrip,
} from '@wayfare/api';
import { personToSend, tripListTabs, tripsInTab, type TripListTabId } from '@wayfare/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingFixtures } from '../fixtures/listings/listings';
import { adaLovelaceTraveler } from '../fixtures/people/travelers';
import { tripFixtures } from '../fixtures/trips/tripFixtures';
import { tripIds } from '../fixtures/trips/tripIds';
import { fastPolls, lakesideStay, scenarioTestKit } from '../testing/scenarioTestKit';
import { reservationIdFor } from './reservation';

const { api, successfulQuote } = scenarioTestKit();

// The stories' frozen clock (test-kit's frozenNow): the happy path's stay, 10 to 13 July, is to come.
const now = new Date('2026-07-01T14:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

const idsIn = async (tab: TripListTabId) => (await getTrips(api, tab)).map((trip) => trip.id);

/** Books the happy path's stay through the purchase calls, as the checkout does: its reservation. */
async function bookLakesideStay(): Promise<{ reservationId: string; total: number }> {
  const quote = await successfulQuote();
  await addMainGuest(api, {
    emailAddress: 'ada.lovelace@example.com',
    mainGuest: { ...personToSend(adaLovelaceTraveler), phoneNumber: '4165550142' },
    orderedProductId: quote.orderedProductId,
    paymentSessionToken: quote.sessionToken.value,
  });
  const fulfilToken = await scheduleFulfil(api, {
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
  if (fulfilToken === undefined) throw new Error('No fulfil token');
  const booked = await pollFulfil(api, fulfilToken, fastPolls);
  if (booked.FulfillResponse !== 'Success') throw new Error(booked.FulfillResponse);
  return {
    reservationId: booked.fulfillment.reservation.id.value,
    total: quote.rate.detailedPrice.sellPrice.value,
  };
}

describe('the trips area', () => {
  it.each(tripListTabs.map((tab) => tab.id))('lists the trips of tab %s', async (tab) => {
    const expected = tripsInTab(tripFixtures(now), tab, now).map((trip) => trip.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(await idsIn(tab)).toEqual(expected);
  });

  it('refuses an unknown tab with 400', async () => {
    await expect(getTrips(api, 'someday' as TripListTabId)).rejects.toMatchObject({
      kind: 'http',
      status: 400,
    });
  });

  it("answers a trip's details, and 404 for a trip it does not know", async () => {
    await expect(getTrip(api, tripIds.upcomingHome)).resolves.toMatchObject({
      id: tripIds.upcomingHome,
      kind: 'Home',
    });
    await expect(getTrip(api, 'trip-nope')).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it('keeps a changed email, in the details and the list', async () => {
    const email = 'alex@morgan.example';
    const trip = await changeTripEmail(api, tripIds.upcomingFlight, { email });
    expect(trip.email).toBe(email);
    expect((await getTrip(api, tripIds.upcomingFlight)).email).toBe(email);
    const listed = (await getTrips(api, 'upcoming')).find(
      ({ id }) => id === tripIds.upcomingFlight,
    );
    expect(listed?.email).toBe(email);
    await expect(
      changeTripEmail(api, tripIds.upcomingFlight, { email: 'not an email' }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('resends a confirmation and takes a traveler edit for a traveler of the trip', async () => {
    await expect(
      resendTripConfirmation(api, tripIds.hotel, { email: 'alex.morgan@example.com' }),
    ).resolves.toBeUndefined();
    await expect(
      requestTravelerEdit(api, tripIds.hotel, {
        travelerName: 'Jamie Morgan',
        change: 'Her surname is Morgan-Lee, as on her passport.',
      }),
    ).resolves.toBeUndefined();
    await expect(
      requestTravelerEdit(api, tripIds.hotel, { travelerName: 'Nobody', change: 'Anything' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      resendTripConfirmation(api, tripIds.watch, { email: 'alex.morgan@example.com' }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('stopping a watch takes it out of Watched trips; only a watch can be stopped', async () => {
    await stopWatchingTrip(api, tripIds.watch);
    expect(await idsIn('watched')).not.toContain(tripIds.watch);
    expect(await idsIn('watched')).toContain(tripIds.justWatched);
    await expect(getTrip(api, tripIds.watch)).rejects.toMatchObject({ status: 404 });
    await expect(stopWatchingTrip(api, tripIds.upcomingFlight)).rejects.toMatchObject({
      status: 409,
    });
  });

  it('a schedule change answered is not asked again', async () => {
    const trip = await chooseScheduleChange(api, tripIds.scheduleChange, { choice: 'MoveToQueue' });
    expect(trip.flight?.scheduleChange).toBeUndefined();
    await expect(
      chooseScheduleChange(api, tripIds.scheduleChange, { choice: 'ReferToAirline' }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('quotes a refundable home in full, then cancels it: Canceled, under Past trips', async () => {
    const home = await getTrip(api, tripIds.upcomingHome);
    const answer = await getHomeCancelQuote(api, tripIds.upcomingHome);
    if (answer.outcome !== 'HomeCancelQuoteSuccess') throw new Error(answer.outcome);
    expect(answer.quote).toEqual({
      quoteId: 'home-cancel-quote-1',
      refund: home.total,
      penalty: { ...home.total, value: 0 },
    });
    const cancelled = await cancelHome(api, tripIds.upcomingHome, answer.quote);
    expect(cancelled).toMatchObject({
      status: 'Canceled',
      cancellationEvent: 'CancellationAttemptOk',
      home: { isCancellable: false },
    });
    expect(await idsIn('upcoming')).not.toContain(tripIds.upcomingHome);
    expect(await idsIn('past')).toContain(tripIds.upcomingHome);
    await expect(getHomeCancelQuote(api, tripIds.upcomingHome)).rejects.toMatchObject({
      status: 409,
    });
  });

  it('quotes a non-refundable home with nothing back; refuses what is no cancellable home', async () => {
    const home = await getTrip(api, tripIds.nonRefundableHome);
    await expect(getHomeCancelQuote(api, tripIds.nonRefundableHome)).resolves.toMatchObject({
      outcome: 'HomeCancelQuoteSuccess',
      quote: { refund: { value: 0 }, penalty: home.total },
    });
    for (const tripId of [tripIds.pastHome, tripIds.upcomingFlight])
      await expect(getHomeCancelQuote(api, tripId)).rejects.toMatchObject({ status: 409 });
  });

  it('cancels a home only on a quote of its own', async () => {
    const other = await getHomeCancelQuote(api, tripIds.nonRefundableHome);
    if (other.outcome !== 'HomeCancelQuoteSuccess') throw new Error(other.outcome);
    for (const quoteId of ['home-cancel-quote-99', other.quote.quoteId])
      await expect(cancelHome(api, tripIds.upcomingHome, { quoteId })).rejects.toMatchObject({
        status: 409,
      });
    expect((await getTrip(api, tripIds.upcomingHome)).status).toBe('Confirmed');
  });

  it('lists a home booked through the checkout under Upcoming trips, and cancels it', async () => {
    const { reservationId, total } = await bookLakesideStay();
    expect(reservationId).toBe(reservationIdFor(1));
    const booked = (await getTrips(api, 'upcoming')).find((trip) => trip.id === reservationId);
    const listing = listingFixtures.lakesideCabin.content;
    expect(booked).toMatchObject({
      id: reservationId,
      locator: reservationId,
      kind: 'Home',
      status: 'Confirmed',
      title: listing.listing.content.name,
      dates: { start: lakesideStay.stayDates.from, end: lakesideStay.stayDates.until },
      email: 'ada.lovelace@example.com',
      travelers: [{ name: 'Ada Lovelace', kind: 'Adult' }],
      total: { value: total },
      receipt: { paidWith: 'Visa ending in 4417', total: { value: total } },
      home: {
        listingId: listing.listingId.id,
        listingName: listing.listing.content.name,
        guests: lakesideStay.adults,
        checkIn: `${lakesideStay.stayDates.from}T16:00`,
        isCancellable: true,
      },
    });

    const answer = await getHomeCancelQuote(api, reservationId);
    if (answer.outcome !== 'HomeCancelQuoteSuccess') throw new Error(answer.outcome);
    await cancelHome(api, reservationId, { quoteId: answer.quote.quoteId });
    expect(await idsIn('upcoming')).not.toContain(reservationId);
    expect(await idsIn('past')).toContain(reservationId);
    await expect(getTrip(api, reservationId)).resolves.toMatchObject({ status: 'Canceled' });
  });
});
