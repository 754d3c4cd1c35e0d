/** Fare shelves, cheapest first (spec: products §3 "Shelf ratings"). */
export const fareShelves = ['basic', 'standard', 'enhanced', 'premium', 'luxury'] as const;
export type FareShelf = (typeof fareShelves)[number];

/** spec: products §3 "Shelf ratings: basic 0, standard 1, enhanced 2, premium 3, luxury 4". */
export const fareShelfRatings: Readonly<Record<FareShelf, number>> = {
  basic: 0,
  standard: 1,
  enhanced: 2,
  premium: 3,
  luxury: 4,
};

/** The shelf of a rating the server sends, or undefined for a rating outside 0 to 4. */
export function fareShelfOfRating(rating: number): FareShelf | undefined {
  return fareShelves.find((shelf) => fareShelfRatings[shelf] === rating);
}
