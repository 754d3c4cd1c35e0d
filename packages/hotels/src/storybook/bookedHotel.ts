import {
  addHotelMainGuest,
  createApiClient,
  csrfTokenFromDocument,
  hotelQuoteRequest,
  listTravelers,
  pollProductFulfil,
  pollProductQuote,
  scheduleFulfil,
  scheduleQuote,
} from '@wayfare/api';
import { defaultSessionStorage, hotelShopOf, keptHotelBookings } from '@wayfare/booking';
import {
  hotelFulfilmentSchema,
  hotelPriceQuoteSchema,
  personToSend,
  type HotelBooking,
} from '@wayfare/domain';
import type { HotelStay } from './hotelStays';

const quick = { delaysMs: [0, 0, 0, 0, 0] };

/**
 * Books a hotel rate on the story's fake backend as the checkout would (quote, main guest,
 * booking) and keeps the booking where the checkout keeps it, before the confirmation page opens.
 */
export async function bookedHotel(trip: HotelStay): Promise<HotelBooking> {
  const client = createApiClient({ baseUrl: '', getCsrfToken: csrfTokenFromDocument });
  const emailAddress = 'ada.lovelace@example.com';
  const sessionToken = await scheduleQuote(client, {
    emailAddress,
    request: hotelQuoteRequest({
      ...hotelShopOf(trip),
      roomId: trip.roomId,
      rateId: trip.rateId,
      ...(trip.refundableRoomQuoteId && { refundableRoomQuoteId: trip.refundableRoomQuoteId }),
      agentFee: 0,
    }),
  });
  if (sessionToken === undefined) throw new Error('The fake backend scheduled no quote.');
  const quoted = await pollProductQuote(client, sessionToken, hotelPriceQuoteSchema, quick);
  if (quoted.QuoteResponse !== 'Success') throw new Error('The fake backend quoted nothing.');
  const [traveler] = await listTravelers(client);
  if (!traveler) throw new Error('The fake backend has no traveler.');
  await addHotelMainGuest(client, {
    emailAddress,
    mainGuest: { ...personToSend(traveler), phoneNumber: '+1 416 555 0134' },
    orderedProductId: quoted.quote.orderedProductId,
    paymentSessionToken: sessionToken,
  });
  const fulfilToken = await scheduleFulfil(client, {
    quoteToken: sessionToken,
    payments: [],
    agentFee: 0,
  });
  if (fulfilToken === undefined) throw new Error('The fake backend scheduled no booking.');
  const answer = await pollProductFulfil(client, fulfilToken, hotelFulfilmentSchema, quick);
  if (answer.FulfillResponse !== 'Success') throw new Error('The fake backend booked nothing.');
  keptHotelBookings.store(defaultSessionStorage(), answer.fulfillment.booking);
  return answer.fulfillment.booking;
}
