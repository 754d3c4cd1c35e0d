import {
  apiBasePath,
  flightPassengersResponseSchema,
  type FlightAddOnId,
  type FlightPassengersRequest,
  type FlightPassengersResponse,
  type FlightQuoteRequest,
  type FlightSearch,
  type FlightShopType,
} from '@wayfare/domain';
import type { ApiClient } from '../createApiClient';

/**
 * What a flight quote is asked for: the search, its shop type, a fare a leg, the agent fee, and the
 * add-ons bought with the trip (none unless given).
 */
export interface FlightQuoteInput {
  readonly search: FlightSearch;
  readonly flightShopType: FlightShopType;
  /** The fare chosen for each leg of the search, in leg order. */
  readonly fareIds: readonly string[];
  readonly agentFee: number;
  /** The add-ons to price into the quote (cancel for any reason, disruption protection…). */
  readonly addOns?: readonly FlightAddOnId[];
}

/** The `request` of a flight's `quote/schedule` ("flight price quote", products §7; payload ours). */
export function flightQuoteRequest(input: FlightQuoteInput): FlightQuoteRequest {
  return {
    type: 'Flight',
    value: {
      search: input.search,
      flightShopType: input.flightShopType,
      fareIds: [...input.fareIds],
      agentFee: input.agentFee,
      addOns: [...(input.addOns ?? [])],
    },
  };
}

/** `POST flights/passengers` (ours): a flight's passengers, in place of a stay's main guest. */
export const flightPassengersPath = `${apiBasePath}/flights/passengers`;

/**
 * Adds every passenger of the quoted trip and its contact. A refusal is an answer, not a throw:
 * its products §5 codes say which passenger to fix, as the traveler step shows them.
 */
export async function addFlightPassengers(
  client: ApiClient,
  body: FlightPassengersRequest,
  signal?: AbortSignal,
): Promise<FlightPassengersResponse> {
  return client.request({
    method: 'POST',
    path: flightPassengersPath,
    body,
    schema: flightPassengersResponseSchema,
    signal,
  });
}
