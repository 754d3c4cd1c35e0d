/**
 * The favorites page's texts. The spec names the page (platform §2 "/favorites/ Wishlists /
 * favorites (map and list view modes)") and shows none of its words: every text here is ours.
 */
export const favoritesTexts = {
  heading: 'Favorites',
  documentTitle: 'Favorites · Wayfare',
  loading: 'Loading your favorites',
  wishlists: 'Your wishlists',
  createWishlist: 'Create a wishlist',
  rename: 'Rename',
  delete: 'Delete',
  emptyTitle: 'No wishlists yet',
  emptyText: 'Save the homes you love to a wishlist and find them here, on a list or a map.',
  emptyWishlist: 'No homes in this wishlist yet. Press the heart on a home to save it here.',
  failedTitle: 'We couldn’t load your favorites',
  failedText: 'Something went wrong on our side. Please try again.',
  retry: 'Try again',
  unavailableTitle: 'Favorites are not available',
  unavailableText: 'Wishlists are not available on your account right now.',
  goHome: 'Go to the home page',
  showAs: 'Show homes as',
  list: 'List',
  map: 'Map',
  actionFailed: 'That didn’t work. Please try again.',
} as const;

/** "Map of the homes in Ski weekends" */
export function favoritesMapLabel(wishlistName: string): string {
  return `Map of the homes in ${wishlistName}`;
}

/** "Homes in Ski weekends" */
export function savedHomesLabel(wishlistName: string): string {
  return `Homes in ${wishlistName}`;
}
