import { describe, expect, it } from 'vitest';
import type { FlightSearch } from './flightSearch';
import {
  canAddFlightLeg,
  canRemoveFlightLeg,
  defaultFlightSearchDraft,
  flightSearchDraftOf,
  withAirportsSwapped,
  withLegAdded,
  withLegEdit,
  withLegRemoved,
  withTripType,
  type FlightSearchDraft,
} from './flightSearchDraft';

const today = '2026-07-01';

const roundTrip: FlightSearchDraft = {
  tripType: 'round_trip',
  legs: [
    { origin: 'YYZ', destination: 'LAX', departureDate: '2026-07-15' },
    { origin: 'LAX', destination: 'YYZ', departureDate: '2026-07-22' },
  ],
  passengers: { adults: 1, children: 0, seatedInfants: 0, lapInfants: 0 },
  cabinClass: 'Economy',
};

const multiCity = (count: number): FlightSearchDraft =>
  Array.from({ length: count - 2 }).reduce<FlightSearchDraft>(
    (draft) => withLegAdded(draft),
    withTripType(withTripType(roundTrip, 'one_way'), 'multi_city'),
  );

const route = (draft: FlightSearchDraft) =>
  draft.legs.map((leg) => `${leg.origin ?? '?'}-${leg.destination ?? '?'} ${leg.departureDate}`);

