import type { HotelSearchQuery } from '@wayfare/api';
import { guestLimits, type StaysAvailabilityQuery } from '@wayfare/domain';

/** The availability call's question for a results address (only asked once a place is given). */
export function hotelSearchOf(
  query: StaysAvailabilityQuery & { readonly placeTerm: string },
): HotelSearchQuery {
  return {
    lodgingSelection: { searchType: 'Location', placeTerm: query.placeTerm },
    stayDates: { from: query.fromDate, until: query.untilDate },
    adults: query.adultsCount,
    childAges: Array.from({ length: query.childrenCount }, () => guestLimits.storedChildAge),
    roomsCount: query.roomsCount,
    sortOrder: query.sortOrder ?? 'MostRecommended',
    filters: query.filters,
  };
}
