import { describe, expect, it } from 'vitest';
import type { FlightFare, FlightOption } from './flightShop';
import {
  flightDurationMinutes,
  flightFareTags,
  flightShopList,
  flightStops,
  lowestFare,
  passesFlightShopFilters,
} from './flightShopList';
import { noFlightShopFilters, type FlightShopFilters } from './flightShopFilters';

const fare = (fareId: string, value: number, score: FlightFare['score'] = {}): FlightFare => ({
  fareId,
  shortBrandName: 'Main Cabin',
  shelfRating: 1,
  cabinClass: 'Economy',
  refundability: 'None',
  baggageInfo: { BaggageInfo: 'Unknown' },
  penalties: { Penalties: 'Unknown' },
  restrictions: [],
  amount: { value, currencySymbol: '$' },
  total: { value, currencySymbol: '$' },
  score,
  canFreezePrice: false,
});

interface Hop {
  readonly airline: string;
  readonly from: string;
  readonly to: string;
  /** Zoned departure and arrival, e.g. '2026-12-10T08:00:00-05:00'. */
  readonly departs: string;
  readonly arrives: string;
  readonly layover?: number;
}

const option = (
  flightId: string,
  hops: readonly Hop[],
  fares: readonly FlightFare[],
  fareScore = 5,
): FlightOption => ({
  flightId,
  multiTicketType: 'single',
  fareScore,
  fares: [...fares],
  segments: hops.map((hop) => ({
    cabinClassName: 'Economy',
    marketingAirline: { code: hop.airline, flightNumber: '100' },
    operatingAirline: { code: hop.airline, flightNumber: '100' },
    origin: { locationCode: hop.from },
    destination: { locationCode: hop.to },
    scheduledDeparture: hop.departs.slice(0, 16),
    scheduledArrival: hop.arrives.slice(0, 16),
    zonedDeparture: hop.departs,
    zonedArrival: hop.arrives,
    stops: 0,
    ...(hop.layover === undefined ? {} : { stopoverDurationMinutes: hop.layover }),
  })),
});

// Toronto to Los Angeles on December 10, 2026: a non-stop, a one-stop, a low-cost one-stop.
const nonStop = option(
  'ac-nonstop',
  [
    {
      airline: 'AC',
      from: 'YYZ',
      to: 'LAX',
      departs: '2026-12-10T08:00:00-05:00',
      arrives: '2026-12-10T10:30:00-08:00',
    },
  ],
  [fare('ac-basic', 420, { isFastest: true }), fare('ac-standard', 480)],
  8,
);
const viaChicago = option(
  'ua-ord',
  [
    {
      airline: 'UA',
      from: 'YYZ',
      to: 'ORD',
      departs: '2026-12-10T06:00:00-05:00',
      arrives: '2026-12-10T06:30:00-06:00',
      layover: 90,
    },
    {
      airline: 'UA',
      from: 'ORD',
      to: 'LAX',
      departs: '2026-12-10T08:00:00-06:00',
      arrives: '2026-12-10T10:30:00-08:00',
    },
  ],
  [fare('ua-standard', 390, { isBest: true })],
  7,
);
const spiritViaDetroit = option(
  'nk-dtw',
  [
    {
      airline: 'NK',
      from: 'YYZ',
      to: 'DTW',
      departs: '2026-12-10T12:00:00-05:00',
      arrives: '2026-12-10T13:10:00-05:00',
      layover: 200,
    },
    {
      airline: 'NK',
      from: 'DTW',
      to: 'LAX',
      departs: '2026-12-10T16:30:00-05:00',
      arrives: '2026-12-10T18:45:00-08:00',
    },
  ],
  [fare('nk-basic', 210, { isCheapest: true })],
  4,
);
const options = [spiritViaDetroit, nonStop, viaChicago];

const filters = (change: Partial<FlightShopFilters>): FlightShopFilters => ({
  ...noFlightShopFilters,
  ...change,
});
const ids = (list: readonly FlightOption[]) => list.map((each) => each.flightId);

describe('a flight of the list', () => {
  it('counts changes of plane as stops, and its duration across time zones', () => {
    expect(flightStops(nonStop)).toBe(0);
    expect(flightStops(viaChicago)).toBe(1);
    // 08:00 in Toronto is 13:00 UTC; 10:30 in Los Angeles is 18:30 UTC.
    expect(flightDurationMinutes(nonStop)).toBe(330);
    expect(flightDurationMinutes(spiritViaDetroit)).toBe(585);
  });

  it('is priced by its cheapest fare, and shows every tag of its fares in the spec order', () => {
    expect(lowestFare(nonStop).fareId).toBe('ac-basic');
    const tagged = {
      ...nonStop,
      fares: [fare('a', 1, { isBest: true }), fare('b', 2, { isCheapest: true })],
    };
    expect(flightFareTags(tagged)).toEqual(['Best Price', 'Best Overall']);
  });
});

// spec: products §3 airline filters, stops filters, filter kinds NonStop, ShortLayover, NoLCC
describe('passesFlightShopFilters', () => {
  it('keeps every flight without filters', () => {
    expect(options.every((each) => passesFlightShopFilters(each, noFlightShopFilters))).toBe(true);
  });

  it.each<[string, Partial<FlightShopFilters>, string[]]>([
    ['an airline', { airlines: ['UA'] }, ['ua-ord']],
    ['two airlines', { airlines: ['UA', 'NK'] }, ['nk-dtw', 'ua-ord']],
    ['ExcludeLcc', { airlines: ['ExcludeLcc'] }, ['ac-nonstop', 'ua-ord']],
    ['NoLCC', { kinds: ['NoLCC'] }, ['ac-nonstop', 'ua-ord']],
    ['stops none', { stops: 'none' }, ['ac-nonstop']],
    ['stops one or less', { stops: 'one or less' }, ['nk-dtw', 'ac-nonstop', 'ua-ord']],
    ['NonStop', { kinds: ['NonStop'] }, ['ac-nonstop']],
    ['ShortLayover (two hours at most)', { kinds: ['ShortLayover'] }, ['ac-nonstop', 'ua-ord']],
  ])('%s', (_, change, kept) => {
    expect(ids(options.filter((each) => passesFlightShopFilters(each, filters(change))))).toEqual(
      kept,
    );
  });
});

// spec: products §3 "sort keys arrivalTime, departureTime, duration, fareScore, price, stops"
describe('flightShopList', () => {
  it.each<[Parameters<typeof flightShopList>[2], string[]]>([
    [undefined, ['ac-nonstop', 'ua-ord', 'nk-dtw']],
    ['fareScore', ['ac-nonstop', 'ua-ord', 'nk-dtw']],
    ['price', ['nk-dtw', 'ua-ord', 'ac-nonstop']],
    ['departureTime', ['ua-ord', 'ac-nonstop', 'nk-dtw']],
    // Both land at 10:30 in Los Angeles: the cheaper first.
    ['arrivalTime', ['ua-ord', 'ac-nonstop', 'nk-dtw']],
    ['duration', ['ac-nonstop', 'ua-ord', 'nk-dtw']],
    ['stops', ['ac-nonstop', 'nk-dtw', 'ua-ord']],
  ])('sorts by %s', (sortKey, order) => {
    expect(ids(flightShopList(options, noFlightShopFilters, sortKey))).toEqual(order);
  });

  it('filters before it sorts', () => {
    expect(ids(flightShopList(options, filters({ kinds: ['NoLCC'] }), 'price'))).toEqual([
      'ua-ord',
      'ac-nonstop',
    ]);
  });
});
