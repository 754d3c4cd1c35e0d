import {
  apiBasePath,
  homesSearchPageSize,
  homesSearchResponseSchema,
  type HomesSearchPage,
  type StayDates,
  type VacationRentalSortOrder,
} from '@wayfare/domain';
import type { ApiClient } from '../createApiClient';

/** What the traveller searched for on the results page. */
export interface HomesSearchQuery {
  readonly locationName: string;
  readonly stayDates: StayDates;
  readonly adults: number;
  readonly childAges: readonly number[];
  readonly pets: number;
  readonly sortOrder: VacationRentalSortOrder;
}

/**
 * The request body of `POST homes/search`. The spec does not show the search call: its path and
 * payload are ours, shaped like `homes/shop` (see the README).
 */
export function homesSearchRequestBody(query: HomesSearchQuery, offset: number) {
  return {
    locationName: query.locationName,
    stayDetails: { dateRange: { from: query.stayDates.from, until: query.stayDates.until } },
    guestDetails: {
      adults: query.adults,
      children: [...query.childAges],
      infants: 0,
      petsIncluded: query.pets > 0,
    },
    sortOrder: query.sortOrder,
    page: { offset, size: homesSearchPageSize },
  };
}

/** `POST homes/search`: one page of homes for a place, dates and guests. */
export async function searchHomes(
  client: ApiClient,
  query: HomesSearchQuery,
  offset = 0,
  signal?: AbortSignal,
): Promise<HomesSearchPage> {
  const { value } = await client.request({
    method: 'POST',
    path: `${apiBasePath}/homes/search`,
    body: homesSearchRequestBody(query, offset),
    schema: homesSearchResponseSchema,
    signal,
  });
  return value;
}
