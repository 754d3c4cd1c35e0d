/** Hotel star ratings (spec: products §3 "star ratings NotAvailable, One to Five"). */
export const starRatings = ['NotAvailable', 'One', 'Two', 'Three', 'Four', 'Five'] as const;
export type StarRating = (typeof starRatings)[number];

/**
 * spec: products §9 "hotel star ratings one to five". The number of stars to draw; a hotel
 * without a rating draws none.
 */
export function starRatingStars(rating: StarRating): number {
  return starRatings.indexOf(rating);
}
