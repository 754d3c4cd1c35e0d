import {
  addHotelMainGuest,
  getTrips,
  hotelQuoteRequest,
  pollProductFulfil,
  pollProductQuote,
  scheduleFulfil,
  scheduleQuote,
} from '@wayfare/api';
import {
  hotelFulfilmentSchema,
  hotelPriceQuoteSchema,
  personToSend,
  type TravelerProfile,
} from '@wayfare/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adaLovelaceTraveler } from '../fixtures/people/travelers';
import { fastPolls, scenarioTestKit } from '../testing/scenarioTestKit';

const { api, play } = scenarioTestKit();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T14:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const lakefront = 'hotel-the-lakefront-grand';
const stay = {
  lodgingId: lakefront,
  stayDates: { from: '2026-08-10', until: '2026-08-13' },
  adults: 2,
  childAges: [],
  roomsCount: 1,
  roomId: `${lakefront}-room-1`,
  agentFee: 0,
};

/** Quotes a rate of the Lakefront Grand's first room, adds the main guest and books it. */
async function bookHotel(rate: string, traveler: TravelerProfile = adaLovelaceTraveler) {
  const sessionToken = await scheduleQuote(api, {
    emailAddress: 'ada.lovelace@example.com',
    request: hotelQuoteRequest({ ...stay, rateId: `${stay.roomId}-${rate}` }),
  });
  if (sessionToken === undefined) throw new Error('No quote token');
  const quoted = await pollProductQuote(api, sessionToken, hotelPriceQuoteSchema, fastPolls);
  if (quoted.QuoteResponse !== 'Success') throw new Error(quoted.QuoteResponse);
  await addHotelMainGuest(api, {
    emailAddress: 'ada.lovelace@example.com',
    mainGuest: { ...personToSend(traveler), phoneNumber: '4165550142' },
    orderedProductId: quoted.quote.orderedProductId,
    paymentSessionToken: sessionToken,
  });
  const fulfilToken = await scheduleFulfil(api, {
    quoteToken: sessionToken,
    payments: [
      { type: 'UserCard', paymentMethodId: 'payment-visa-4417', amount: quoted.quote.total.fiat },
    ],
    agentFee: 0,
  });
  if (fulfilToken === undefined) throw new Error('No fulfil token');
  return {
    quote: quoted.quote,
    answer: await pollProductFulfil(api, fulfilToken, hotelFulfilmentSchema, fastPolls),
  };
}

describe('hotel bookings', () => {
  it('books the quoted rate, and My Trips lists it as a hotel stay', async () => {
    const { quote, answer } = await bookHotel('flexible');
    if (answer.FulfillResponse !== 'Success') throw new Error(answer.FulfillResponse);
    const { booking } = answer.fulfillment;
    expect(booking).toMatchObject({
      confirmationResult: 'Confirmed',
      lodgingName: 'The Lakefront Grand',
      roomId: stay.roomId,
      mainGuestName: 'Ada Lovelace',
      total: quote.total,
    });
    const trip = (await getTrips(api, 'upcoming')).find((each) => each.id === booking.id.value);
    expect(trip).toMatchObject({
      kind: 'Hotel',
      status: 'Confirmed',
      title: 'The Lakefront Grand',
      dates: { start: '2026-08-10', end: '2026-08-13' },
      travelers: [{ name: 'Ada Lovelace', kind: 'Adult' }],
      total: quote.total.fiat,
      receipt: { paidWith: 'Visa ending in 4417' },
      hotel: { rooms: 1, guests: 2, checkIn: '2026-08-10T15:00' },
    });
  });

  it('lists a booking the hotel has not confirmed as pending', async () => {
    play('hotels/confirmation/pending');
    const { answer } = await bookHotel('flexible');
    if (answer.FulfillResponse !== 'Success') throw new Error(answer.FulfillResponse);
    const { booking } = answer.fulfillment;
    expect(booking).toMatchObject({ confirmationResult: 'Pending', status: 'PendingConfirm' });
    expect(booking.confirmationCode).toBeUndefined();
    const trip = (await getTrips(api, 'upcoming')).find((each) => each.id === booking.id.value);
    expect(trip?.status).toBe('PendingConfirm');
  });

  it('refuses a main guest under the check-in age on the day of check-in', async () => {
    const { answer } = await bookHotel('flexible', {
      ...adaLovelaceTraveler,
      dateOfBirth: '2006-01-01',
    });
    expect(answer).toMatchObject({
      FulfillResponse: 'Failure',
      errors: [{ code: 'CheckInMinimumAgeNotMet' }],
    });
  });

  it('prices a pay-at-hotel rate with nothing due now', async () => {
    const { quote } = await bookHotel('pay-at-hotel');
    expect(quote.paymentTiming).toBe('PayLater');
    expect(quote.pricing.payNowTotal.value).toBe(0);
    expect(quote.pricing.subtotal.value + quote.pricing.taxes.value).toBeCloseTo(
      quote.total.fiat.value,
      2,
    );
  });
});
