import { useQueries } from '@tanstack/react-query';
import type { FlightFare, FlightOption, FlightShop, FlightsBookQuery } from '@wayfare/domain';
import { useBookingEnvironment } from '../BookingProvider';
import { flightShopQueryOptions } from './flightShopQuery';

/** A flight chosen for a leg, with the fare chosen. */
export interface ChosenFlight {
  readonly option: FlightOption;
  readonly fare: FlightFare;
}

/** The chosen flights, and how asking for them went. */
export interface ChosenFlights {
  /** One per chosen fare: undefined while its leg loads, or when its shop no longer sells it. */
  readonly flights: readonly (ChosenFlight | undefined)[];
  /** Each leg's shop answer, for what else the page names (airlines, airports). */
  readonly shops: readonly (FlightShop | undefined)[];
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly refetch: () => void;
}

/**
 * The flights of the fares chosen so far, from the same shops that listed them (cached when the
 * traveller came through them, asked again after a reload or from a shared address): the flight
 * list, the trip review and the checkout's shown price all read them here.
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
      shops: results.map((result) => result.data),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
}
