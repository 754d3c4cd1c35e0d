import {
  useSavedListingDetails,
  useSavedListings,
  useWishlists,
  type SavedListingDetails,
} from '@wayfare/booking';
import type { Wishlist, WishlistItem } from '@wayfare/domain';
import type { WishlistSummary } from '@wayfare/ui';
import { savedHomeOf, type SavedHome } from './savedHome';

/** What the favorites page shows (STATES §18 and `experiment/wishlists/off` of §2). */
export type FavoritesPageState =
  | { readonly status: 'unavailable' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly retry: () => void }
  | { readonly status: 'empty' }
  | {
      readonly status: 'ready';
      readonly wishlists: readonly (WishlistSummary & { readonly photo?: SavedHome['photo'] })[];
      readonly current: Wishlist;
      /** The current wishlist's homes that could be read, in the order they were saved. */
      readonly homes: readonly SavedHome[];
      /** Some of its homes are still being read. */
      readonly homesPending: boolean;
    };

const listingIdsOf = (items: readonly WishlistItem[], wishlistId: string) =>
  items.filter((item) => item.wishlistId.value === wishlistId).map((item) => item.product.id.value);

/**
 * The favorites page's data: the wishlists, the listings saved in them and each listing's
 * details, and which wishlist is shown (the address's, else the first). Nothing is asked with the
 * wishlists experiment off.
 */
export function useFavoritesPage(requestedWishlistId: string | undefined): FavoritesPageState {
  const wishlists = useWishlists();
  const saved = useSavedListings();
  const details = useSavedListingDetails([...saved.savedListingIds]);

  if (wishlists.experiment === 'off') return { status: 'unavailable' };
  if (wishlists.isError || saved.isError) {
    return {
      status: 'failed',
      retry: () => {
        void wishlists.refetch();
        void saved.refetch();
      },
    };
  }
  if (!wishlists.data || !saved.data) return { status: 'loading' };
  const [first] = wishlists.data;
  if (!first) return { status: 'empty' };

  const current =
    wishlists.data.find((wishlist) => wishlist.id.value === requestedWishlistId) ?? first;
  const homesOf = (wishlistId: string) =>
    listingIdsOf(saved.items, wishlistId).map((listingId) => ({
      listingId,
      details: details.get(listingId),
    }));
  const currentHomes = homesOf(current.id.value);
  return {
    status: 'ready',
    wishlists: wishlists.data.map((wishlist) => {
      const homes = homesOf(wishlist.id.value);
      return {
        id: wishlist.id.value,
        name: wishlist.name,
        homeCount: homes.length,
        photo: homes.map(readHome).find((home) => home?.photo)?.photo,
      };
    }),
    current,
    homes: currentHomes.map(readHome).filter((home) => home !== undefined),
    homesPending: currentHomes.some(
      (home) => home.details === undefined || home.details.status === 'pending',
    ),
  };
}

function readHome(home: {
  readonly listingId: string;
  readonly details: SavedListingDetails | undefined;
}): SavedHome | undefined {
  return savedHomeOf(home.listingId, home.details);
}
