import Stack from '@mui/material/Stack';
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
  /** Each change applies at once: the list follows as the traveller ticks. */
  readonly onChange: (next: FlightShopFilters) => void;
}

/**
 * The flight list's filters (products §3 stops filters, filter kinds NonStop, ShortLayover,
 * NoLCC, airline filters with ExcludeLcc): each group a fieldset named by its legend, so a
 * screen reader hears "Stops, Non-stop only, radio button".
 */
export function FlightFiltersPanel({
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
        onChange={(stops) => onChange({ ...filters, stops })}
      />
      <ChecklistFilter
        legend={flightShopTexts.quickFilters}
        options={flightFilterKinds.map((kind) => ({
          value: kind,
          label: flightFilterKindLabels[kind],
        }))}
        chosen={filters.kinds}
        onChange={(kinds) => onChange({ ...filters, kinds })}
      />
      <ChecklistFilter
        legend={flightShopTexts.airlines}
        options={airlines.map((airline) => ({
          value: airline,
          label: airline === 'ExcludeLcc' ? excludeLccLabel : airlineName(airline, flightNames),
        }))}
        chosen={filters.airlines}
        onChange={(next) => onChange({ ...filters, airlines: next })}
      />
    </Stack>
  );
}
