import type { HomeSearchResult } from '@wayfare/domain';
import type { BookedNights } from '../fixtures/calendar/bookedNights';
import {
  listingForStay,
  type ListingFixture,
  type StayRequest,
} from '../fixtures/listings/listingFixture';

/** A home as a result card shows it, priced for the stay; none when it cannot host the stay. */
function searchResultOf(
  fixture: ListingFixture,
  stay: StayRequest,
  booked: BookedNights,
): HomeSearchResult | undefined {
  // The same answer as homes/shop, so search never lists a home its listing page turns down.
  const listing = listingForStay(fixture, stay, booked);
  if (listing.availability.AvailabilityResult !== 'Available') return undefined;
  const { content, listingCollection } = listing.listing;
  const address = content.location.address;
  const { price } = listing.availability.rate;
  return {
    listingId: listing.listingId,
    name: content.name,
    media: content.media.slice(0, 3),
    ...(content.userRating ? { userRating: content.userRating } : {}),
    ...(listing.terms.maxOccupancy === undefined
      ? {}
      : { maxOccupancy: listing.terms.maxOccupancy }),
    numberOfBedrooms: content.layout.numberOfBedrooms,
    location: {
      lat: content.location.exactCoordinates.lat,
      lon: content.location.exactCoordinates.lon,
      ...(address.ListingAddress === 'Empty' ? {} : { city: address.city, state: address.state }),
    },
    nightly: price.nightly,
    total: price.total,
    ...(listingCollection ? { listingCollection } : {}),
  };
}

/** The homes of `fixtures` that can host the stay and guests on its dates, as search results. */
export function homesForStay(
  fixtures: readonly ListingFixture[],
  stay: StayRequest,
  booked: BookedNights,
): HomeSearchResult[] {
  return fixtures.flatMap((fixture) => searchResultOf(fixture, stay, booked) ?? []);
}
