/** A wishlist as the wishlist components show it: its id, name and how many homes it holds. */
export interface WishlistSummary {
  readonly id: string;
  readonly name: string;
  readonly homeCount: number;
}
