import {
  apiBasePath,
  homeCancelQuoteResponseSchema,
  tripCallPath,
  tripCalls,
  tripListResponseSchema,
  tripResponseSchema,
  type HomeCancelQuoteResponse,
  type HomeCancelRequest,
  type ScheduleChangeChoiceRequest,
  type TravelerEditRequest,
  type Trip,
  type TripCall,
  type TripEmailRequest,
  type TripListTabId,
} from '@wayfare/domain';
import { z } from 'zod/mini';
import type { ApiClient, ResponseSchema } from '../createApiClient';

/** One trip call (ours, under /api/v0: the spec shows no trips payloads), for one trip. */
function tripRequest<T>(
  client: ApiClient,
  call: TripCall,
  tripId: string,
  body: unknown,
  schema: ResponseSchema<T>,
  signal: AbortSignal | undefined,
): Promise<T> {
  return client.request({
    method: tripCalls[call].method,
    path: `${apiBasePath}${tripCallPath(call, tripId)}`,
    body,
    schema,
    signal,
  });
}

/** The calls that answer nothing the client reads: their body, if any, is ignored. */
const noAnswer = z.unknown();

/** The trips of one tab of the hub (products §2 "Trip-list tabs"). */
export async function getTrips(
  client: ApiClient,
  tab: TripListTabId,
  signal?: AbortSignal,
): Promise<Trip[]> {
  const { trips } = await client.request({
    method: tripCalls.list.method,
    path: `${apiBasePath}${tripCalls.list.path}?tab=${encodeURIComponent(tab)}`,
    schema: tripListResponseSchema,
    signal,
  });
  return trips;
}

/** One trip's itinerary details. */
export async function getTrip(
  client: ApiClient,
  tripId: string,
  signal?: AbortSignal,
): Promise<Trip> {
  const { trip } = await tripRequest(
    client,
    'details',
    tripId,
    undefined,
    tripResponseSchema,
    signal,
  );
  return trip;
}

/** Sends the trip's confirmation again, to the address given (products §2 "resend confirmation"). */
export async function resendTripConfirmation(
  client: ApiClient,
  tripId: string,
  request: TripEmailRequest,
  signal?: AbortSignal,
): Promise<void> {
  await tripRequest(client, 'resendConfirmation', tripId, request, noAnswer, signal);
}

/** Changes where the trip's emails go (products §2 "change email"): the trip as it now is. */
export async function changeTripEmail(
  client: ApiClient,
  tripId: string,
  request: TripEmailRequest,
  signal?: AbortSignal,
): Promise<Trip> {
  const { trip } = await tripRequest(
    client,
    'changeEmail',
    tripId,
    request,
    tripResponseSchema,
    signal,
  );
  return trip;
}

/** Asks the agents to change a traveler's details (products §2 "request traveler edit"). */
export async function requestTravelerEdit(
  client: ApiClient,
  tripId: string,
  request: TravelerEditRequest,
  signal?: AbortSignal,
): Promise<void> {
  await tripRequest(client, 'requestTravelerEdit', tripId, request, noAnswer, signal);
}

/** Stops watching a flight's price (products §2 "stop watching"): it leaves Watched trips. */
export async function stopWatchingTrip(
  client: ApiClient,
  tripId: string,
  signal?: AbortSignal,
): Promise<void> {
  await tripRequest(client, 'stopWatching', tripId, undefined, noAnswer, signal);
}

/** The traveler's answer to an airline's schedule change (products §4): the trip as it now is. */
export async function chooseScheduleChange(
  client: ApiClient,
  tripId: string,
  request: ScheduleChangeChoiceRequest,
  signal?: AbortSignal,
): Promise<Trip> {
  const { trip } = await tripRequest(
    client,
    'scheduleChangeChoice',
    tripId,
    request,
    tripResponseSchema,
    signal,
  );
  return trip;
}

/**
 * What cancelling a home would refund and cost, or that no quote could be made (products §8
 * "Home cancel quote success or change quote failure"): both are answers, not failures.
 */
export function getHomeCancelQuote(
  client: ApiClient,
  tripId: string,
  signal?: AbortSignal,
): Promise<HomeCancelQuoteResponse> {
  return tripRequest(
    client,
    'homeCancelQuote',
    tripId,
    undefined,
    homeCancelQuoteResponseSchema,
    signal,
  );
}

/** Cancels a home on the quote the traveler accepted (products §2 "cancel home"). */
export async function cancelHome(
  client: ApiClient,
  tripId: string,
  request: HomeCancelRequest,
  signal?: AbortSignal,
): Promise<Trip> {
  const { trip } = await tripRequest(
    client,
    'homeCancel',
    tripId,
    request,
    tripResponseSchema,
    signal,
  );
  return trip;
}
