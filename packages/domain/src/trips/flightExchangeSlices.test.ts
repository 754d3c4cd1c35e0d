import { describe, expect, it } from 'vitest';
import type { FlightSegment, FlightSlice } from '../flights/flightItinerary';
import type { EligibleFlightExchange, FlightExchangeRequest } from './flightExchangeCalls';
import {
  eligibleFlightExchangeOf,
  exchangeRequestProblem,
  exchangeSliceActionsOf,
  isItineraryFlown,
  isSliceFlown,
  maxExchangeSlicesOf,
} from './flightExchangeSlices';

const now = new Date('2026-07-01T14:00:00.000Z');

/** A slice of one or two flights, leaving at a local time with its offset. */
function sliceOf(
  route: readonly string[],
  departure: string,
  updatedDeparture?: string,
): FlightSlice {
  const segments: FlightSegment[] = route.slice(1).map((to, index) => ({
    cabinClassName: 'Economy',
    marketingAirline: { code: 'AC', flightNumber: `${870 + index}` },
    operatingAirline: { code: 'AC', flightNumber: `${870 + index}` },
    origin: { locationCode: route[index] ?? '' },
    destination: { locationCode: to },
    scheduledDeparture: departure,
    scheduledArrival: `${departure.slice(0, 11)}23:00`,
    ...(updatedDeparture && index === 0 ? { updatedDeparture } : {}),
    zonedDeparture: `${departure}:00-04:00`,
    zonedArrival: `${departure.slice(0, 11)}23:00:00+02:00`,
    stops: 0,
  }));
  return { segments, fareShelf: { shortBrandName: 'Standard' } };
}

const flown = sliceOf(['YUL', 'CDG'], '2026-06-28T19:00');
const leavingSoon = sliceOf(['CDG', 'FCO'], '2026-07-05T10:30');
// 10:00 in Toronto is now: a slice that leaves this very minute has left.
const leavingNow = sliceOf(['YYZ', 'BOS'], '2026-07-01T10:00');

describe('exchangeSliceActionsOf', () => {
  it('locks a flown slice as Flown, from the minute it leaves', () => {
    expect(isSliceFlown(flown, now)).toBe(true);
    expect(isSliceFlown(leavingNow, now)).toBe(true);
    expect(exchangeSliceActionsOf(flown, 'round_trip', now)).toEqual(['Flown']);
    expect(exchangeSliceActionsOf(flown, 'multi_city', now)).toEqual(['Flown']);
  });

  it('keeps or changes a slice still to fly, and also removes one of a multi-city', () => {
    expect(exchangeSliceActionsOf(leavingSoon, 'round_trip', now)).toEqual(['Keep', 'Change']);
    expect(exchangeSliceActionsOf(leavingSoon, 'one_way', now)).toEqual(['Keep', 'Change']);
    expect(exchangeSliceActionsOf(leavingSoon, 'open_jaw', now)).toEqual(['Keep', 'Change']);
    expect(exchangeSliceActionsOf(leavingSoon, 'multi_city', now)).toEqual([
      'Keep',
      'Change',
      'Remove',
    ]);
  });

  it('treats a slice without flights as not flown, with no route', () => {
    const empty = { segments: [], fareShelf: { shortBrandName: 'Basic' } };
    expect(isSliceFlown(empty, now)).toBe(false);
    expect(
      eligibleFlightExchangeOf({ tripType: 'one_way', slices: [empty] }, now).slices[0],
    ).toMatchObject({ origin: '', destination: '', departure: '', arrival: '', flights: [] });
  });
});

describe('maxExchangeSlicesOf', () => {
  it('lets a multi-city grow to 5 legs, and nothing else grow', () => {
    expect(maxExchangeSlicesOf('multi_city', 3)).toBe(5);
    expect(maxExchangeSlicesOf('multi_city', 5)).toBe(5);
    expect(maxExchangeSlicesOf('round_trip', 2)).toBe(2);
    expect(maxExchangeSlicesOf('one_way', 1)).toBe(1);
  });
});

