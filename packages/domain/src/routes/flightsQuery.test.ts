import { describe, expect, it } from 'vitest';
import type { FlightSearch } from '../flights/flightSearch';
import { noFlightShopFilters } from '../flights/flightShopFilters';
import {
  flightsBookPath,
  flightsConfirmPath,
  flightsSearchPath,
  flightsShopPath,
  parseFlightsBookQuery,
  parseFlightsConfirmQuery,
  parseFlightsSearchQuery,
  parseFlightsShopQuery,
} from './flightsQuery';

const roundTrip: FlightSearch = {
  tripType: 'round_trip',
  legs: [
    { origin: 'YYZ', destination: 'LAX', departureDate: '2026-12-10' },
    { origin: 'LAX', destination: 'YYZ', departureDate: '2026-12-17' },
  ],
  passengers: { adults: 2, children: 1, seatedInfants: 0, lapInfants: 1 },
  cabinClass: 'Economy',
};

const search = (path: string) => path.slice(path.indexOf('?'));

describe('the flight addresses (ours)', () => {
  it('keep the checkout’s travel-app step, and name the confirmation by its booking', () => {
    const book = {
      search: roundTrip,
      flightShopType: 'default' as const,
      chosenFareIds: ['a', 'b'],
    };
    expect(parseFlightsBookQuery(search(flightsBookPath({ ...book, bookStep: 'Review' })))).toEqual(
      {
        ...book,
        bookStep: 'Review',
      },
    );
    expect(flightsConfirmPath('FB-1')).toBe('/flights/book/confirm/?bookingId=FB-1');
    expect(parseFlightsConfirmQuery('?bookingId=FB-1')).toEqual({ bookingId: 'FB-1' });
  });

  it('keep the add-ons bought in the checkout’s address, in the enumeration’s order', () => {
    const book = {
      search: roundTrip,
      flightShopType: 'default' as const,
      chosenFareIds: ['a', 'b'],
    };
    const path = flightsBookPath({ ...book, addOns: ['delay', 'cfar'] });
    expect(path).toContain('&addOns=delay%2Ccfar');
    expect(parseFlightsBookQuery(search(path))).toEqual({ ...book, addOns: ['cfar', 'delay'] });
    const all = ['cfar', 'chfar', 'delay', 'missed-connection'] as const;
    expect(parseFlightsBookQuery(search(flightsBookPath({ ...book, addOns: all })))).toEqual({
      ...book,
      addOns: all,
    });
  });

  it('drop unknown add-ons, and leave the add-ons out when there are none', () => {
    const legs = 'tripType=one_way&legs=YYZ-LAX-2026-12-10&fares=a';
    expect(
      parseFlightsBookQuery(`${legs}&addOns=nonsense,missed-connection,,cfar`)?.addOns,
    ).toEqual(['cfar', 'missed-connection']);
    expect(parseFlightsBookQuery(`${legs}&addOns=nonsense`)).not.toHaveProperty('addOns');
    expect(parseFlightsBookQuery(`${legs}&addOns=`)).not.toHaveProperty('addOns');
    expect(parseFlightsBookQuery(legs)).not.toHaveProperty('addOns');
    const book = {
      search: roundTrip,
      flightShopType: 'default' as const,
      chosenFareIds: ['a', 'b'],
    };
    expect(flightsBookPath({ ...book, addOns: [] })).not.toContain('addOns');
    expect(flightsBookPath({ ...book, addOns: [] })).toBe(flightsBookPath(book));
  });

  it('write a search with its legs, the passengers other than none, the cabin', () => {
    expect(flightsSearchPath({ search: roundTrip, flightShopType: 'default' })).toBe(
      '/flights/?tripType=round_trip&legs=YYZ-LAX-2026-12-10%2CLAX-YYZ-2026-12-17&adults=2&children=1&lapInfants=1&cabinClass=Economy',
    );
    expect(flightsSearchPath()).toBe('/flights/');
  });

  it('read back what they write', () => {
    const shop = {
      search: roundTrip,
      flightShopType: 'pf-purchase' as const,
      chosenFareIds: ['YYZ-LAX-AC793-standard'],
      sortKey: 'price' as const,
      filters: {
        airlines: ['AA', 'ExcludeLcc'] as const,
        stops: 'one or less' as const,
        kinds: ['NoLCC'] as const,
      },
    };
    expect(parseFlightsShopQuery(search(flightsShopPath(shop)))).toEqual(shop);
    const book = {
      search: roundTrip,
      flightShopType: 'default' as const,
      chosenFareIds: ['a', 'b'],
    };
    expect(flightsBookPath(book)).toMatch(/^\/flights\/book\/\?/);
    expect(parseFlightsBookQuery(search(flightsBookPath(book)))).toEqual(book);
  });

  it('leave the defaults out of the shop address', () => {
    const path = flightsShopPath({
      search: roundTrip,
      flightShopType: 'default',
      chosenFareIds: [],
      sortKey: 'fareScore',
      filters: noFlightShopFilters,
    });
    expect(path).not.toMatch(/fares=|sort=|airlines=|stops=|filters=|flightShopType=/);
  });

  it.each([
    ['no legs', 'tripType=one_way'],
    ['a round trip of one leg', 'tripType=round_trip&legs=YYZ-LAX-2026-12-10'],
    ['a one-way trip of two legs', 'tripType=one_way&legs=YYZ-LAX-2026-12-10,LAX-YYZ-2026-12-17'],
    ['six legs', `tripType=multi_city&legs=${Array(6).fill('YYZ-LAX-2026-12-10').join(',')}`],
    ['a leg to where it starts', 'tripType=one_way&legs=YYZ-YYZ-2026-12-10'],
    ['a date that is no date', 'tripType=one_way&legs=YYZ-LAX-2026-13-40'],
    ['legs out of order', 'tripType=open_jaw&legs=YYZ-LAX-2026-12-17,SFO-YYZ-2026-12-10'],
  ])('name no search with %s', (_, query) => {
    expect(parseFlightsSearchQuery(query)).toBeUndefined();
  });

  it('clamp counts, keep one adult, and default the cabin, the trip type and the shop type', () => {
    const parsed = parseFlightsSearchQuery(
      'legs=yyz-lax-2026-12-10,LAX-YYZ-2026-12-17&adults=0&children=40&flightShopType=nonsense',
    );
    expect(parsed).toEqual({
      search: {
        tripType: 'round_trip',
        legs: roundTrip.legs,
        passengers: { adults: 1, children: 9, seatedInfants: 0, lapInfants: 0 },
        cabinClass: 'Economy',
      },
      flightShopType: 'default',
    });
  });

  it('keep at most the fares of the legs before the last on the list, and all on the checkout', () => {
    const legs = 'tripType=one_way&legs=YYZ-LAX-2026-12-10';
    expect(parseFlightsShopQuery(`${legs}&fares=a,b`)?.chosenFareIds).toEqual([]);
    expect(parseFlightsBookQuery(`${legs}&fares=a`)?.chosenFareIds).toEqual(['a']);
    expect(parseFlightsBookQuery(`${legs}&fares=`)).toBeUndefined();
  });
});
