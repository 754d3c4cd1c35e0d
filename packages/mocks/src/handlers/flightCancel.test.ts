import { cancelFlight, getFlightCancelInfo } from '@wayfare/api';
import { apiBasePath } from '@wayfare/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tripIds } from '../fixtures/trips/tripIds';
import { scenarioTestKit } from '../testing/scenarioTestKit';
import { issuedCsrfToken } from './csrfSession';

const { api, play } = scenarioTestKit();

// The stories' frozen clock (test-kit's frozenNow): 1 July 2026, 10:00 in Toronto.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T14:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const offerFor = async (tripId: string) => {
  const info = await getFlightCancelInfo(api, tripId);
  if (info.kind !== 'offer') throw new Error(`${tripId}: ${info.outcome}`);
  return info.offer;
};

/** A cancel call with any body, as a client that does not follow the schema would send it. */
const rawCancel = (tripId: string, body: unknown) =>
  fetch(`http://wayfare.test${apiBasePath}/itinerary/trips/${tripId}/flight-cancel`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'H-Csrf-Token': issuedCsrfToken() ?? '' },
    body: JSON.stringify(body),
  });

// Ours: the spec names the modal, its steps and enumerations (products §2, §4), not the calls.
describe('the flight cancellation calls, on the happy path', () => {
  it('offer the upcoming flight’s cancellation by its fare’s cancel penalty, for every traveler', async () => {
    const offer = await offerFor(tripIds.upcomingFlight);
    expect(offer).toMatchObject({
      offerId: 'flight-cancel-offer-1',
      policyType: 'PartialRefund',
      resolution: 'WithPenalty',
      cost: { kind: 'amount', amount: { value: 150 } },
      refund: { value: 2034.6, currencyCode: 'USD' },
      travelers: [{ name: 'Alex Morgan' }, { name: 'Jamie Morgan' }],
      // Half an hour from now.
      holdsUntil: '2026-07-01T14:30:00.000Z',
    });
    expect(offer.travelCredit).toBeUndefined();
  });

  it.each([
    [tripIds.presentFlight, 'Departed'],
    [tripIds.pastFlight, 'Departed'],
    [tripIds.canceledFlight, 'Canceled'],
    [tripIds.pendingFlight, 'BookingPending'],
    [tripIds.cancellationPendingFlight, 'CancellationPending'],
    [tripIds.scheduleChange, 'AirlineControl'],
  ])('answer %s with the outcome %s', async (tripId, outcome) => {
    await expect(getFlightCancelInfo(api, tripId)).resolves.toEqual({ kind: 'outcome', outcome });
  });

  it.each([
    [tripIds.cancellationFailedFlight, 'ContactAirline'],
    [tripIds.multiCity, 'MultiProvider'],
    [tripIds.rejectedTicketFlight, 'ContactCustomerService'],
    // Bought in Canada an hour ago: still inside its void window, as the exchange says too.
    [tripIds.voidableCanadaFlight, 'TicketedVoid'],
    [tripIds.packageFlight, 'PartialRefund'],
  ])('answer %s with the policy %s', async (tripId, policyType) => {
    expect((await offerFor(tripId)).policyType).toBe(policyType);
  });

  it('cancel once: the same request again answers the same, and the next offer says Canceled', async () => {
    const { offerId } = await offerFor(tripIds.upcomingFlight);
    const first = await cancelFlight(api, tripIds.upcomingFlight, { offerId });
    expect(first.outcome).toBe('PartialRefund');
    const again = await cancelFlight(api, tripIds.upcomingFlight, { offerId });
    expect(again).toEqual(first);
    await expect(getFlightCancelInfo(api, tripIds.upcomingFlight)).resolves.toEqual({
      kind: 'outcome',
      outcome: 'Canceled',
    });
  });

  it('refuse an unknown trip, a trip with no flight, a malformed body and another trip’s offer', async () => {
    await expect(getFlightCancelInfo(api, 'trip-that-is-not')).rejects.toMatchObject({
      status: 404,
    });
    await expect(getFlightCancelInfo(api, tripIds.hotel)).rejects.toMatchObject({ status: 409 });
    expect((await rawCancel(tripIds.upcomingFlight, { offer: 'x' })).status).toBe(400);
    const { offerId } = await offerFor(tripIds.upcomingFlight);
    await expect(cancelFlight(api, tripIds.packageFlight, { offerId })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('refuse to cancel online what only a person can cancel', async () => {
    const { offerId } = await offerFor(tripIds.multiCity);
    await expect(cancelFlight(api, tripIds.multiCity, { offerId })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('ask for the choice of a refund or a credit, and only among those offered', async () => {
    play('flight-cancel/policy-refundable-complex');
    const tripId = 'trip-flight-yul-cun-flex';
    const { offerId } = await offerFor(tripId);
    expect((await rawCancel(tripId, { offerId })).status).toBe(400);
    const { offerId: refundOnly } = await offerFor(tripIds.upcomingFlight);
    expect(
      (await rawCancel(tripIds.upcomingFlight, { offerId: refundOnly, refundForm: 'Ftc' })).status,
    ).toBe(400);
    await expect(cancelFlight(api, tripId, { offerId, refundForm: 'Cash' })).resolves.toMatchObject(
      {
        outcome: 'FullyRefundableComplex',
        trip: { status: 'Canceled' },
      },
    );
  });
});