describe('eligibleFlightExchangeOf', () => {
  it('gives each slice its route, times, flights and actions', () => {
    const options = eligibleFlightExchangeOf(
      {
        tripType: 'multi_city',
        slices: [
          flown,
          sliceOf(['CDG', 'AMS', 'FCO'], '2026-07-05T10:30', '2026-07-05T11:15'),
          sliceOf(['FCO', 'YUL'], '2026-07-12T12:40'),
        ],
      },
      now,
    );
    expect(options.maxSlices).toBe(5);
    expect(options.slices[1]).toEqual({
      origin: 'CDG',
      destination: 'FCO',
      departure: '2026-07-05T11:15',
      arrival: '2026-07-05T23:00',
      flights: ['AC 870', 'AC 871'],
      actions: ['Keep', 'Change', 'Remove'],
    });
    expect(options.slices.map(({ actions }) => actions[0])).toEqual(['Flown', 'Keep', 'Keep']);
  });

  it('knows when every slice has been flown', () => {
    expect(isItineraryFlown({ slices: [flown, leavingNow] }, now)).toBe(true);
    expect(isItineraryFlown({ slices: [flown, leavingSoon] }, now)).toBe(false);
  });
});

describe('exchangeRequestProblem', () => {
  const options: EligibleFlightExchange = {
    eligibility: 'Eligible',
    tripType: 'multi_city',
    slices: [
      {
        origin: 'YUL',
        destination: 'CDG',
        departure: '2026-06-28T19:00',
        arrival: '2026-06-29T07:55',
        flights: ['AC 870'],
        actions: ['Flown'],
      },
      {
        origin: 'CDG',
        destination: 'FCO',
        departure: '2026-07-05T10:30',
        arrival: '2026-07-05T12:35',
        flights: ['AF 1404'],
        actions: ['Keep', 'Change', 'Remove'],
      },
      {
        origin: 'FCO',
        destination: 'YUL',
        departure: '2026-07-12T12:40',
        arrival: '2026-07-12T16:05',
        flights: ['AC 895'],
        actions: ['Keep', 'Change', 'Remove'],
      },
    ],
    maxSlices: 4,
  };
  const add = {
    action: 'Add',
    origin: 'YUL',
    destination: 'YYZ',
    date: '2026-07-20',
    timeOfDay: 1,
  } as const;
  const request = (...slices: FlightExchangeRequest['slices']): FlightExchangeRequest => ({
    slices,
  });

  it.each([
    [
      'a removed leg and an added one',
      request(
        { action: 'Flown', slice: 0 },
        { action: 'Keep', slice: 1 },
        { action: 'Remove', slice: 2 },
        add,
      ),
      undefined,
    ],
    [
      'a slice left out',
      request({ action: 'Flown', slice: 0 }, { action: 'Remove', slice: 2 }),
      'Every booked slice must be given once, in order.',
    ],
    [
      'slices out of order',
      request(
        { action: 'Flown', slice: 0 },
        { action: 'Remove', slice: 2 },
        { action: 'Keep', slice: 1 },
      ),
      'Every booked slice must be given once, in order.',
    ],
    [
      'an added slice among the booked ones',
      request(
        { action: 'Flown', slice: 0 },
        add,
        { action: 'Keep', slice: 1 },
        { action: 'Remove', slice: 2 },
      ),
      'Added slices come after the booked ones.',
    ],
    [
      'a flown slice kept',
      request(
        { action: 'Keep', slice: 0 },
        { action: 'Keep', slice: 1 },
        { action: 'Remove', slice: 2 },
      ),
      'Slice 0 cannot be Keep.',
    ],
    [
      'too many slices',
      request(
        { action: 'Flown', slice: 0 },
        { action: 'Keep', slice: 1 },
        { action: 'Keep', slice: 2 },
        add,
        add,
      ),
      'An exchange has at most 4 slices.',
    ],
    [
      'nothing changed',
      request(
        { action: 'Flown', slice: 0 },
        { action: 'Keep', slice: 1 },
        { action: 'Keep', slice: 2 },
      ),
      'Nothing changes.',
    ],
    [
      'nothing left to fly',
      request(
        { action: 'Flown', slice: 0 },
        { action: 'Remove', slice: 1 },
        { action: 'Remove', slice: 2 },
      ),
      'Nothing is left to fly.',
    ],
  ])('%s', (_, body, problem) => {
    expect(exchangeRequestProblem(options, body)).toBe(problem);
  });
});
