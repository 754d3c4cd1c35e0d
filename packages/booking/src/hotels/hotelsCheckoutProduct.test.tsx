import { act, renderHook, waitFor } from '@testing-library/react';
import { createApiClient, csrfTokenFromDocument, shopHotel } from '@wayfare/api';
import { refundableRoomChoice } from '@wayfare/domain';
import { purchasePaths, type ScenarioId } from '@wayfare/mocks';
import { mockServer } from '@wayfare/test-kit/server';
import { describe, expect, it } from 'vitest';
import { useCheckout } from '../checkout/useCheckout';
import { checkoutWrapperOf, fastPolls } from '../checkout/testing/checkoutWrapper';
import { recordBodies } from '../checkout/testing/recordRequests';
import { keptHotelBookings } from './hotelBookingStorage';
import { hotelShopOf } from './hotelShopOf';
import { hotelsCheckoutProduct, type HotelTrip } from './hotelsCheckoutProduct';

const { server, play } = mockServer();

/** The Lakefront Grand (Premier Collection), its first room, three nights for two. */
const lakefront = {
  lodgingId: 'hotel-the-lakefront-grand',
  roomId: 'hotel-the-lakefront-grand-room-1',
  placeTerm: 'Chicago, IL',
  fromDate: '2026-08-10',
  untilDate: '2026-08-13',
  adultsCount: 2,
  childrenCount: 0,
  roomsCount: 1,
} as const;

/** The refundable variant the room select offers for the room: its rate and quote. */
async function refundableRoom(): Promise<HotelTrip> {
  const client = createApiClient({
    baseUrl: 'http://wayfare.test',
    getCsrfToken: csrfTokenFromDocument,
  });
  const shop = await shopHotel(client, hotelShopOf(lakefront));
  const choice = refundableRoomChoice(shop, lakefront.roomId, 3);
  if (!choice) throw new Error('No refundable room offered');
  return { ...lakefront, ...choice };
}

async function hotelCheckout(trip: HotelTrip, scenario?: ScenarioId) {
  play(scenario);
  const harness = checkoutWrapperOf(hotelsCheckoutProduct, trip);
  const rendered = renderHook(() => useCheckout(hotelsCheckoutProduct, { delaysMs: fastPolls }), {
    wrapper: harness.wrapper,
  });
  await waitFor(() => {
    const { current } = rendered.result;
    expect(current.travelers.selectedTraveler).toBeDefined();
    expect(current.contact.isComplete).toBe(true);
    expect(current.rewards.isPending).toBe(false);
  });
  await act(async () => {
    await rendered.result.current.requestQuote();
  });
  return { ...rendered, ...harness };
}

async function bookWithCard({ result }: Awaited<ReturnType<typeof hotelCheckout>>) {
  await waitFor(() => expect(result.current.paymentMethods.isPending).toBe(false));
  act(() => {
    result.current.rewards.choose({ kind: 'do-not-apply' });
    result.current.paymentMethods.selectPaymentMethod('payment-visa-4417');
  });
  await waitFor(() => expect(result.current.canBook).toBe(true));
  await act(async () => {
    await result.current.book();
  });
}

describe('hotels on the checkout core', () => {
  it('quotes a refundable room at the total the room select showed, premium included, and books it once', async () => {
    const trip = await refundableRoom();
    const quoteBodies = recordBodies(server, purchasePaths.quoteSchedule);
    const mainGuestBodies = recordBodies(server, purchasePaths.hotelMainGuest);
    const checkout = await hotelCheckout(trip);
    const { result } = checkout;

    expect(quoteBodies[0]).toMatchObject({
      request: {
        type: 'Hotel',
        value: {
          lodgingId: trip.lodgingId,
          roomId: trip.roomId,
          rateId: trip.rateId,
          refundableRoomQuoteId: trip.refundableRoomQuoteId,
          stayDetails: { dateRange: { from: '2026-08-10', until: '2026-08-13' } },
          agentFee: 0,
        },
      },
    });
    const quote = result.current.quote.quote;
    expect(quote?.refundableRoom?.quoteId).toBe(trip.refundableRoomQuoteId);
    // The shown price is the quote's: no price-change panel.
    expect(result.current.quote.priceDifference).toBeUndefined();
    expect(result.current.error).toBeUndefined();
    expect(result.current.mainGuest.status).toBe('success');
    expect(mainGuestBodies).toHaveLength(1);

    await bookWithCard(checkout);
    const booking = result.current.fulfil.booking;
    expect(booking).toMatchObject({
      confirmationResult: 'Confirmed',
      status: 'Confirmed',
      lodgingName: 'The Lakefront Grand',
      lodgingCollection: 'Premier',
      refundableRoom: { quoteId: trip.refundableRoomQuoteId },
      guests: { adults: 2, children: 0, rooms: 1 },
    });
    expect(booking?.total.fiat).toEqual(quote?.total.fiat);
    expect(keptHotelBookings.read(checkout.storage, booking?.id.value ?? '')).toEqual(booking);
  });

  it('a pay-at-hotel Premier rate refuses travel credits (products §5)', async () => {
    const { result } = await hotelCheckout(
      { ...lakefront, rateId: `${lakefront.roomId}-pay-at-hotel` },
      'premium-stays/pay-later-no-credits',
    );
    expect(result.current.quote.quote?.paymentTiming).toBe('PayLater');
    expect(result.current.quote.quote?.pricing.payNowTotal.value).toBe(0);
    await waitFor(() => expect(result.current.wallet.isCreditRefused).toBe(true));
    expect(result.current.wallet.credit).toBeUndefined();
  });

  it('a rate paid now takes the travel credit', async () => {
    const { result } = await hotelCheckout({
      ...lakefront,
      rateId: `${lakefront.roomId}-flexible`,
    });
    await waitFor(() => expect(result.current.wallet.credit).toBeDefined());
    expect(result.current.wallet.isCreditRefused).toBe(false);
  });

  it.each<[ScenarioId, { readonly kind: string }]>([
    ['hotel-book/cvv/invalid-credit-card-verification-number', { kind: 'payment-verification' }],
    ['hotel-book/travelers/invalid-guest-country', { kind: 'travelers' }],
    ['hotel-book/price-changed/book-ext-price-changed', { kind: 'price-changed' }],
    ['hotel-book/rate-limited/excessive-activity', { kind: 'booking-refused' }],
    ['hotel-book/provider/book-ext-timeout', { kind: 'generic' }],
  ])('%s: the hotel panel of its group', async (scenario, panel) => {
    const checkout = await hotelCheckout(
      { ...lakefront, rateId: `${lakefront.roomId}-flexible` },
      scenario,
    );
    await bookWithCard(checkout);
    expect(checkout.result.current.fulfil.status).toBe('failure');
    expect(checkout.result.current.error?.panel).toMatchObject(panel);
  });

  it('a rate the hotel no longer offers fails its quote (RateNotAvailable): the default panel', async () => {
    const { result } = await hotelCheckout({ ...lakefront, rateId: 'no-such-rate' });
    expect(result.current.quote.status).toBe('failure');
    expect(result.current.error?.panel).toEqual({ kind: 'default' });
  });
});
