import {
  flightsBookPath,
  todayIn,
  type FlightSearch,
  type FlightsBookQuery,
  type FlightShopRequest,
} from '@wayfare/domain';
import { flightShopFor } from '@wayfare/mocks';
import { frozenNow } from '@wayfare/test-kit/storybook';

/** The fake backend's first flight and fare of a leg, as the list offers them on the stories' day. */
function firstFareId(request: FlightShopRequest): string {
  const answer = flightShopFor(request, todayIn(frozenNow));
  const fareId = 'shop' in answer ? answer.shop.flights[0]?.fares[0]?.fareId : undefined;
  if (!fareId) throw new Error(`The fake backend sells no fare for ${JSON.stringify(request)}`);
  return fareId;
}

/** The checkout of a search, each leg's first fare chosen. */
export function bookQueryOf(search: FlightSearch): FlightsBookQuery {
  const chosenFareIds: string[] = [];
  for (const _leg of search.legs)
    chosenFareIds.push(
      firstFareId({ search, flightShopType: 'default', chosenFareIds: [...chosenFareIds] }),
    );
  return { search, flightShopType: 'default', chosenFareIds };
}

/** The checkout's address of a search, each leg's first fare chosen. */
export const bookPathOf = (search: FlightSearch) => flightsBookPath(bookQueryOf(search));

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
