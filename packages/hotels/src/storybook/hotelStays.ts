import { createApiClient, csrfTokenFromDocument, shopHotel } from '@wayfare/api';
import { hotelShopOf } from '@wayfare/booking';
import { refundableRoomChoice, type StaysBookQuery } from '@wayfare/domain';

/** A rate of a hotel's room for a stay, as a checkout's address names it. */
export type HotelStay = StaysBookQuery & { lodgingId: string; roomId: string; rateId: string };

/** The Lakefront Grand, Chicago: a Premier Collection hotel. */
export const lakefront = 'hotel-the-lakefront-grand';

/** Three nights for two in August at a hotel's first room, at one of its rates. */
export const stayAt = (lodgingId: string, rate: string): HotelStay => ({
  lodgingId,
  roomId: `${lodgingId}-room-1`,
  rateId: `${lodgingId}-room-1-${rate}`,
  placeTerm: 'Chicago, IL',
  fromDate: '2026-08-10',
  untilDate: '2026-08-13',
  adultsCount: 2,
  childrenCount: 0,
  roomsCount: 1,
});

/** The room select's refundable variant of the Lakefront Grand's first room, from the story's fake backend. */
export async function refundableStay(): Promise<HotelStay> {
  const trip = stayAt(lakefront, 'flexible');
  const client = createApiClient({ baseUrl: '', getCsrfToken: csrfTokenFromDocument });
  const shop = await shopHotel(client, hotelShopOf(trip));
  const choice = refundableRoomChoice(shop, trip.roomId, 3);
  if (!choice) throw new Error('No refundable room offered');
  return { ...trip, ...choice };
}
