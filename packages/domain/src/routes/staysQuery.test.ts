import { describe, expect, it } from 'vitest';
import { listingQueryLimits } from './stayAndGuestCounts';
import {
  buildStaysAvailabilityQuery,
  parseStaysAvailabilityQuery,
  parseStaysBookQuery,
  parseStaysConfirmQuery,
  parseStaysShopQuery,
  staysAvailabilityPath,
  staysBookPath,
  staysConfirmPath,
  staysShopPath,
  type HotelStayQuery,
} from './staysQuery';
import { noHotelResultsFilters } from '../hotels/hotelResultsFilters';

const consumer = { today: '2026-07-01', tenant: 'consumer' } as const;
const corporate = { today: '2026-07-01', tenant: 'corporate' } as const;

const chicago: HotelStayQuery = {
  placeTerm: 'Chicago, IL',
  fromDate: '2026-08-10',
  untilDate: '2026-08-13',
  adultsCount: 2,
  childrenCount: 1,
  roomsCount: 1,
};

describe('the hotel search results address (/stays/availability/)', () => {
  it('carries the place, the stay, the guests and the rooms, and reads them back', () => {
    const path = staysAvailabilityPath({
      ...chicago,
      sortOrder: 'Price',
      view: 'map',
      filters: noHotelResultsFilters,
    });
    expect(path).toBe(
      '/stays/availability/?placeTerm=Chicago%2C+IL&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2&childrenCount=1&roomsCount=1&sortOrder=Price&view=map',
    );
    expect(parseStaysAvailabilityQuery(path.split('?')[1] ?? '', consumer)).toEqual({
      ...chicago,
      sortOrder: 'Price',
      view: 'map',
      filters: noHotelResultsFilters,
    });
  });

  it('carries the filters (stars as digits, the price cap in dollars) and the collection, and reads them back', () => {
    const filters = {
      starRatings: ['Four', 'Five'],
      amenities: ['FreeWifi', 'Pool'],
      mealPlans: ['Breakfast', 'AllInclusive'],
      maxNightlyPrice: 400,
      lodgingCollection: 'Premier',
    } as const;
    const query = buildStaysAvailabilityQuery({ ...chicago, filters });
    expect(query).toContain(
      '&stars=4%2C5&amenities=FreeWifi%2CPool&mealPlans=Breakfast%2CAllInclusive&maxPrice=400&lodgingCollection=Premier',
    );
    expect(parseStaysAvailabilityQuery(query, consumer).filters).toEqual({
      ...filters,
      // Read back in the order the enumerations give.
      mealPlans: ['AllInclusive', 'Breakfast'],
    });
  });

  it('drops the filters it cannot read: unknown values, a price cap it does not offer', () => {
    expect(
      parseStaysAvailabilityQuery(
        '?stars=0,6,3,3&amenities=Sauna&mealPlans=&maxPrice=123&lodgingCollection=Gold',
        consumer,
      ).filters,
    ).toEqual({ ...noHotelResultsFilters, starRatings: ['Three'] });
  });

  it('leaves out the default order and view', () => {
    expect(
      buildStaysAvailabilityQuery({
        ...chicago,
        sortOrder: 'MostRecommended',
        view: 'list',
        filters: noHotelResultsFilters,
      }),
    ).toBe(buildStaysAvailabilityQuery({ ...chicago, filters: noHotelResultsFilters }));
  });

  it('gives an empty address the listing defaults, the tenant its adults, and drops what it cannot read', () => {
    expect(parseStaysAvailabilityQuery('', consumer)).toEqual({
      fromDate: '2026-07-02',
      untilDate: '2026-07-04',
      adultsCount: 2,
      childrenCount: 0,
      roomsCount: 1,
      filters: noHotelResultsFilters,
    });
    expect(parseStaysAvailabilityQuery('', corporate).adultsCount).toBe(1);
    const unreadable = parseStaysAvailabilityQuery(
      '?sortOrder=Cheapest&view=favorites_map&roomsCount=99&placeTerm=%20',
      consumer,
    );
    expect(unreadable.sortOrder).toBeUndefined();
    expect(unreadable.view).toBeUndefined();
    expect(unreadable.roomsCount).toBe(listingQueryLimits.maxRooms);
    expect(unreadable.placeTerm).toBeUndefined();
  });
});

describe("a hotel's page address (/stays/shop/)", () => {
  it('names the hotel first, then the stay, and how it is paid (products §2 hotelBookType)', () => {
    const path = staysShopPath({
      ...chicago,
      lodgingId: 'hotel-the-lakefront-grand',
      hotelBookType: 'Miles',
    });
    expect(path).toBe(
      '/stays/shop/?lodgingId=hotel-the-lakefront-grand&placeTerm=Chicago%2C+IL&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2&childrenCount=1&roomsCount=1&hotelBookType=Miles',
    );
    expect(parseStaysShopQuery(path.split('?')[1] ?? '', consumer)).toEqual({
      ...chicago,
      lodgingId: 'hotel-the-lakefront-grand',
      hotelBookType: 'Miles',
    });
    expect(parseStaysShopQuery('?hotelBookType=Points', consumer)).toMatchObject({
      lodgingId: undefined,
      hotelBookType: undefined,
    });
  });
});

describe('the hotel checkout and confirmation addresses (/stays/book/, /stays/book/confirm/)', () => {
  it('carries the hotel, the rate, a refundable room’s quote and the stay, and reads them back', () => {
    const path = staysBookPath({
      ...chicago,
      lodgingId: 'hotel-the-lakefront-grand',
      roomId: 'room-1',
      rateId: 'rate-2',
      refundableRoomQuoteId: 'cfar-7',
      hotelBookType: 'Miles',
    });
    expect(path).toBe(
      '/stays/book/?lodgingId=hotel-the-lakefront-grand&roomId=room-1&rateId=rate-2&refundableRoomQuoteId=cfar-7&placeTerm=Chicago%2C+IL&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2&childrenCount=1&roomsCount=1&hotelBookType=Miles',
    );
    expect(parseStaysBookQuery(path.split('?')[1] ?? '', consumer)).toEqual({
      ...chicago,
      lodgingId: 'hotel-the-lakefront-grand',
      roomId: 'room-1',
      rateId: 'rate-2',
      refundableRoomQuoteId: 'cfar-7',
      hotelBookType: 'Miles',
    });
  });

  it('a rate without a refundable room leaves its quote out; a bare address has no rate', () => {
    expect(staysBookPath({ ...chicago, lodgingId: 'h', roomId: 'r', rateId: 'x' })).not.toContain(
      'refundableRoomQuoteId',
    );
    expect(parseStaysBookQuery('', consumer)).toMatchObject({
      lodgingId: undefined,
      roomId: undefined,
      rateId: undefined,
    });
  });

  it('the confirmation names the booking', () => {
    expect(staysConfirmPath('HTL-0001')).toBe('/stays/book/confirm/?bookingId=HTL-0001');
    expect(parseStaysConfirmQuery('bookingId=HTL-0001')).toEqual({ bookingId: 'HTL-0001' });
    expect(parseStaysConfirmQuery('')).toEqual({ bookingId: undefined });
  });
});
