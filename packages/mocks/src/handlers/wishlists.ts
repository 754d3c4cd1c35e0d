import {
  apiBasePath,
  createWishlistItemRequestSchema,
  createWishlistRequestSchema,
  deleteAllWishlistItemsRequestSchema,
  deleteWishlistRequestSchema,
  getWishlistRequestSchema,
  updateWishlistRequestSchema,
  wishlistCalls,
  type WishlistCall,
} from '@wayfare/domain';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { defaultWishlists, type WishlistsFixture } from '../fixtures/wishlists/wishlists';
import { bodyOf } from './requestBody';
import { currentWishlists, newWishlistId, recordWishlistEdit } from './wishlistsState';

/** The full address pattern of a wishlist call (spec: platform §7 "under /api/v0/travel/wishlists"). */
export const wishlistCallPath = (call: WishlistCall) =>
  `*${apiBasePath}${wishlistCalls[call].path}`;

/** A handler of one wishlist call, with its method from the domain. */
function answer(call: WishlistCall, resolver: HttpResponseResolver) {
  const method = wishlistCalls[call].method === 'PUT' ? http.put : http.post;
  return method(wishlistCallPath(call), resolver);
}

const invalid = () => HttpResponse.json({ message: 'Invalid Request.' }, { status: 400 });
const notFound = () => HttpResponse.json({ message: 'No such wishlist.' }, { status: 404 });

/**
 * The wishlists area (spec: platform §7): every wishlist call, over a user's wishlists that
 * change as they are created, renamed, deleted and filled, until the state is reset.
 */
export function wishlistsHandlers(initial: WishlistsFixture = defaultWishlists) {
  const current = () => currentWishlists(initial);
  const exists = (wishlistId: string) =>
    current().wishlists.some((wishlist) => wishlist.id.value === wishlistId);
  return [
    answer('getAll', () => HttpResponse.json({ wishlists: current().wishlists })),
    answer('getAllItemsByUser', () => HttpResponse.json({ wishlistItems: current().items })),
    answer('get', async ({ request }) => {
      const body = await bodyOf(request, getWishlistRequestSchema);
      if (!body) return invalid();
      const state = current();
      const wishlist = state.wishlists.find(({ id }) => id.value === body.wishlistId.value);
      if (!wishlist) return notFound();
      return HttpResponse.json({
        wishlist,
        wishlistItems: state.items.filter((item) => item.wishlistId.value === wishlist.id.value),
      });
    }),
    answer('create', async ({ request }) => {
      const body = await bodyOf(request, createWishlistRequestSchema);
      if (!body) return invalid();
      const wishlist = { id: { value: newWishlistId() }, name: body.name };
      recordWishlistEdit({ kind: 'create', wishlist });
      return HttpResponse.json({ wishlist });
    }),
    answer('update', async ({ request }) => {
      const body = await bodyOf(request, updateWishlistRequestSchema);
      if (!body) return invalid();
      if (!exists(body.wishlistId.value)) return notFound();
      const wishlist = { id: body.wishlistId, name: body.name };
      recordWishlistEdit({ kind: 'rename', wishlist });
      return HttpResponse.json({ wishlist });
    }),
    answer('delete', async ({ request }) => {
      const body = await bodyOf(request, deleteWishlistRequestSchema);
      if (!body) return invalid();
      recordWishlistEdit({ kind: 'delete', wishlistId: body.wishlistId.value });
      return HttpResponse.json({});
    }),
    answer('createItem', async ({ request }) => {
      const item = await bodyOf(request, createWishlistItemRequestSchema);
      if (!item) return invalid();
      if (!exists(item.wishlistId.value)) return notFound();
      recordWishlistEdit({ kind: 'add-item', item });
      return HttpResponse.json({});
    }),
    answer('deleteAllItems', async ({ request }) => {
      const body = await bodyOf(request, deleteAllWishlistItemsRequestSchema);
      if (!body) return invalid();
      recordWishlistEdit({ kind: 'remove-listing', listingId: body.productId.value });
      return HttpResponse.json({});
    }),
  ];
}
