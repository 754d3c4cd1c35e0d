import { useQueries } from '@tanstack/react-query';
import { flightShopQueryOptions, useBookingEnvironment } from '@wayfare/booking';
import type { FlightFare, FlightOption, FlightsShopQuery } from '@wayfare/domain';

/** A flight chosen for a leg before this one, with the fare chosen. */
export interface ChosenFlight {
  readonly option: FlightOption;
  readonly fare: FlightFare;
}

/**
 * The flights chosen for the legs before this one, from the same shops that listed them (cached
 * when the traveller came through them, asked again after a reload): undefined for a leg still
 * loading, or whose fare the shop no longer sells.
 */
export function useChosenFlights({
  search,
  flightShopType,
  chosenFareIds,
}: FlightsShopQuery): (ChosenFlight | undefined)[] {
  const { client } = useBookingEnvironment();
  return useQueries({
    queries: chosenFareIds.map((_, legIndex) =>
      flightShopQueryOptions(client, {
        search,
        flightShopType,
        chosenFareIds: chosenFareIds.slice(0, legIndex),
      }),
    ),
    combine: (results) =>
      results.map((result, legIndex) => {
        const fareId = chosenFareIds[legIndex];
        for (const option of result.data?.flights ?? []) {
          const fare = option.fares.find((each) => each.fareId === fareId);
          if (fare) return { option, fare };
        }
        return undefined;
      }),
  });
}
