import type { SavedListingDetails } from '@wayfare/booking';
import { addressLine, type ListingMedia, type Price } from '@wayfare/domain';

/** A saved home as the favorites page shows it, on a card and on the map. */
export interface SavedHome {
  readonly listingId: string;
  readonly name: string;
  readonly photo?: ListingMedia;
  readonly place?: string;
  /** For the next dates; absent when the listing is not available then. */
  readonly nightly?: Price;
  readonly lat: number;
  readonly lon: number;
}

/**
 * What the favorites page shows of a saved listing read from `homes/shop`; undefined while it is
 * read, or when it could not be (the page leaves such a home out rather than show a blank card).
 */
export function savedHomeOf(
  listingId: string,
  details: SavedListingDetails | undefined,
): SavedHome | undefined {
  if (details?.status !== 'success' || details.result.status !== 'listing') return undefined;
  const { listing, availability } = details.result.listing;
  const { content } = listing;
  return {
    listingId,
    name: content.name,
    photo: content.media[0],
    place: addressLine(content.location.address),
    nightly:
      availability.AvailabilityResult === 'Available' ? availability.rate.price.nightly : undefined,
    lat: content.location.exactCoordinates.lat,
    lon: content.location.exactCoordinates.lon,
  };
}
