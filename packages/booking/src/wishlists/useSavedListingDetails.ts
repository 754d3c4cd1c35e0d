import { useQueries } from '@tanstack/react-query';
import type { ShopResult } from '@wayfare/api';
import { defaultGuests, defaultStayDates } from '@wayfare/domain';
import { useBookingEnvironment, useToday } from '../BookingProvider';
import { listingQueryOptions } from '../homes/listingQuery';

/** A saved listing's details: undefined while asked, then the shop's answer or a failure. */
export type SavedListingDetails =
  | { readonly status: 'pending' }
  | { readonly status: 'error' }
  | { readonly status: 'success'; readonly result: ShopResult };

/**
 * The name, photos, place and price of saved listings. The wishlist calls give only product ids
 * (spec: platform §7), so each listing is read with `homes/shop` for the default stay and guests
 * (ours: the spec does not say how the favorites page prices a home).
 */
export function useSavedListingDetails(
  listingIds: readonly string[],
): ReadonlyMap<string, SavedListingDetails> {
  const { client, tenant } = useBookingEnvironment();
  const today = useToday();
  const stayDates = defaultStayDates({}, today);
  const { adultsCount } = defaultGuests(tenant);
  return useQueries({
    queries: listingIds.map((listingId) => ({
      ...listingQueryOptions(client, {
        listingId,
        stayDates,
        adults: adultsCount,
        childAges: [],
        pets: 0,
      }),
      // Each card is its own listing: no other listing's answer stands in for it.
      placeholderData: undefined,
    })),
    combine: (results) =>
      new Map(
        results.map((result, index): [string, SavedListingDetails] => [
          listingIds[index] ?? '',
          result.isSuccess
            ? { status: 'success', result: result.data }
            : { status: result.isError ? 'error' : 'pending' },
        ]),
      ),
  });
}
