import type { Price } from '@wayfare/domain';
import { storyPhoto } from '../PhotoGallery/storyPhotos';
import type { WishlistSummary } from './wishlistSummary';

/** Wishlists and a price for the wishlist stories. */
export const storyWishlists: readonly WishlistSummary[] = [
  { id: 'w-summer', name: 'Summer by the water', homeCount: 3 },
  { id: 'w-ski', name: 'Ski weekends', homeCount: 1 },
  { id: 'w-empty', name: 'Someday', homeCount: 0 },
];

export const storyWishlistPhotos = [storyPhoto('Exterior'), storyPhoto('View', 1), undefined];

export const storyNightly: Price = {
  fiat: { value: 289, currencyCode: 'USD', currencySymbol: '$' },
};
