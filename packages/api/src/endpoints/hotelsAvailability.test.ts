import { hotelAvailabilityRequestSchema } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { hotelAvailabilityRequestBody, type HotelSearchQuery } from './hotelsAvailability';

const query: HotelSearchQuery = {
  lodgingSelection: { searchType: 'Location', placeTerm: 'Chicago, IL' },
  stayDates: { from: '2026-08-01', until: '2026-08-04' },
  adults: 2,
  childAges: [7],
  roomsCount: 1,
  sortOrder: 'MostRecommended',
};

describe('hotels/availability', () => {
  it('sends the request documented in the README, which the domain schema reads', () => {
    const body = hotelAvailabilityRequestBody(query, 10);
    expect(body).toEqual({
      lodgingSelection: { searchType: 'Location', placeTerm: 'Chicago, IL' },
      stayDetails: { dateRange: { from: '2026-08-01', until: '2026-08-04' } },
      guestDetails: { adults: 2, children: [7] },
      roomsCount: 1,
      sortOrder: 'MostRecommended',
      page: { offset: 10, size: 10 },
    });
    expect(hotelAvailabilityRequestSchema.parse(body)).toEqual(body);
  });

  it('sends the filters when there are some', () => {
    const filters = {
      starRatings: ['Four'],
      amenities: ['Pool'],
      mealPlans: ['Breakfast'],
      maxNightlyPrice: 250,
      lodgingCollection: 'Lifestyle',
    } as const;
    const body = hotelAvailabilityRequestBody({ ...query, filters }, 0);
    expect(body.filters).toEqual(filters);
    expect(hotelAvailabilityRequestSchema.parse(body).filters).toEqual(filters);
  });
});
