import {
  apiBasePath,
  homesSearchPageSize,
  type HomeSearchResult,
  type VacationRentalSortOrder,
} from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import type { BookedNights } from '../fixtures/calendar/bookedNights';
import { hostBookedNights } from '../fixtures/calendar/hostBookedNights';
import type { ListingFixture } from '../fixtures/listings/listingFixture';
import { searchableListings } from '../fixtures/listings/searchableListings';
import { homesForStay } from './homesForStay';
import { withSessionBookings } from './listingCalendarState';
import { isRecord, readStayRequest } from './stayRequest';

const searchPath = `*${apiBasePath}/homes/search`;

/** The place a search names, before its first comma ("Tofino, BC" is Tofino). */
function placeOf(locationName: string): string {
  return (locationName.split(',')[0] ?? '').trim().toLowerCase();
}

/** Homes in the place when the fake backend has any there; otherwise every home, so a demo never comes up empty. */
function inPlace(
  results: readonly HomeSearchResult[],
  locationName: string,
): readonly HomeSearchResult[] {
  const place = placeOf(locationName);
  const matching = results.filter(
    (result) =>
      place !== '' &&
      [result.location.city, result.name].some((text) => text?.toLowerCase().includes(place)),
  );
  return matching.length > 0 ? matching : results;
}

const sorters: Record<
  VacationRentalSortOrder,
  (a: HomeSearchResult, b: HomeSearchResult) => number
> = {
  Recommended: () => 0,
  Pricing: (a, b) => a.nightly.fiat.value - b.nightly.fiat.value,
  StarRating: (a, b) => (b.userRating?.score ?? 0) - (a.userRating?.score ?? 0),
};

const isSortOrder = (value: unknown): value is VacationRentalSortOrder =>
  typeof value === 'string' && Object.hasOwn(sorters, value);

/**
 * `POST homes/search`: the homes that can host the stay and guests on its dates (their calendars
 * are the hosts' `booked` nights and the session's bookings), in the place when the fake backend
 * has homes there, sorted, a page of 10 at a time. `results` replaces the catalogue (a scenario's
 * way to answer with none).
 */
export function searchHandlers(
  results?: readonly ListingFixture[],
  booked: BookedNights = hostBookedNights,
) {
  return [
    http.post(searchPath, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const search = isRecord(body) ? body : {};
      const stay = readStayRequest(body);
      const page = isRecord(search.page) ? search.page : {};
      const offset =
        typeof page.offset === 'number' && page.offset >= 0 ? Math.floor(page.offset) : 0;
      const candidates = homesForStay(
        results ?? searchableListings,
        stay,
        withSessionBookings(booked),
      );
      const found = [
        ...inPlace(candidates, typeof search.locationName === 'string' ? search.locationName : ''),
      ].sort(sorters[isSortOrder(search.sortOrder) ? search.sortOrder : 'Recommended']);
      const next = offset + homesSearchPageSize;
      return HttpResponse.json({
        value: {
          listings: found.slice(offset, next),
          totalCount: found.length,
          ...(next < found.length ? { nextPageOffset: next } : {}),
        },
      });
    }),
  ];
}
