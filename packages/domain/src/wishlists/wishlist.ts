import { z } from 'zod/mini';
import type { TextLimit } from '../text/textLimit';

/** The `{ value }` id wrapper the wishlist calls use (spec: platform §3 Wishlist "id.value"). */
export const wishlistIdSchema = z.object({ value: z.string() });
export type WishlistId = z.infer<typeof wishlistIdSchema>;

/**
 * The most characters of a wishlist name (ours: the spec shows no form). 50 fits a wishlist
 * card's title on a phone in two lines.
 */
export const wishlistNameLimit = { maxLength: 50 } as const satisfies TextLimit;

/** A wishlist (spec: platform §3 "wishlist id (id.value)"); the name is ours. */
export const wishlistSchema = z.object({
  id: wishlistIdSchema,
  name: z.string(),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

/** A saved product (spec: platform §3 "items with product id (product.id.value) and wishlistId.value"). */
export const wishlistItemSchema = z.object({
  product: z.object({ id: z.object({ value: z.string() }) }),
  wishlistId: wishlistIdSchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** What wishlist/get-all-wishlist-items-by-user answers (spec: platform §7 "response wishlistItems"). */
export const wishlistItemsByUserResponseSchema = z.object({
  wishlistItems: z.array(wishlistItemSchema),
});
export type WishlistItemsByUserResponse = z.infer<typeof wishlistItemsByUserResponseSchema>;

/** What wishlist/get-all answers; the spec does not show it, the shape is ours. */
export const wishlistsResponseSchema = z.object({ wishlists: z.array(wishlistSchema) });
export type WishlistsResponse = z.infer<typeof wishlistsResponseSchema>;

/** What wishlist/get answers; the spec does not show it, the shape is ours. */
export const wishlistResponseSchema = z.object({
  wishlist: wishlistSchema,
  wishlistItems: z.array(wishlistItemSchema),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
