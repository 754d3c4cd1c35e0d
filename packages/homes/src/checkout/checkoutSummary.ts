import { addressLine, type CheckoutQuery, type VacationRentalListing } from '@wayfare/domain';
import type { TripSummaryCardProps } from '@wayfare/ui';
import { guestsOf } from '../listing/listingPageState';

/** The trip summary card's facts for the listing and the stay of the address. */
export function tripSummaryOf(
  listing: VacationRentalListing,
  query: CheckoutQuery,
): TripSummaryCardProps {
  const { content } = listing.listing;
  const [photo] = content.media;
  const { checkInTimes, checkOutTimes } = listing.terms;
  return {
    listingName: content.name,
    ...(photo ? { photo: { url: photo.url, alt: content.name } } : {}),
    location: addressLine(content.location.address) ?? query.locationName ?? '',
    stayDates: { from: query.fromDate, until: query.untilDate },
    guests: guestsOf(query),
    ...(checkInTimes ? { checkInTime: checkInTimes.startTime } : {}),
    ...(checkOutTimes ? { checkOutTime: checkOutTimes.endTime } : {}),
  };
}
