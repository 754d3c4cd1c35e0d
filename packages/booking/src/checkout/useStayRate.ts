import type { ListingRate } from '@wayfare/domain';
import { useListing } from '../homes/listingQuery';
import { useCheckoutScope } from './BookingScope';

/**
 * The rate the listing page showed for the checkout's stay, when the stay is available: the price
 * a quote is compared with and the nightly price a corporate policy is checked against. It is the
 * listing page's own query, so the listing is asked for once.
 */
export function useStayRate(): ListingRate | undefined {
  const { stay } = useCheckoutScope();
  const listing = useListing({
    listingId: stay.listingId,
    stayDates: stay.stayDates,
    adults: stay.adults,
    childAges: stay.childAges,
    pets: stay.pets,
  });
  const result = listing.data;
  if (result?.status !== 'listing') return undefined;
  const { availability } = result.listing;
  return availability.AvailabilityResult === 'Available' ? availability.rate : undefined;
}
