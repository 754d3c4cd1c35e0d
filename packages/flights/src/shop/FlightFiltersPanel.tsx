import Stack from '@mui/material/Stack';
import { memo } from 'react';
import {
  flightFilterKinds,
  stopsFilters,
  type AirlineFilter,
  type FlightShopFilters,
} from '@wayfare/domain';
import { airlineName, ChecklistFilter, RadioFilter, type FlightNames } from '@wayfare/ui';
import {
  excludeLccLabel,
  flightFilterKindLabels,
  flightShopTexts,
  stopsFilterLabels,
} from './flightShopTexts';

export interface FlightFiltersPanelProps {
  readonly filters: FlightShopFilters;
  /** The airline filters to offer: those of the spec that sell a flight of this leg. */
  readonly airlines: readonly AirlineFilter[];
  readonly flightNames: FlightNames;
  /**
   * Each change applies at once (the list follows as the traveller ticks), as a change to the
   * filters as last asked for: two ticked before the list redraws both hold.
   */
  readonly onChange: (change: (filters: FlightShopFilters) => FlightShopFilters) => void;
}

/**
 * The flight list's filters (products §3 stops filters, filter kinds NonStop, ShortLayover,
 * NoLCC, airline filters with ExcludeLcc): each group a fieldset named by its legend, so a
 * screen reader hears "Stops, Non-stop only, radio button". Memoized: a sort leaves it as it was.
 */
export const FlightFiltersPanel = memo(function FlightFiltersPanel({
  filters,
  airlines,
  flightNames,
  onChange,
}: FlightFiltersPanelProps) {
  return (
    <Stack spacing={3}>
      <RadioFilter
        legend={flightShopTexts.stops}
        options={stopsFilters.map((stops) => ({ value: stops, label: stopsFilterLabels[stops] }))}
        value={filters.stops}
        onChange={(stops) => onChange((before) => ({ ...before, stops }))}
      />
      <ChecklistFilter
        legend={flightShopTexts.quickFilters}
        options={flightFilterKinds.map((kind) => ({
          value: kind,
          label: flightFilterKindLabels[kind],
        }))}
        chosen={filters.kinds}
        onChange={(change) => onChange((before) => ({ ...before, kinds: change(before.kinds) }))}
      />
      <ChecklistFilter
        legend={flightShopTexts.airlines}
        options={airlines.map((airline) => ({
          value: airline,
          label: airline === 'ExcludeLcc' ? excludeLccLabel : airlineName(airline, flightNames),
        }))}
        chosen={filters.airlines}
        onChange={(change) =>
          onChange((before) => ({ ...before, airlines: change(before.airlines) }))
        }
      />
    </Stack>
  );
});