describe('the flight search draft (ours)', () => {
  it('opens on a round trip in two weeks for a week, one adult, Economy, airports to choose', () => {
    expect(defaultFlightSearchDraft(today)).toEqual({
      tripType: 'round_trip',
      legs: [
        { origin: undefined, destination: undefined, departureDate: '2026-07-15' },
        { origin: undefined, destination: undefined, departureDate: '2026-07-22' },
      ],
      passengers: { adults: 1, children: 0, seatedInfants: 0, lapInfants: 0 },
      cabinClass: 'Economy',
    });
  });

  it('fills in a search from the address; BasicEconomy searches Economy', () => {
    const search: FlightSearch = {
      tripType: 'open_jaw',
      legs: [
        { origin: 'YYZ', destination: 'CDG', departureDate: '2026-08-01' },
        { origin: 'FCO', destination: 'YYZ', departureDate: '2026-08-15' },
      ],
      passengers: { adults: 2, children: 1, seatedInfants: 0, lapInfants: 1 },
      cabinClass: 'BasicEconomy',
    };
    expect(flightSearchDraftOf(search, today)).toEqual({ ...search, cabinClass: 'Economy' });
    expect(flightSearchDraftOf({ ...search, cabinClass: 'First' }, today).cabinClass).toBe('First');
  });

  it("flies a round trip's return from its outbound's destination, whatever the address says", () => {
    const search: FlightSearch = {
      ...roundTrip,
      legs: [
        { origin: 'YYZ', destination: 'LAX', departureDate: '2026-07-15' },
        { origin: 'SFO', destination: 'YUL', departureDate: '2026-07-22' },
      ],
    };
    expect(route(flightSearchDraftOf(search, today))).toEqual([
      'YYZ-LAX 2026-07-15',
      'LAX-YYZ 2026-07-22',
    ]);
  });

  it('opens the default form for a search without a leg', () => {
    expect(flightSearchDraftOf({ ...roundTrip, legs: [] }, today)).toEqual(
      defaultFlightSearchDraft(today),
    );
  });

  it('keeps the first leg for one way, and returns a week later when it becomes a round trip', () => {
    const oneWay = withTripType(roundTrip, 'one_way');
    expect(route(oneWay)).toEqual(['YYZ-LAX 2026-07-15']);
    expect(route(withTripType(oneWay, 'round_trip'))).toEqual([
      'YYZ-LAX 2026-07-15',
      'LAX-YYZ 2026-07-22',
    ]);
  });

  it("makes a round trip's return a leg of its own in an open jaw, then a multi-city trip", () => {
    const openJaw = withTripType(roundTrip, 'open_jaw');
    expect(openJaw.tripType).toBe('open_jaw');
    expect(route(openJaw)).toEqual(['YYZ-LAX 2026-07-15', 'LAX-YYZ 2026-07-22']);
    const edited = withLegEdit(openJaw, 1, { origin: 'SFO' });
    expect(route(edited)).toEqual(['YYZ-LAX 2026-07-15', 'SFO-YYZ 2026-07-22']);
    expect(route(withTripType(edited, 'multi_city'))).toEqual(route(edited));
  });

  it('adds a second leg from where the first lands a week later when one way becomes open jaw', () => {
    expect(route(withTripType(withTripType(roundTrip, 'one_way'), 'open_jaw'))).toEqual([
      'YYZ-LAX 2026-07-15',
      'LAX-? 2026-07-22',
    ]);
  });

  it('keeps the first two legs of a multi-city trip when it becomes a round trip', () => {
    const fromMultiCity = withTripType(
      withLegEdit(multiCity(3), 1, { destination: 'SFO' }),
      'round_trip',
    );
    expect(route(fromMultiCity)).toEqual(['YYZ-LAX 2026-07-15', 'LAX-YYZ 2026-07-22']);
  });

  it("keeps a round trip's return reversed as its outbound changes; its date is its own", () => {
    const toSeattle = withLegEdit(roundTrip, 0, { destination: 'SEA' });
    expect(route(toSeattle)).toEqual(['YYZ-SEA 2026-07-15', 'SEA-YYZ 2026-07-22']);
    expect(route(withLegEdit(toSeattle, 1, { departureDate: '2026-07-25' }))).toEqual([
      'YYZ-SEA 2026-07-15',
      'SEA-YYZ 2026-07-25',
    ]);
    expect(route(withLegEdit(toSeattle, 1, { origin: 'JFK' }))).toEqual(route(toSeattle));
  });

  it('leaves a multi-city leg from where the one before lands, unless it has an origin of its own', () => {
    const three = multiCity(3);
    expect(route(withLegEdit(three, 1, { destination: 'SFO' }))).toEqual([
      'YYZ-LAX 2026-07-15',
      'LAX-SFO 2026-07-22',
      'SFO-? 2026-07-29',
    ]);
    const ownOrigin = withLegEdit(three, 2, { origin: 'SEA' });
    expect(route(withLegEdit(ownOrigin, 1, { destination: 'SFO' }))).toEqual([
      'YYZ-LAX 2026-07-15',
      'LAX-SFO 2026-07-22',
      'SEA-? 2026-07-29',
    ]);
    // Where the one before lands changes, and the next leg still leaves from there.
    expect(route(withLegEdit(three, 0, { destination: 'DEN' }))).toEqual([
      'YYZ-DEN 2026-07-15',
      'DEN-? 2026-07-22',
      '?-? 2026-07-29',
    ]);
    // A cleared destination leaves the next leg's origin as it is; so does an open jaw.
    expect(route(withLegEdit(three, 0, { destination: undefined }))[1]).toBe('LAX-? 2026-07-22');
    const openJaw = withTripType(three, 'open_jaw');
    expect(route(withLegEdit(openJaw, 0, { destination: 'DEN' }))[1]).toBe('LAX-? 2026-07-22');
    expect(withLegEdit(three, 5, { destination: 'DEN' })).toBe(three);
  });

  it('swaps the airports of a leg; an index with no leg changes nothing', () => {
    expect(route(withAirportsSwapped(roundTrip, 0))).toEqual([
      'LAX-YYZ 2026-07-15',
      'YYZ-LAX 2026-07-22',
    ]);
    const openJaw = withTripType(withTripType(roundTrip, 'one_way'), 'open_jaw');
    expect(route(withAirportsSwapped(openJaw, 1))).toEqual([
      'YYZ-LAX 2026-07-15',
      '?-LAX 2026-07-22',
    ]);
    expect(withAirportsSwapped(roundTrip, 2)).toBe(roundTrip);
  });

  it('adds multi-city legs up to five, each from where the last lands a week later', () => {
    const five = multiCity(5);
    expect(route(five)).toEqual([
      'YYZ-LAX 2026-07-15',
      'LAX-? 2026-07-22',
      '?-? 2026-07-29',
      '?-? 2026-08-05',
      '?-? 2026-08-12',
    ]);
    expect(canAddFlightLeg(five)).toBe(false);
    expect(withLegAdded(five)).toBe(five);
    expect(canAddFlightLeg(roundTrip)).toBe(false);
    expect(withLegAdded(roundTrip)).toBe(roundTrip);
  });

  it('removes multi-city legs down to two, and no leg of another trip type', () => {
    const three = withLegEdit(multiCity(3), 2, { destination: 'SFO' });
    expect(canRemoveFlightLeg(three)).toBe(true);
    const withoutFirst = withLegRemoved(three, 0);
    expect(route(withoutFirst)).toEqual(['LAX-? 2026-07-22', '?-SFO 2026-07-29']);
    expect(canRemoveFlightLeg(withoutFirst)).toBe(false);
    expect(withLegRemoved(withoutFirst, 1)).toBe(withoutFirst);
    expect(canRemoveFlightLeg(roundTrip)).toBe(false);
    expect(withLegRemoved(roundTrip, 1)).toBe(roundTrip);
  });
});
