import {
  apiBasePath,
  flightExchangeAirportsResponseSchema,
  flightExchangeCallPath,
  flightExchangeCalls,
  flightExchangeOptionsSchema,
  flightExchangePollResponseSchema,
  flightExchangeScheduleResponseSchema,
  isExchangeFlowSettled,
  type FlightAirport,
  type FlightExchangeCall,
  type FlightExchangeOptions,
  type FlightExchangePollResponse,
  type FlightExchangeRequest,
} from '@wayfare/domain';
import type { ApiClient, ResponseSchema } from '../createApiClient';
import { poll } from '../poll';

/** One flight exchange call (ours, under /api/v0/itinerary/trips/{tripId}), for one trip. */
function exchangeRequest<T>(
  client: ApiClient,
  call: FlightExchangeCall,
  tripId: string,
  body: unknown,
  schema: ResponseSchema<T>,
  signal: AbortSignal | undefined,
  logFailure = true,
): Promise<T> {
  return client.request({
    method: flightExchangeCalls[call].method,
    path: `${apiBasePath}${flightExchangeCallPath(call, tripId)}`,
    body,
    schema,
    signal,
    logFailure,
  });
}

/**
 * Whether and how a trip's flight can be exchanged (products §2 "exchange flight", §4 "Exchange:
 * eligible, not eligible, failure"). A trip whose itinerary the backend cannot find rejects with
 * an `http` ApiError of status 404.
 */
export function getFlightExchangeOptions(
  client: ApiClient,
  tripId: string,
  signal?: AbortSignal,
): Promise<FlightExchangeOptions> {
  return exchangeRequest(client, 'options', tripId, undefined, flightExchangeOptionsSchema, signal);
}

/** The airports a changed or added flight of the trip may fly between. */
export async function getFlightExchangeAirports(
  client: ApiClient,
  tripId: string,
  signal?: AbortSignal,
): Promise<FlightAirport[]> {
  const { airports } = await exchangeRequest(
    client,
    'airports',
    tripId,
    undefined,
    flightExchangeAirportsResponseSchema,
    signal,
  );
  return airports;
}

/** Starts the exchange flow (products §4: shop, price quote, book, agent fulfil): its id. */
export async function scheduleFlightExchange(
  client: ApiClient,
  tripId: string,
  request: FlightExchangeRequest,
  signal?: AbortSignal,
): Promise<string> {
  const { exchangeId } = await exchangeRequest(
    client,
    'schedule',
    tripId,
    request,
    flightExchangeScheduleResponseSchema,
    signal,
  );
  return exchangeId;
}

export interface FlightExchangePollOptions {
  /** Stops the polling: the poll rejects with an `aborted` ApiError. */
  readonly signal?: AbortSignal;
  /** The waits between tries (a second each, for a minute, by default). */
  readonly delaysMs?: readonly number[];
  /** Hears every answer, settled or not, in order: where the flow stands while it runs. */
  readonly onAnswer?: (answer: FlightExchangePollResponse) => void;
}

/**
 * Polls the exchange flow once a second until it settles: a step failed, or the agent fulfil step
 * answered (its Success: the request reached the agents). A non-200 answer counts as pending, a malformed one
 * ends the poll; after its delays it gives up with a `poll-timeout` ApiError.
 */
export function pollFlightExchange(
  client: ApiClient,
  tripId: string,
  exchangeId: string,
  options: FlightExchangePollOptions = {},
): Promise<FlightExchangePollResponse> {
  const { onAnswer, ...rest } = options;
  return poll({
    name: 'The flight exchange',
    attempt: async (signal) => {
      const answer = await exchangeRequest(
        client,
        'poll',
        tripId,
        { exchangeId },
        flightExchangePollResponseSchema,
        signal,
        false,
      );
      onAnswer?.(answer);
      return answer;
    },
    isSettled: isExchangeFlowSettled,
    ...rest,
  });
}
