import { z } from 'zod/mini';
import { isWithinTextLimit, textLimitMessage } from '../text/textLimit';
import { wishlistIdSchema, wishlistItemSchema, wishlistNameLimit } from './wishlist';

/**
 * The wishlist calls (spec: platform §7 "Wishlists (all POST unless noted, under
 * /api/v0/travel/wishlists)"), paths relative to the API base path.
 */
export const wishlistCalls = {
  get: { method: 'POST', path: '/travel/wishlists/wishlist/get' },
  getAll: { method: 'POST', path: '/travel/wishlists/wishlist/get-all' },
  getAllItemsByUser: {
    method: 'POST',
    path: '/travel/wishlists/wishlist/get-all-wishlist-items-by-user',
  },
  create: { method: 'POST', path: '/travel/wishlists/wishlist/create' },
  delete: { method: 'POST', path: '/travel/wishlists/wishlist/delete' },
  update: { method: 'PUT', path: '/travel/wishlists/wishlist/update' },
  createItem: { method: 'POST', path: '/travel/wishlists/wishlist-item/create' },
  deleteAllItems: { method: 'POST', path: '/travel/wishlists/wishlist-item/delete-all' },
} as const;
export type WishlistCall = keyof typeof wishlistCalls;

/** wishlist/get (spec: platform §7 "wishlist id"); the field name is ours. */
export const getWishlistRequestSchema = z.object({ wishlistId: wishlistIdSchema });
export type GetWishlistRequest = z.infer<typeof getWishlistRequestSchema>;

/** wishlist/get-all and wishlist/get-all-wishlist-items-by-user take an empty object (ours: not shown). */
export const emptyWishlistRequestSchema = z.object({});
export type EmptyWishlistRequest = z.infer<typeof emptyWishlistRequestSchema>;

/** A wishlist name as create and update take it: trimmed, not blank, within wishlistNameLimit. */
const wishlistNameSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.refine((name) => isWithinTextLimit(name, wishlistNameLimit), {
    message: textLimitMessage(wishlistNameLimit.maxLength),
  }),
);

/** wishlist/create: payload not shown, ours. */
export const createWishlistRequestSchema = z.object({ name: wishlistNameSchema });
export type CreateWishlistRequest = z.infer<typeof createWishlistRequestSchema>;

/** wishlist/delete: payload not shown, ours. */
export const deleteWishlistRequestSchema = z.object({ wishlistId: wishlistIdSchema });
export type DeleteWishlistRequest = z.infer<typeof deleteWishlistRequestSchema>;

/** PUT wishlist/update: payload not shown, ours (a rename). */
export const updateWishlistRequestSchema = z.object({
  wishlistId: wishlistIdSchema,
  name: wishlistNameSchema,
});
export type UpdateWishlistRequest = z.infer<typeof updateWishlistRequestSchema>;

/** wishlist-item/create (spec: platform §7 "product.id.value, wishlistId.value"). */
export const createWishlistItemRequestSchema = wishlistItemSchema;
export type CreateWishlistItemRequest = z.infer<typeof createWishlistItemRequestSchema>;

/** wishlist-item/delete-all (spec: platform §7 "productId.value"): the product leaves every wishlist. */
export const deleteAllWishlistItemsRequestSchema = z.object({
  productId: z.object({ value: z.string() }),
});
export type DeleteAllWishlistItemsRequest = z.infer<typeof deleteAllWishlistItemsRequestSchema>;
