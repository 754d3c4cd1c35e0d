import {
  apiBasePath,
  flightAirportsResponseSchema,
  flightShopResponseSchema,
  type FlightAirport,
  type FlightShop,
  type FlightShopRequest,
} from '@wayfare/domain';
import type { ApiClient } from '../createApiClient';

/**
 * `POST flights/shop` (ours; the spec gives no flight call, products §7): the flights of the leg
 * after the fares chosen, priced for the whole trip, with the price prediction on the first leg.
 */
export async function shopFlights(
  client: ApiClient,
  request: FlightShopRequest,
  signal?: AbortSignal,
): Promise<FlightShop> {
  const { value } = await client.request({
    method: 'POST',
    path: `${apiBasePath}/flights/shop`,
    body: request,
    schema: flightShopResponseSchema,
    signal,
  });
  return value;
}

/** `GET flights/airports` (ours): every airport the shop flies, for the search's fields. */
export async function flightAirports(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<FlightAirport[]> {
  const { value } = await client.request({
    method: 'GET',
    path: `${apiBasePath}/flights/airports`,
    schema: flightAirportsResponseSchema,
    signal,
  });
  return value.airports;
}
