import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWishlistItemsByUser, getWishlists, type ApiClient } from '@wayfare/api';
import { isListingSaved, savedListingIds, wishlistIdsOfListing } from '@wayfare/domain';
import { useBookingEnvironment } from '../BookingProvider';
import { useExperiment } from '../experiments/experimentsQuery';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** Every wishlist query starts so: a change to any wishlist invalidates them all at once. */
export const wishlistsQueryKey = wayfareQueryKey('wishlists');

/** wishlist/get-all: the user's wishlists (spec: platform §7). */
export const wishlistsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: wayfareQueryKey('wishlists', 'all'),
    queryFn: ({ signal }) => getWishlists(client, signal),
    retry: false,
  });

/** wishlist/get-all-wishlist-items-by-user: every saved listing, in which wishlist (spec: platform §7). */
export const wishlistItemsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: wayfareQueryKey('wishlists', 'items'),
    queryFn: ({ signal }) => getWishlistItemsByUser(client, signal),
    retry: false,
  });

/**
 * The user's wishlists, asked only with the wishlists experiment on (STATES §2
 * `experiment/wishlists/off`: no wishlist features). `experiment` says which it is.
 */
export function useWishlists() {
  const { client } = useBookingEnvironment();
  const experiment = useExperiment('wishlists');
  const query = useQuery({ ...wishlistsQueryOptions(client), enabled: experiment === 'on' });
  return { ...query, experiment };
}

/**
 * The listings saved in any wishlist (spec: platform §7 "experiment gated": the items are
 * fetched only with the wishlists experiment on), with the questions a save button asks.
 */
export function useSavedListings() {
  const { client } = useBookingEnvironment();
  const experiment = useExperiment('wishlists');
  const query = useQuery({ ...wishlistItemsQueryOptions(client), enabled: experiment === 'on' });
  const items = query.data ?? [];
  return {
    ...query,
    experiment,
    items,
    savedListingIds: savedListingIds(items),
    isSaved: (listingId: string) => isListingSaved(items, listingId),
    wishlistIdsOf: (listingId: string) => wishlistIdsOfListing(items, listingId),
  };
}
