import {
  apiBasePath,
  hotelAvailabilityPageSize,
  hotelAvailabilityResponseSchema,
  type HotelAvailabilityPage,
  type HotelAvailabilityRequest,
  type HotelLodgingSelection,
  type HotelResultsFilters,
  type HotelSortOrder,
  type StayDates,
} from '@wayfare/domain';
import type { ApiClient } from '../createApiClient';

/** What the traveller searched hotels for. */
export interface HotelSearchQuery {
  readonly lodgingSelection: HotelLodgingSelection;
  readonly stayDates: StayDates;
  readonly adults: number;
  readonly childAges: readonly number[];
  readonly roomsCount: number;
  readonly sortOrder: HotelSortOrder;
  /** The list's filters; absent filters nothing. */
  readonly filters?: HotelResultsFilters;
}

/** The request body of `POST hotels/availability` (its shape is ours; see the README). */
export function hotelAvailabilityRequestBody(
  query: HotelSearchQuery,
  offset: number,
): HotelAvailabilityRequest {
  return {
    lodgingSelection: query.lodgingSelection,
    stayDetails: { dateRange: { from: query.stayDates.from, until: query.stayDates.until } },
    guestDetails: { adults: query.adults, children: [...query.childAges] },
    roomsCount: query.roomsCount,
    sortOrder: query.sortOrder,
    ...(query.filters && {
      filters: {
        ...query.filters,
        starRatings: [...query.filters.starRatings],
        amenities: [...query.filters.amenities],
        mealPlans: [...query.filters.mealPlans],
      },
    }),
    page: { offset, size: hotelAvailabilityPageSize },
  };
}

/** `POST hotels/availability`: one page of hotels for a place (or given hotels), dates and guests. */
export async function searchHotels(
  client: ApiClient,
  query: HotelSearchQuery,
  offset = 0,
  signal?: AbortSignal,
): Promise<HotelAvailabilityPage> {
  const { value } = await client.request({
    method: 'POST',
    path: `${apiBasePath}/hotels/availability`,
    body: hotelAvailabilityRequestBody(query, offset),
    schema: hotelAvailabilityResponseSchema,
    signal,
  });
  return value;
}
