import type { HotelShopQuery } from '@wayfare/api';
import { guestLimits, type StaysShopQuery } from '@wayfare/domain';

/** The hotel page's call for its address (only asked once the address names a hotel). */
export function hotelShopOf(
  query: StaysShopQuery & { readonly lodgingId: string },
): HotelShopQuery {
  return {
    lodgingId: query.lodgingId,
    stayDates: { from: query.fromDate, until: query.untilDate },
    adults: query.adultsCount,
    childAges: Array.from({ length: query.childrenCount }, () => guestLimits.storedChildAge),
    roomsCount: query.roomsCount,
  };
}
