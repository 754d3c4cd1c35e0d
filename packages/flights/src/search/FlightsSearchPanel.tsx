import { useFlightAirports, useToday } from '@wayfare/booking';
import {
  defaultFlightSearchDraft,
  flightSearchDraftOf,
  flightsShopPath,
  noFlightShopFilters,
  type FlightSearch,
} from '@wayfare/domain';
import { FlightSearchForm } from '@wayfare/ui';
import { useNavigate } from 'react-router-dom';
import { flightSearchTexts } from './flightSearchTexts';

export interface FlightsSearchPanelProps {
  /** The search the form opens filled in with (the address's, for "Search again"); a new one without. */
  readonly search?: FlightSearch;
}

/**
 * The flight search of the home page's Flights tab and of /flights/ (products §2 "air
 * homepage"): the form over every airport the shop flies, which opens the flight list of the
 * search's first leg.
 */
export function FlightsSearchPanel({ search }: FlightsSearchPanelProps) {
  const navigate = useNavigate();
  const today = useToday();
  const airports = useFlightAirports();
  const openFlightList = (searched: FlightSearch) =>
    void navigate(
      flightsShopPath({
        search: searched,
        flightShopType: 'default',
        chosenFareIds: [],
        filters: noFlightShopFilters,
      }),
    );
  return (
    <FlightSearchForm
      label={flightSearchTexts.formLabel}
      defaultValue={
        search === undefined ? defaultFlightSearchDraft(today) : flightSearchDraftOf(search, today)
      }
      airports={airports.data ?? []}
      airportsLoading={airports.isPending}
      airportsFailed={airports.isError}
      today={today}
      onSearch={openFlightList}
    />
  );
}
