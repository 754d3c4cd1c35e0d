import { describe, expect, it } from 'vitest';
import {
  hasHotelAmenities,
  hotelResultsFiltersCount,
  hotelResultsFiltersSchema,
  noHotelResultsFilters,
} from './hotelResultsFilters';

describe('the hotel list filters', () => {
  it('takes any pool for a pool, and wants every chosen amenity', () => {
    expect(hasHotelAmenities(['IndoorPool', 'FreeWifi'], ['Pool', 'FreeWifi'])).toBe(true);
    expect(hasHotelAmenities(['IndoorPool'], ['Pool', 'Spa'])).toBe(false);
    expect(hasHotelAmenities([], [])).toBe(true);
  });

  it('counts the chosen filters, the price cap as one', () => {
    expect(hotelResultsFiltersCount(noHotelResultsFilters)).toBe(0);
    expect(
      hotelResultsFiltersCount({
        starRatings: ['Four', 'Five'],
        amenities: ['Spa'],
        mealPlans: [],
        maxNightlyPrice: 250,
        lodgingCollection: 'Premier',
      }),
    ).toBe(4);
  });

  it('reads an absent list as none', () => {
    expect(hotelResultsFiltersSchema.parse({})).toEqual(noHotelResultsFilters);
  });
});
