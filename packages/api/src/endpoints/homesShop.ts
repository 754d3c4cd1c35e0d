import {
  apiBasePath,
  homesShopResponseSchema,
  type ShopFailureReason,
  type Stay,
  type VacationRentalListing,
} from '@wayfare/domain';
import type { ApiClient } from '../createApiClient';

/** The listing, or why there is none (spec: platform §4 "Shop load"). */
export type ShopResult =
  | { readonly status: 'listing'; readonly listing: VacationRentalListing }
  | { readonly status: 'failure'; readonly reason: ShopFailureReason };

/** The request body of `POST homes/shop` (spec: platform §7). */
export function homesShopRequestBody(query: Stay) {
  return {
    listingId: query.listingId,
    stayDetails: { dateRange: { from: query.stayDates.from, until: query.stayDates.until } },
    guestDetails: {
      adults: query.adults,
      children: [...query.childAges],
      infants: 0,
      petsIncluded: query.pets > 0,
    },
    distributionChannels: [{ channelId: 'cap1_general' }],
  };
}

/** `POST homes/shop`: a listing with its availability for the stay and guests. */
export async function shopListing(
  client: ApiClient,
  query: Stay,
  signal?: AbortSignal,
): Promise<ShopResult> {
  const { value } = await client.request({
    method: 'POST',
    path: `${apiBasePath}/homes/shop`,
    body: homesShopRequestBody(query),
    schema: homesShopResponseSchema,
    signal,
  });
  return value.listing
    ? { status: 'listing', listing: value.listing }
    : { status: 'failure', reason: value.failureReason ?? 'Unknown' };
}
