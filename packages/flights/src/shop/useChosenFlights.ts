import { useQueries } from '@tanstack/react-query';
import { flightShopQueryOptions, useBookingEnvironment } from '@wayfare/booking';
import type { FlightFare, FlightOption, FlightsBookQuery } from '@wayfare/domain';
import type { FlightNames } from '@wayfare/ui';
import { flightNamesOf } from './flightShopNames';

/** A flight chosen for a leg, with the fare chosen. */
export interface ChosenFlight {
  readonly option: FlightOption;
  readonly fare: FlightFare;
}

/** The chosen flights, and how asking for them went. */
export interface ChosenFlights {
  /** One per chosen fare: undefined while its leg loads, or when its shop no longer sells it. */
  readonly flights: readonly (ChosenFlight | undefined)[];
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly refetch: () => void;
  /** The names of every airline and airport of their shops' answers. */
  readonly flightNames: FlightNames;
}

/**
 * The flights of the fares chosen so far, from the same shops that listed them (cached when the
 * traveller came through them, asked again after a reload or from a shared address).
 */
export function useChosenFlights({
  search,
  flightShopType,
  chosenFareIds,
}: FlightsBookQuery): ChosenFlights {
  const { client } = useBookingEnvironment();
  return useQueries({
    queries: chosenFareIds.map((_, legIndex) =>
      flightShopQueryOptions(client, {
        search,
        flightShopType,
        chosenFareIds: chosenFareIds.slice(0, legIndex),
      }),
    ),
    combine: (results) => ({
      flights: results.map((result, legIndex) => {
        const fareId = chosenFareIds[legIndex];
        for (const option of result.data?.flights ?? []) {
          const fare = option.fares.find((each) => each.fareId === fareId);
          if (fare) return { option, fare };
        }
        return undefined;
      }),
      flightNames: flightNamesOf(...results.map((result) => result.data)),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
}
