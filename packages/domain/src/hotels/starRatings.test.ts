import { describe, expect, it } from 'vitest';
import { starRatingStars } from './starRatings';

// spec: products §3 "star ratings NotAvailable, One to Five"; products §9 "hotel star ratings one to five"
describe('starRatingStars', () => {
  it.each([
    ['NotAvailable', 0],
    ['One', 1],
    ['Two', 2],
    ['Three', 3],
    ['Four', 4],
    ['Five', 5],
  ] as const)('%s draws %i stars', (rating, stars) => {
    expect(starRatingStars(rating)).toBe(stars);
  });
});
