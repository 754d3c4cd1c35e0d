import { tenantSettings, type Tenant } from '../platform/tenant';
import { defaultStayDates } from '../stays/defaultStayDates';
import { guestLimits } from '../stays/guests';
import type { IsoDate } from '../stays/stayDates';
import { parseQueryCount } from './queryValues';

// The stay and guests of a listing or results address, in a module of their own: a page that
// reads only them (a search form) does not load the listing query's schemas.

/** spec: platform §2 sortOrder "(Recommended, Pricing, StarRating)". */
export const vacationRentalSortOrders = ['Recommended', 'Pricing', 'StarRating'] as const;
export type VacationRentalSortOrder = (typeof vacationRentalSortOrders)[number];

/** The bounds a hand-edited address is clamped to: the guest picker's, and a pet maximum. */
export const listingQueryLimits = {
  minAdults: guestLimits.minAdults,
  maxGuests: guestLimits.defaultMaxOccupancy,
  maxRooms: guestLimits.maxRooms,
  minRooms: 1,
  /** The spec gives no pet maximum ("more than one is to be discussed with the host"); 10 is ours. */
  maxPets: 10,
} as const;

/** What a listing address cannot say for itself: the day it is read and the tenant's defaults. */
export interface ListingQueryContext {
  /** Today where the traveller is (see todayIn of stays/stayDates). */
  readonly today: IsoDate;
  readonly tenant: Tenant;
}

/** The dates and counts a listing or results address carries, clamped; the key of the children count differs. */
export interface StayAndGuestCounts {
  readonly fromDate: IsoDate;
  readonly untilDate: IsoDate;
  readonly adultsCount: number;
  readonly childrenCount: number;
  readonly petsCount: number;
}

/**
 * Dates through defaultStayDates; adults default to the tenant's (spec: platform §2 "adultsCount
 * (default 2)", §9 1 in the corporate tenant); children count against the same guest maximum as
 * adults (spec: platform §5 "counting children"); every count clamped to its bounds.
 */
export function parseStayAndGuestCounts(
  query: URLSearchParams,
  childrenKey: 'children' | 'childrenCount',
  context: ListingQueryContext,
): StayAndGuestCounts {
  const dates = defaultStayDates(
    { fromDate: query.get('fromDate'), untilDate: query.get('untilDate') },
    context.today,
  );
  const adultsCount = parseQueryCount(query.get('adultsCount'), {
    min: listingQueryLimits.minAdults,
    max: listingQueryLimits.maxGuests,
    fallback: tenantSettings(context.tenant).defaultAdults,
  });
  return {
    fromDate: dates.from,
    untilDate: dates.until,
    adultsCount,
    childrenCount: parseQueryCount(query.get(childrenKey), {
      min: 0,
      max: listingQueryLimits.maxGuests - adultsCount,
      fallback: 0,
    }),
    petsCount: parseQueryCount(query.get('petsCount'), {
      min: 0,
      max: listingQueryLimits.maxPets,
      fallback: 0,
    }),
  };
}
