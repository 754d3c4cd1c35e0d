import { addHotelMainGuest, hotelQuoteRequest } from '@wayfare/api';
import {
  canUseTravelCreditsOnHotelBooking,
  chosenRoomRate,
  hotelFulfilErrorPanel,
  hotelFulfilmentSchema,
  hotelPriceQuoteSchema,
  isStayOutOfPolicy,
  nightsBetween,
  type HotelBooking,
  type HotelPriceQuote,
  type StaysBookQuery,
} from '@wayfare/domain';
import { z } from 'zod/mini';
import type { CheckoutProduct, ShownPrice } from '../checkout/CheckoutProduct';
import { mainGuestCall } from '../checkout/mainGuestCall';
import { wayfareQueryKey } from '../wayfareQueryKey';
import { keptHotelBookings } from './hotelBookingStorage';
import { hotelShopOf } from './hotelShopOf';
import { useHotelShop } from './hotelShopQuery';

/** What a hotel checkout books: the checkout's address, which names the hotel, the stay and the rate. */
export type HotelTrip = StaysBookQuery & {
  readonly lodgingId: string;
  readonly roomId: string;
  readonly rateId: string;
};

const nightsOf = (trip: HotelTrip) => Math.max(1, nightsBetween(trip.fromDate, trip.untilDate));

/**
 * The rate the room select showed, from the hotel page's own query (asked once): the stay's total
 * a quote is compared with, and the nightly price a corporate policy caps.
 */
function useShownPrice(trip: HotelTrip): ShownPrice | undefined {
  const shop = useHotelShop(hotelShopOf(trip)).data;
  const chosen = shop && chosenRoomRate(shop, trip, nightsOf(trip));
  return chosen && { total: chosen.total.fiat, nightly: chosen.nightly.fiat };
}

/** Hotels and premium stays on the checkout core (products §2 hotel checkout, §3, §5, §8). */
export const hotelsCheckoutProduct: CheckoutProduct<HotelTrip, HotelPriceQuote, HotelBooking> = {
  failureEvent: 'hotel_checkout_failed',
  travelProduct: 'Hotels',
  walletProductLine: 'Lodging',
  // The rate and the stay: another rate, room or dates is another checkout.
  checkoutKey: (trip) =>
    `wayfare.checkout.hotel:${trip.lodgingId}:${trip.roomId}:${trip.rateId}:${trip.refundableRoomQuoteId ?? 'default'}:${trip.fromDate}:${trip.untilDate}`,
  // A valid request needs at least one night and an adult (platform §5, as for vacation rentals).
  quoteRequest: (trip, agentFee) =>
    nightsBetween(trip.fromDate, trip.untilDate) >= 1 && trip.adultsCount >= 1
      ? hotelQuoteRequest({
          ...hotelShopOf(trip),
          roomId: trip.roomId,
          rateId: trip.rateId,
          ...(trip.refundableRoomQuoteId
            ? { refundableRoomQuoteId: trip.refundableRoomQuoteId }
            : {}),
          ...(trip.hotelBookType ? { hotelBookType: trip.hotelBookType } : {}),
          agentFee,
        })
      : undefined,
  quoteSchema: hotelPriceQuoteSchema,
  quoteTokenOf: (quote) => quote.sessionToken.value,
  totalOf: (quote) => quote.total,
  canUseTravelCredit: (quote) => canUseTravelCreditsOnHotelBooking(quote),
  hasConfirmationDetailsErrors: (quote) => quote.confirmationDetailsErrors.length > 0,
  useShownPrice,
  isOutOfPolicy: (tier, { nightly }) =>
    nightly !== undefined && isStayOutOfPolicy(tier.hotels, nightly.value),
  addMainGuest: mainGuestCall(addHotelMainGuest, (quote: HotelPriceQuote) => ({
    orderedProductId: quote.orderedProductId,
    sessionToken: quote.sessionToken.value,
  })),
  fulfilFields: () => ({}),
  fulfilErrorPanel: hotelFulfilErrorPanel,
  fulfilmentSchema: z.pipe(
    hotelFulfilmentSchema,
    z.transform((fulfilment) => fulfilment.booking),
  ),
  keepBooking: (booking, { storage, queryClient }) => {
    keptHotelBookings.keep(booking, storage, queryClient);
    // The room is taken: the hotel's page and the searches ask the backend again.
    for (const answers of ['search', 'shop'])
      void queryClient.invalidateQueries({ queryKey: wayfareQueryKey('hotels', answers) });
  },
};
