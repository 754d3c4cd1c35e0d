import {
  apiBasePath,
  wishlistCalls,
  wishlistItemsByUserResponseSchema,
  wishlistResponseSchema,
  wishlistSchema,
  wishlistsResponseSchema,
  type CreateWishlistItemRequest,
  type CreateWishlistRequest,
  type UpdateWishlistRequest,
  type Wishlist,
  type WishlistCall,
  type WishlistItem,
  type WishlistResponse,
} from '@wayfare/domain';
import { z } from 'zod/mini';
import type { ApiClient, ResponseSchema } from '../createApiClient';

/**
 * What wishlist/create and PUT wishlist/update answer: the spec does not show it; ours is the
 * wishlist as saved, so the caller learns a new wishlist's id.
 */
export const savedWishlistResponseSchema = z.object({ wishlist: wishlistSchema });

/** One wishlist call of spec platform §7, with its method and path from the domain. */
function wishlistRequest<T>(
  client: ApiClient,
  call: WishlistCall,
  body: unknown,
  schema: ResponseSchema<T>,
  signal: AbortSignal | undefined,
): Promise<T> {
  const { method, path } = wishlistCalls[call];
  return client.request({ method, path: `${apiBasePath}${path}`, body, schema, signal });
}

/** `wishlist/get-all`: the user's wishlists (spec: platform §7). */
export async function getWishlists(client: ApiClient, signal?: AbortSignal): Promise<Wishlist[]> {
  const { wishlists } = await wishlistRequest(
    client,
    'getAll',
    {},
    wishlistsResponseSchema,
    signal,
  );
  return wishlists;
}

/** `wishlist/get`: one wishlist with its items (spec: platform §7 "wishlist id"). */
export function getWishlist(
  client: ApiClient,
  wishlistId: string,
  signal?: AbortSignal,
): Promise<WishlistResponse> {
  return wishlistRequest(
    client,
    'get',
    { wishlistId: { value: wishlistId } },
    wishlistResponseSchema,
    signal,
  );
}

/**
 * `wishlist/get-all-wishlist-items-by-user`: every saved listing of every wishlist (spec: platform
 * §7). Experiment gated: the caller asks only with the wishlists experiment on.
 */
export async function getWishlistItemsByUser(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<WishlistItem[]> {
  const { wishlistItems } = await wishlistRequest(
    client,
    'getAllItemsByUser',
    {},
    wishlistItemsByUserResponseSchema,
    signal,
  );
  return wishlistItems;
}

/** `wishlist/create`: a new, empty wishlist. */
export async function createWishlist(
  client: ApiClient,
  request: CreateWishlistRequest,
  signal?: AbortSignal,
): Promise<Wishlist> {
  const { wishlist } = await wishlistRequest(
    client,
    'create',
    request,
    savedWishlistResponseSchema,
    signal,
  );
  return wishlist;
}

/** `PUT wishlist/update`: a wishlist renamed. */
export async function renameWishlist(
  client: ApiClient,
  request: UpdateWishlistRequest,
  signal?: AbortSignal,
): Promise<Wishlist> {
  const { wishlist } = await wishlistRequest(
    client,
    'update',
    request,
    savedWishlistResponseSchema,
    signal,
  );
  return wishlist;
}

/** `wishlist/delete`: a wishlist and its items go. The answer is not shown; it is ignored. */
export async function deleteWishlist(
  client: ApiClient,
  wishlistId: string,
  signal?: AbortSignal,
): Promise<void> {
  await wishlistRequest(
    client,
    'delete',
    { wishlistId: { value: wishlistId } },
    z.unknown(),
    signal,
  );
}

/** `wishlist-item/create` (spec: platform §7 "product.id.value, wishlistId.value"): a listing saved. */
export async function addWishlistItem(
  client: ApiClient,
  item: CreateWishlistItemRequest,
  signal?: AbortSignal,
): Promise<void> {
  await wishlistRequest(client, 'createItem', item, z.unknown(), signal);
}

/**
 * `wishlist-item/delete-all` (spec: platform §7 "productId.value"): the listing leaves every
 * wishlist it was saved in.
 */
export async function removeListingFromWishlists(
  client: ApiClient,
  listingId: string,
  signal?: AbortSignal,
): Promise<void> {
  await wishlistRequest(
    client,
    'deleteAllItems',
    { productId: { value: listingId } },
    z.unknown(),
    signal,
  );
}
