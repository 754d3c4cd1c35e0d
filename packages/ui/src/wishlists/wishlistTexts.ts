/**
 * The wishlist components' texts. The spec names the feature (platform §1 "keep wishlists
 * (favorites)", §7 the calls) but shows none of its words: every text here is ours.
 */
export const wishlistTexts = {
  save: 'Save to wishlist',
  remove: 'Remove from wishlist',
  chooserTitle: 'Save to a wishlist',
  newWishlist: 'New wishlist',
  createAndSave: 'Create and save',
  createTitle: 'Create a wishlist',
  renameTitle: 'Rename wishlist',
  nameLabel: 'Wishlist name',
  nameRequired: 'Enter a name for the wishlist.',
  create: 'Create',
  rename: 'Save name',
  cancel: 'Cancel',
  delete: 'Delete',
  notPriced: 'Not available for the next dates',
} as const;

/** "3 homes", "1 home", "No homes yet". */
export function homeCountText(count: number): string {
  if (count === 0) return 'No homes yet';
  return `${count} home${count === 1 ? '' : 's'}`;
}

/** "Delete “Ski weekends”?" */
export function deleteWishlistTitle(name: string): string {
  return `Delete “${name}”?`;
}

/** What deleting a wishlist does (the spec's wishlist/delete takes its items with it, ours). */
export function deleteWishlistText(name: string, homeCount: number): string {
  return homeCount === 0
    ? `“${name}” will be deleted.`
    : `“${name}” and the ${homeCountText(homeCount).toLowerCase()} saved in it will be deleted.`;
}
