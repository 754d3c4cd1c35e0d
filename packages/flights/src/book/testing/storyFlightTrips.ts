import {
  flightsBookPath,
  todayIn,
  type FlightOption,
  type FlightSearch,
  type FlightsBookQuery,
  type FlightShopRequest,
} from '@wayfare/domain';
import { flightShopFor } from '@wayfare/mocks';
import { frozenNow } from '@wayfare/test-kit/storybook';

/** Which of a leg's flights a story books: the list's first by default. */
type FlightPick = (option: FlightOption) => boolean;

/** The fake backend's first flight (of those picked) and fare of a leg, on the stories' day. */
function firstFareId(request: FlightShopRequest, pick: FlightPick): string {
  const answer = flightShopFor(request, todayIn(frozenNow));
  const fareId = 'shop' in answer ? answer.shop.flights.find(pick)?.fares[0]?.fareId : undefined;
  if (!fareId) throw new Error(`The fake backend sells no fare for ${JSON.stringify(request)}`);
  return fareId;
}

/** The checkout of a search, each leg's first fare chosen (of the flights picked). */
export function bookQueryOf(search: FlightSearch, pick: FlightPick = () => true): FlightsBookQuery {
  const chosenFareIds: string[] = [];
  for (const _leg of search.legs)
    chosenFareIds.push(
      firstFareId({ search, flightShopType: 'default', chosenFareIds: [...chosenFareIds] }, pick),
    );
  return { search, flightShopType: 'default', chosenFareIds };
}

/** The checkout's address of a search, each leg's first fare chosen. */
export const bookPathOf = (search: FlightSearch, pick?: FlightPick) =>
  flightsBookPath(bookQueryOf(search, pick));

/**
 * A flight that connects on one airline: missed-connection protection is offered for it (a
 * connection between two airlines has it free, products §9).
 */
export const connectingOnOneAirline: FlightPick = ({ segments }) =>
  segments.length > 1 &&
  new Set(segments.map((segment) => segment.marketingAirline.code)).size === 1;

/** New York to Los Angeles and back in August, one adult in Economy: a trip within one country. */
export const domesticRoundTrip: FlightSearch = {
  tripType: 'round_trip',
  legs: [
    { origin: 'JFK', destination: 'LAX', departureDate: '2026-08-10' },
    { origin: 'LAX', destination: 'JFK', departureDate: '2026-08-17' },
  ],
  passengers: { adults: 1, children: 0, seatedInfants: 0, lapInfants: 0 },
  cabinClass: 'Economy',
};

/** The same trip for two adults. */
export const twoAdultsRoundTrip: FlightSearch = {
  ...domesticRoundTrip,
  passengers: { ...domesticRoundTrip.passengers, adults: 2 },
};

/** Toronto to Los Angeles, one way: a trip across a border, which asks for passports. */
export const internationalOneWay: FlightSearch = {
  tripType: 'one_way',
  legs: [{ origin: 'YYZ', destination: 'LAX', departureDate: '2026-08-10' }],
  passengers: domesticRoundTrip.passengers,
  cabinClass: 'Economy',
};
