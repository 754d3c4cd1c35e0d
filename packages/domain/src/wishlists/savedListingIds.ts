import type { WishlistItem } from './wishlist';

/**
 * The listing ids saved in any of the user's wishlists: the product ids of the items that
 * wishlist/get-all-wishlist-items-by-user answers (spec: platform §7). The caller asks only when
 * the wishlists experiment is on.
 */
export function savedListingIds(items: readonly WishlistItem[]): ReadonlySet<string> {
  return new Set(items.map((item) => item.product.id.value));
}

/** Whether a listing shows as saved (its heart filled). */
export function isListingSaved(items: readonly WishlistItem[], listingId: string): boolean {
  return items.some((item) => item.product.id.value === listingId);
}

/** The wishlists a listing is saved in. */
export function wishlistIdsOfListing(items: readonly WishlistItem[], listingId: string): string[] {
  return items
    .filter((item) => item.product.id.value === listingId)
    .map((item) => item.wishlistId.value);
}
