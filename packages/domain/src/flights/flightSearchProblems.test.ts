import { describe, expect, it } from 'vitest';
import { defaultFlightPassengerCounts } from './flightSearch';
import {
  defaultFlightSearchDraft,
  withTripType,
  type FlightSearchDraft,
} from './flightSearchDraft';
import { flightSearchOf } from './flightSearchOf';
import {
  flightPassengerProblems,
  flightSearchProblems,
  flightSearchProblemTexts,
} from './flightSearchProblems';

const today = '2026-07-01';

const outbound = { origin: 'YYZ', destination: 'LAX', departureDate: '2026-07-15' };
const back = { origin: 'LAX', destination: 'YYZ', departureDate: '2026-07-22' };

const roundTrip: FlightSearchDraft = {
  tripType: 'round_trip',
  legs: [outbound, back],
  passengers: defaultFlightPassengerCounts,
  cabinClass: 'Economy',
};

const multiCity: FlightSearchDraft = {
  ...roundTrip,
  tripType: 'multi_city',
  legs: [
    { origin: 'YYZ', destination: 'CDG', departureDate: '2026-08-01' },
    { origin: 'CDG', destination: 'FCO', departureDate: '2026-08-05' },
    { origin: 'FCO', destination: 'YYZ', departureDate: '2026-08-12' },
  ],
};

const passengers = (counts: Partial<FlightSearchDraft['passengers']>) => ({
  ...defaultFlightPassengerCounts,
  ...counts,
});

describe('the problems of a flight search (ours; products §5 for the passengers)', () => {
  it('finds none in a complete search, which becomes the search to send', () => {
    expect(flightSearchProblems(roundTrip, today)).toEqual([]);
    expect(flightSearchOf(roundTrip, today)).toEqual(roundTrip);
    expect(flightSearchOf(multiCity, today)?.legs).toEqual(multiCity.legs);
  });

  it("asks for each leg's airports, a round trip's outbound only (its return flies it back)", () => {
    const draft = defaultFlightSearchDraft(today);
    expect(flightSearchProblems(draft, today)).toEqual([
      { kind: 'origin-missing', leg: 0 },
      { kind: 'destination-missing', leg: 0 },
    ]);
    expect(flightSearchOf(draft, today)).toBeUndefined();
    expect(flightSearchProblems(withTripType(draft, 'open_jaw'), today)).toEqual([
      { kind: 'origin-missing', leg: 0 },
      { kind: 'destination-missing', leg: 0 },
      { kind: 'origin-missing', leg: 1 },
      { kind: 'destination-missing', leg: 1 },
    ]);
  });

  it('refuses a leg to the airport it leaves from', () => {
    const loop: FlightSearchDraft = {
      ...multiCity,
      legs: [multiCity.legs[0], { origin: 'CDG', destination: 'CDG', departureDate: '2026-08-05' }],
    };
    expect(flightSearchProblems(loop, today)).toEqual([{ kind: 'same-airports', leg: 1 }]);
  });

  it('refuses a day before today, and a leg before the leg ahead of it', () => {
    const late: FlightSearchDraft = {
      ...multiCity,
      legs: [
        { origin: 'YYZ', destination: 'CDG', departureDate: '2026-06-30' },
        { origin: 'CDG', destination: 'FCO', departureDate: '2026-08-05' },
        { origin: 'FCO', destination: 'YYZ', departureDate: '2026-08-04' },
      ],
    };
    expect(flightSearchProblems(late, today)).toEqual([
      { kind: 'date-before-today', leg: 0 },
      { kind: 'dates-out-of-order', leg: 2 },
    ]);
    const backBeforeOut: FlightSearchDraft = {
      ...roundTrip,
      legs: [outbound, { ...back, departureDate: '2026-07-14' }],
    };
    expect(flightSearchProblems(backBeforeOut, today)).toEqual([
      { kind: 'dates-out-of-order', leg: 1 },
    ]);
    // Today itself, and two legs on one day, are fine.
    const sameDay: FlightSearchDraft = {
      ...roundTrip,
      legs: [
        { ...outbound, departureDate: today },
        { ...back, departureDate: today },
      ],
    };
    expect(flightSearchProblems(sameDay, today)).toEqual([]);
  });

  it('needs an adult, no more lap infants than adults, and at most nine passengers', () => {
    expect(flightPassengerProblems(passengers({ adults: 0, children: 1 }))).toEqual([
      'NoAdultPassenger',
    ]);
    expect(flightPassengerProblems(passengers({ adults: 1, lapInfants: 2 }))).toEqual([
      'TooManyLapInfants',
    ]);
    expect(flightPassengerProblems(passengers({ adults: 2, lapInfants: 2 }))).toEqual([]);
    expect(flightPassengerProblems(passengers({ adults: 5, children: 4 }))).toEqual([]);
    expect(flightPassengerProblems(passengers({ adults: 5, children: 4, lapInfants: 1 }))).toEqual([
      'TooManyPassengers',
    ]);
    expect(
      flightSearchProblems(
        { ...roundTrip, passengers: passengers({ adults: 0, lapInfants: 1 }) },
        today,
      ),
    ).toEqual([{ kind: 'NoAdultPassenger' }, { kind: 'TooManyLapInfants' }]);
  });

  it('says each problem in words', () => {
    expect(flightSearchProblemTexts.TooManyPassengers).toBe('A search takes at most 9 passengers.');
    for (const text of Object.values(flightSearchProblemTexts)) expect(text).toMatch(/\.$/);
  });
});
