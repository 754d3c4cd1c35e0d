import {
  listingPath,
  parseListingQuery,
  type FavoritesView,
  type IsoDate,
  type Tenant,
} from '@wayfare/domain';

/**
 * The listing page of a saved home, with the default stay and guests (the same the card's price
 * is for), the entry source of the view it was opened from, and the wishlist, so Back returns to
 * it (spec: platform §2 hotelDetailsEntrySource, fromWishlistId).
 */
export function savedHomePath(
  home: { readonly listingId: string; readonly wishlistId: string; readonly view: FavoritesView },
  context: { readonly today: IsoDate; readonly tenant: Tenant },
): string {
  return listingPath({
    // The defaults of an address that says nothing: the tenant's guests, the default dates.
    ...parseListingQuery('', context),
    listingId: home.listingId,
    hotelDetailsEntrySource: home.view,
    fromWishlistId: home.wishlistId,
  });
}
