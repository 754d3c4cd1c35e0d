import { describe, expect, it } from 'vitest';
import {
  hotelAvailabilityPageSize,
  hotelAvailabilityRequestSchema,
  hotelAvailabilityResponseSchema,
  type HotelAvailabilityRequest,
} from './hotelAvailability';

const request: HotelAvailabilityRequest = {
  lodgingSelection: { searchType: 'Location', placeTerm: 'Chicago, IL' },
  stayDetails: { dateRange: { from: '2026-07-21', until: '2026-07-24' } },
  guestDetails: { adults: 2, children: [7] },
  roomsCount: 1,
  sortOrder: 'MostRecommended',
  page: { offset: 0, size: hotelAvailabilityPageSize },
};

describe('the hotel availability call', () => {
  it('asks for a place or given lodgings, a stay, guests in rooms, an order and a page', () => {
    expect(hotelAvailabilityRequestSchema.parse(request)).toEqual(request);
    const byIds = {
      ...request,
      lodgingSelection: { searchType: 'LodgingIds', lodgingIds: ['hotel-the-copley-regent'] },
    };
    expect(hotelAvailabilityRequestSchema.parse(byIds)).toEqual(byIds);
    expect(hotelAvailabilityPageSize).toBe(10);
  });

  it('refuses a search for nowhere, no adults, no rooms, an unknown order or a malformed date', () => {
    const refused = [
      { ...request, lodgingSelection: { searchType: 'Location', placeTerm: '  ' } },
      { ...request, lodgingSelection: { searchType: 'LodgingIds', lodgingIds: [] } },
      { ...request, guestDetails: { adults: 0, children: [] } },
      { ...request, roomsCount: 0 },
      { ...request, sortOrder: 'Cheapest' },
      { ...request, stayDetails: { dateRange: { from: '21/07/2026', until: '2026-07-24' } } },
    ];
    for (const body of refused)
      expect(hotelAvailabilityRequestSchema.safeParse(body).success).toBe(false);
  });

  it('answers a page of lodgings, how many there are, where the next page starts and the centre', () => {
    const page = {
      value: {
        lodgings: [],
        totalCount: 12,
        nextPageOffset: 10,
        centre: { name: 'Chicago, IL', lat: 41.8789, lon: -87.6244 },
      },
    };
    expect(hotelAvailabilityResponseSchema.parse(page)).toEqual(page);
    expect(hotelAvailabilityResponseSchema.safeParse({ value: { lodgings: [] } }).success).toBe(
      false,
    );
  });
});
