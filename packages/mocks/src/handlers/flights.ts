import { apiBasePath, type FlightAirport } from '@wayfare/domain';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { exchangeAirports } from '../fixtures/trips/exchangeAirports';
import { flightShopHandlers } from './flightShop';

/** Every airport the shop flies, for the search's fields (`GET flights/airports`, ours). */
export function flightAirportsHandlers(
  airports: readonly FlightAirport[] = exchangeAirports,
): RequestHandler[] {
  return [
    http.get(`*${apiBasePath}/flights/airports`, () =>
      HttpResponse.json({ value: { airports: [...airports] } }),
    ),
  ];
}

/** The flights area: the search's airports and the flight shop. */
export function flightsHandlers(): RequestHandler[] {
  return [...flightAirportsHandlers(), ...flightShopHandlers()];
}
