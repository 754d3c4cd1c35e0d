import type { FlightFare, FlightOption, FlightQuoteRequest, IsoDate } from '@wayfare/domain';
import { flightShopFor, type FlightShopOptions } from '../fixtures/flights/flightShop';

/** What a flight quote asks for (the `value` of its request). */
export type FlightQuoteAsked = FlightQuoteRequest['value'];

/** A leg's chosen fare and the flight that sells it. */
export interface ChosenFlightFare {
  readonly flight: FlightOption;
  readonly fare: FlightFare;
}

/** Every leg's chosen fare, in leg order, and the ISO code of their prices; or why one cannot be found. */
export type ChosenFlightFares =
  | { readonly chosen: readonly ChosenFlightFare[]; readonly currencyCode: string }
  | { readonly problem: string };

/**
 * The fares a quote asks for, found again as the shop sold them: each leg shopped with the
 * fares chosen before it, as the flight shop page did, so a fare's price is the one it showed
 * (the last leg's is the whole trip's), in the shop that sold them (`shop`: a scenario's, or the
 * happy path's). A fare a leg does not sell today, or a fare too few or too many, is a problem.
 */
export function chosenFlightFares(
  asked: FlightQuoteAsked,
  today: IsoDate,
  shop: FlightShopOptions = {},
): ChosenFlightFares {
  const { search, flightShopType, fareIds } = asked;
  if (fareIds.length !== search.legs.length)
    return {
      problem: `A fare is needed for each leg: ${fareIds.length} fares for ${search.legs.length} legs.`,
    };
  const chosen: ChosenFlightFare[] = [];
  let currencyCode = '';
  for (const [legIndex, fareId] of fareIds.entries()) {
    const answer = flightShopFor(
      { search, flightShopType, chosenFareIds: fareIds.slice(0, legIndex) },
      today,
      shop,
    );
    if ('problem' in answer) return answer;
    const found = answer.shop.flights.flatMap((flight) =>
      flight.fares.filter((fare) => fare.fareId === fareId).map((fare) => ({ flight, fare })),
    )[0];
    if (!found)
      return { problem: `The fare ${fareId} is no longer offered on leg ${legIndex + 1}.` };
    chosen.push(found);
    currencyCode = answer.shop.currencyCode;
  }
  return { chosen, currencyCode };
}
