import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  flightFilterKinds,
  stopsFilters,
  type AirlineFilter,
  type FlightShopFilters,
  type StopsFilter,
} from '@wayfare/domain';
import { airlineName, type FlightNames } from '@wayfare/ui';
import type { ReactNode } from 'react';
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

/** One value more or less in a filter's list. */
const toggled = <T,>(values: readonly T[], value: T, on: boolean): T[] =>
  on ? [...values, value] : values.filter((candidate) => candidate !== value);

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
      <FilterGroup legend={flightShopTexts.stops}>
        <RadioGroup
          value={filters.stops}
          onChange={(_, stops) => onChange({ ...filters, stops: stops as StopsFilter })}
        >
          {stopsFilters.map((stops) => (
            <FormControlLabel
              key={stops}
              value={stops}
              control={<Radio size="small" />}
              label={stopsFilterLabels[stops]}
            />
          ))}
        </RadioGroup>
      </FilterGroup>
      <FilterGroup legend={flightShopTexts.quickFilters}>
        <FormGroup>
          {flightFilterKinds.map((kind) => (
            <FormControlLabel
              key={kind}
              label={flightFilterKindLabels[kind]}
              control={
                <Checkbox
                  size="small"
                  checked={filters.kinds.includes(kind)}
                  onChange={(_, on) =>
                    onChange({ ...filters, kinds: toggled(filters.kinds, kind, on) })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FilterGroup>
      <FilterGroup legend={flightShopTexts.airlines}>
        <FormGroup>
          {airlines.map((airline) => (
            <FormControlLabel
              key={airline}
              label={airline === 'ExcludeLcc' ? excludeLccLabel : airlineName(airline, flightNames)}
              control={
                <Checkbox
                  size="small"
                  checked={filters.airlines.includes(airline)}
                  onChange={(_, on) =>
                    onChange({ ...filters, airlines: toggled(filters.airlines, airline, on) })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FilterGroup>
    </Stack>
  );
}

function FilterGroup({
  legend,
  children,
}: {
  readonly legend: string;
  readonly children: ReactNode;
}) {
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
        {legend}
      </FormLabel>
      {children}
    </FormControl>
  );
}
