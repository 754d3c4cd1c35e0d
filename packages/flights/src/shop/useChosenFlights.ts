import { useChosenFlights as useChosenFlightsOf, type ChosenFlights } from '@wayfare/booking';
import type { FlightsBookQuery } from '@wayfare/domain';
import type { FlightNames } from '@wayfare/ui';
import { useMemo } from 'react';
import { flightNamesOf } from './flightShopNames';

export type { ChosenFlight } from '@wayfare/booking';

/** The chosen flights, with the names of every airline and airport their shops answered. */
export function useChosenFlights(
  query: FlightsBookQuery,
): ChosenFlights & { readonly flightNames: FlightNames } {
  const chosen = useChosenFlightsOf(query);
  const flightNames = useMemo(() => flightNamesOf(...chosen.shops), [chosen.shops]);
  return { ...chosen, flightNames };
}
