import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  hotelAmenityFilterIds,
  hotelAmenityFilterLabels,
  hotelNightlyPriceCaps,
  mealPlanLabels,
  mealPlans,
  type HotelResultsFilters,
  type StarRating,
} from '@wayfare/domain';
import type { ReactNode } from 'react';

export interface HotelFiltersPanelProps {
  readonly filters: HotelResultsFilters;
  /** Each change applies at once: the list follows as the traveller ticks. */
  readonly onChange: (next: HotelResultsFilters) => void;
}

/** Five stars first: travellers filter down from the top. */
const starFilters: readonly { readonly rating: StarRating; readonly label: string }[] = [
  { rating: 'Five', label: '5 stars' },
  { rating: 'Four', label: '4 stars' },
  { rating: 'Three', label: '3 stars' },
  { rating: 'Two', label: '2 stars' },
  { rating: 'One', label: '1 star' },
];

const anyPrice = 'any';

/** One value more or less in a filter's list. */
const toggled = <T,>(values: readonly T[], value: T, on: boolean): T[] =>
  on ? [...values, value] : values.filter((candidate) => candidate !== value);

/**
 * The hotel list's filters (spec: products §3 star ratings, amenities, meal plans; a price cap):
 * each group a fieldset named by its legend, so a screen reader hears "Star rating, 4 stars,
 * checkbox". The price caps are in US dollars, the fake backend's and the card's currency.
 */
export function HotelFiltersPanel({ filters, onChange }: HotelFiltersPanelProps) {
  return (
    <Stack spacing={3}>
      <FilterGroup legend="Star rating">
        <FormGroup>
          {starFilters.map(({ rating, label }) => (
            <FormControlLabel
              key={rating}
              label={label}
              control={
                <Checkbox
                  checked={filters.starRatings.includes(rating)}
                  onChange={(_, on) =>
                    onChange({ ...filters, starRatings: toggled(filters.starRatings, rating, on) })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FilterGroup>
      <FilterGroup legend="Price per night">
        <RadioGroup
          value={filters.maxNightlyPrice === undefined ? anyPrice : String(filters.maxNightlyPrice)}
          onChange={(_, value) =>
            onChange({
              ...filters,
              maxNightlyPrice: value === anyPrice ? undefined : Number(value),
            })
          }
        >
          <FormControlLabel value={anyPrice} control={<Radio />} label="Any price" />
          {hotelNightlyPriceCaps.map((cap) => (
            <FormControlLabel
              key={cap}
              value={String(cap)}
              control={<Radio />}
              label={`Up to $${cap}`}
            />
          ))}
        </RadioGroup>
      </FilterGroup>
      <FilterGroup legend="Amenities">
        <FormGroup>
          {hotelAmenityFilterIds.map((amenity) => (
            <FormControlLabel
              key={amenity}
              label={hotelAmenityFilterLabels[amenity]}
              control={
                <Checkbox
                  checked={filters.amenities.includes(amenity)}
                  onChange={(_, on) =>
                    onChange({ ...filters, amenities: toggled(filters.amenities, amenity, on) })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FilterGroup>
      <FilterGroup legend="Meal plans">
        <FormGroup>
          {mealPlans.map((plan) => (
            <FormControlLabel
              key={plan}
              label={mealPlanLabels[plan]}
              control={
                <Checkbox
                  checked={filters.mealPlans.includes(plan)}
                  onChange={(_, on) =>
                    onChange({ ...filters, mealPlans: toggled(filters.mealPlans, plan, on) })
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
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {legend}
      </FormLabel>
      {children}
    </FormControl>
  );
}
