import type { HomesSearchQuery } from '@wayfare/api';
import type { Guests, SearchResultsQuery } from '@wayfare/domain';
import { guestLimits } from '@wayfare/domain';

/** The search call's question for a results address (only asked once a place is given). */
export function homesSearchQueryOf(
  query: SearchResultsQuery & { locationName: string },
): HomesSearchQuery {
  return {
    locationName: query.locationName,
    stayDates: { from: query.fromDate, until: query.untilDate },
    adults: query.adultsCount,
    childAges: Array.from({ length: query.childrenCount }, () => guestLimits.storedChildAge),
    pets: query.petsCount ?? 0,
    sortOrder: query.sortOrder ?? 'Recommended',
  };
}

/** The guest picker's value for a results address (the address keeps a count of children). */
export function searchGuestsOf(query: SearchResultsQuery): Guests {
  return {
    adultsCount: query.adultsCount,
    children: Array.from({ length: query.childrenCount }, () => ({
      age: guestLimits.storedChildAge,
    })),
    petsCount: query.petsCount ?? 0,
    roomsCount: 1,
  };
}

export function withSearchGuests(query: SearchResultsQuery, guests: Guests): SearchResultsQuery {
  return {
    ...query,
    adultsCount: guests.adultsCount,
    childrenCount: guests.children.length,
    petsCount: guests.petsCount > 0 ? guests.petsCount : undefined,
  };
}
