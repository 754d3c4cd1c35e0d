import {
  apiBasePath,
  hotelShopResponseSchema,
  type HotelShop,
  type HotelShopRequest,
  type StayDates,
} from '@wayfare/domain';
import type { ApiClient } from '../createApiClient';

/** A hotel, and the stay and guests its rooms are priced for. */
export interface HotelShopQuery {
  readonly lodgingId: string;
  readonly stayDates: StayDates;
  readonly adults: number;
  readonly childAges: readonly number[];
  readonly roomsCount: number;
}

/** The request body of `POST hotels/shop` (ours; see the README). */
export function hotelShopRequestBody(query: HotelShopQuery): HotelShopRequest {
  return {
    lodgingId: query.lodgingId,
    stayDetails: { dateRange: { from: query.stayDates.from, until: query.stayDates.until } },
    guestDetails: { adults: query.adults, children: [...query.childAges] },
    roomsCount: query.roomsCount,
  };
}

/** `POST hotels/shop`: a hotel's page, its rooms priced for the stay, and their refundable-room quotes. */
export async function shopHotel(
  client: ApiClient,
  query: HotelShopQuery,
  signal?: AbortSignal,
): Promise<HotelShop> {
  const { value } = await client.request({
    method: 'POST',
    path: `${apiBasePath}/hotels/shop`,
    body: hotelShopRequestBody(query),
    schema: hotelShopResponseSchema,
    signal,
  });
  return value;
}
