import {
  apiBasePath,
  flightCancelCallPath,
  flightCancelCalls,
  flightCancelInfoSchema,
  flightCancelResponseSchema,
  type FlightCancelInfo,
  type FlightCancelRequest,
  type FlightCancelResponse,
} from '@wayfare/domain';
import type { ApiClient } from '../createApiClient';

/**
 * What cancelling a trip's flight would give, or the outcome that stops it online (products §2
 * "self-serve cancel flight", §4): both are answers, not failures.
 */
export function getFlightCancelInfo(
  client: ApiClient,
  tripId: string,
  signal?: AbortSignal,
): Promise<FlightCancelInfo> {
  return client.request({
    method: flightCancelCalls.info.method,
    path: `${apiBasePath}${flightCancelCallPath('info', tripId)}`,
    schema: flightCancelInfoSchema,
    signal,
  });
}

/**
 * Cancels a trip's flight for every traveler on the offer accepted (products §1 "online
 * cancellation covers all passengers"): the outcome (products §4) and the trip as it now is. The
 * same request sent again is answered the same, never cancelled twice.
 */
export function cancelFlight(
  client: ApiClient,
  tripId: string,
  request: FlightCancelRequest,
  signal?: AbortSignal,
): Promise<FlightCancelResponse> {
  return client.request({
    method: flightCancelCalls.cancel.method,
    path: `${apiBasePath}${flightCancelCallPath('cancel', tripId)}`,
    body: request,
    schema: flightCancelResponseSchema,
    signal,
  });
}
