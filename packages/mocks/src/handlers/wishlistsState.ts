import type { Wishlist, WishlistItem } from '@wayfare/domain';
import type { WishlistsFixture } from '../fixtures/wishlists/wishlists';
import { sessionState } from './sessionScope';

/** One change the user made to their wishlists this session. */
export type WishlistEdit =
  | { readonly kind: 'create'; readonly wishlist: Wishlist }
  | { readonly kind: 'rename'; readonly wishlist: Wishlist }
  | { readonly kind: 'delete'; readonly wishlistId: string }
  | { readonly kind: 'add-item'; readonly item: WishlistItem }
  | { readonly kind: 'remove-listing'; readonly listingId: string };

/** The session's wishlist changes as plain JSON, in order. */
export interface WishlistsStateSnapshot {
  readonly edits: readonly WishlistEdit[];
  readonly created: number;
}

// The session's changes in order, replayed over whichever wishlists a scenario starts from.
const wishlists = sessionState<{ edits: WishlistEdit[]; created: number }>(() => ({
  edits: [],
  created: 0,
}));

const sameItem = (a: WishlistItem, b: WishlistItem) =>
  a.product.id.value === b.product.id.value && a.wishlistId.value === b.wishlistId.value;

function apply(state: WishlistsFixture, edit: WishlistEdit): WishlistsFixture {
  switch (edit.kind) {
    case 'create':
      return { ...state, wishlists: [...state.wishlists, edit.wishlist] };
    case 'rename':
      return {
        ...state,
        wishlists: state.wishlists.map((wishlist) =>
          wishlist.id.value === edit.wishlist.id.value ? edit.wishlist : wishlist,
        ),
      };
    case 'delete':
      return {
        wishlists: state.wishlists.filter((wishlist) => wishlist.id.value !== edit.wishlistId),
        items: state.items.filter((item) => item.wishlistId.value !== edit.wishlistId),
      };
    case 'add-item':
      return state.items.some((item) => sameItem(item, edit.item))
        ? state
        : { ...state, items: [...state.items, edit.item] };
    case 'remove-listing':
      return {
        ...state,
        items: state.items.filter((item) => item.product.id.value !== edit.listingId),
      };
  }
}

/** The wishlists a scenario started from, with this session's changes applied. */
export function currentWishlists(initial: WishlistsFixture): WishlistsFixture {
  return wishlists.get().edits.reduce(apply, initial);
}

export function recordWishlistEdit(edit: WishlistEdit): void {
  wishlists.get().edits.push(edit);
}

/** An id for a new wishlist. */
export function newWishlistId(): string {
  const state = wishlists.get();
  state.created += 1;
  return `wishlist-added-${state.created}`;
}

export function snapshotWishlistsState(): WishlistsStateSnapshot {
  const { edits, created } = wishlists.get();
  return { edits: [...edits], created };
}

export function restoreWishlistsState(snapshot: WishlistsStateSnapshot): void {
  wishlists.set({ edits: [...snapshot.edits], created: snapshot.created });
}

/** Forgets the session's changes. */
export function resetWishlistsState(): void {
  restoreWishlistsState({ edits: [], created: 0 });
}
