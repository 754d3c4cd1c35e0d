import type { FlightFare, FlightOption, FlightSegment } from '@wayfare/domain';
import type { FlightNames } from '../../trips/itinerary/flightNames';

// Flights of the stories: Toronto to Los Angeles on Thursday, December 10, 2026.

const usd = (value: number) => ({ value, currencySymbol: '$' });

const fare = (change: Partial<FlightFare> & Pick<FlightFare, 'fareId'>): FlightFare => ({
  shortBrandName: 'Standard',
  shelfRating: 1,
  cabinClass: 'Economy',
  refundability: 'None',
  baggageInfo: { BaggageInfo: 'Unknown' },
  penalties: { Penalties: 'Unknown' },
  restrictions: [],
  amount: usd(480),
  total: usd(960),
  score: {},
  canFreezePrice: false,
  ...change,
});

const segment = (
  airline: string,
  flightNumber: string,
  from: string,
  to: string,
  departs: string,
  arrives: string,
  change: Partial<FlightSegment> = {},
): FlightSegment => ({
  cabinClassName: 'Economy',
  marketingAirline: { code: airline, flightNumber },
  operatingAirline: { code: airline, flightNumber },
  origin: { locationCode: from },
  destination: { locationCode: to },
  scheduledDeparture: departs.slice(0, 16),
  scheduledArrival: arrives.slice(0, 16),
  zonedDeparture: departs,
  zonedArrival: arrives,
  stops: 0,
  ...change,
});

/** Air Canada's non-stop: three fares, basic to enhanced, each telling bags and penalties apart. */
export const nonStopFlight: FlightOption = {
  flightId: 'YYZ-LAX-2026-12-10-AC791',
  multiTicketType: 'single',
  fareScore: 8.6,
  segments: [
    segment('AC', '791', 'YYZ', 'LAX', '2026-12-10T08:05:00-05:00', '2026-12-10T10:40:00-08:00'),
  ],
  fares: [
    fare({
      fareId: 'YYZ-LAX-2026-12-10-AC791-basic',
      shortBrandName: 'Economy Basic',
      shelfRating: 0,
      cabinClass: 'BasicEconomy',
      baggageInfo: { BaggageInfo: 'NotAllowed' },
      penalties: {
        Penalties: 'Known',
        changePenalty: { type: 'NotPossible' },
        cancelPenalty: { type: 'NotPossible' },
      },
      restrictions: [{ title: 'Seats', description: 'Assigned at check-in' }],
      amount: usd(389),
      total: usd(778),
      score: { isFastest: true },
    }),
    fare({
      fareId: 'YYZ-LAX-2026-12-10-AC791-standard',
      shortBrandName: 'Economy Standard',
      baggageInfo: {
        BaggageInfo: 'Allowed',
        allowance: { pieces: 0, descriptions: ['Carry-on bag and personal item'] },
        charges: [
          { firstPiece: 1, amount: 35, currency: 'USD' },
          { firstPiece: 2, amount: 50, currency: 'USD' },
        ],
      },
      penalties: {
        Penalties: 'Known',
        changePenalty: { type: 'WithFee', amount: 100, currency: 'USD' },
        cancelPenalty: { type: 'WithFee', amount: 150, currency: 'USD' },
      },
      refundability: 'PartialFtc',
      amount: usd(452.5),
      total: usd(905),
      canFreezePrice: true,
    }),
    fare({
      fareId: 'YYZ-LAX-2026-12-10-AC791-flex',
      shortBrandName: 'Economy Flex',
      shelfRating: 2,
      baggageInfo: {
        BaggageInfo: 'Allowed',
        allowance: { pieces: 1, descriptions: ['1 checked bag up to 23 kg'] },
        charges: [{ firstPiece: 2, amount: 50, currency: 'USD' }],
      },
      penalties: {
        Penalties: 'Known',
        changePenalty: { type: 'NoPenalty' },
        cancelPenalty: { type: 'NoPenalty' },
      },
      refundability: 'FullFtc',
      amount: usd(611),
      total: usd(1222),
      score: { isBestQuality: true },
    }),
  ],
};

/** United through Chicago, overnight into the next day, the best flight overall. */
export const connectingFlight: FlightOption = {
  flightId: 'YYZ-LAX-2026-12-10-UA512-UA1733',
  multiTicketType: 'single',
  fareScore: 7.1,
  segments: [
    segment('UA', '512', 'YYZ', 'ORD', '2026-12-10T19:10:00-05:00', '2026-12-10T20:05:00-06:00', {
      stopoverDurationMinutes: 85,
    }),
    segment('UA', '1733', 'ORD', 'LAX', '2026-12-10T21:30:00-06:00', '2026-12-11T00:05:00-08:00', {
      plusDays: 1,
    }),
  ],
  fares: [
    fare({
      fareId: 'YYZ-LAX-2026-12-10-UA512-UA1733-standard',
      shortBrandName: 'Economy',
      amount: usd(344),
      total: usd(688),
      penalties: { Penalties: 'ExternallyManaged' },
      score: { isCheapest: true, isBest: true },
    }),
  ],
};

/** Two airlines that do not work together: a self-transfer in Denver (products §3). */
export const virtualInterlineFlight: FlightOption = {
  flightId: 'YYZ-LAX-2026-12-10-WS1310-F91145',
  multiTicketType: 'virtualInterline',
  fareScore: 4.2,
  segments: [
    segment('WS', '1310', 'YYZ', 'DEN', '2026-12-10T07:00:00-05:00', '2026-12-10T08:55:00-07:00', {
      stopoverDurationMinutes: 150,
      isSelfTransferLayover: true,
    }),
    segment('F9', '1145', 'DEN', 'LAX', '2026-12-10T11:25:00-07:00', '2026-12-10T12:50:00-08:00'),
  ],
  fares: [
    fare({
      fareId: 'YYZ-LAX-2026-12-10-WS1310-F91145-basic',
      shortBrandName: 'Basic',
      shelfRating: 0,
      cabinClass: 'BasicEconomy',
      amount: usd(301),
      total: usd(602),
    }),
  ],
};

export const storyFlightNames: FlightNames = {
  airlines: {
    AC: 'Air Canada',
    UA: 'United Airlines',
    WS: 'WestJet',
    F9: 'Frontier Airlines',
  },
  airports: { YYZ: 'Toronto', LAX: 'Los Angeles', ORD: 'Chicago', DEN: 'Denver' },
};
