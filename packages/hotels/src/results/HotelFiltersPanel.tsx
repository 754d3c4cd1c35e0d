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
import { ChecklistFilter, RadioFilter, type FilterOption } from '@wayfare/ui';

export interface HotelFiltersPanelProps {
  readonly filters: HotelResultsFilters;
  /**
   * Each change applies at once (the list follows as the traveller ticks), as a change to the
   * filters as last asked for: two ticked before the list redraws both hold.
   */
  readonly onChange: (change: (filters: HotelResultsFilters) => HotelResultsFilters) => void;
}

/** Five stars first: travellers filter down from the top. */
const starFilters: readonly FilterOption<StarRating>[] = [
  { value: 'Five', label: '5 stars' },
  { value: 'Four', label: '4 stars' },
  { value: 'Three', label: '3 stars' },
  { value: 'Two', label: '2 stars' },
  { value: 'One', label: '1 star' },
];

const anyPrice = 'any';

const priceOptions = [
  { value: anyPrice, label: 'Any price' },
  ...hotelNightlyPriceCaps.map((cap) => ({ value: String(cap), label: `Up to $${cap}` })),
];

/**
 * The hotel list's filters (spec: products §3 star ratings, amenities, meal plans; a price cap):
 * each group a fieldset named by its legend, so a screen reader hears "Star rating, 4 stars,
 * checkbox". The price caps are in US dollars, the fake backend's and the card's currency.
 */
export function HotelFiltersPanel({ filters, onChange }: HotelFiltersPanelProps) {
  return (
    <Stack spacing={3}>
      <ChecklistFilter
        legend="Star rating"
        options={starFilters}
        chosen={filters.starRatings}
        onChange={(change) =>
          onChange((before) => ({ ...before, starRatings: change(before.starRatings) }))
        }
      />
      <RadioFilter
        legend="Price per night"
        options={priceOptions}
        value={filters.maxNightlyPrice === undefined ? anyPrice : String(filters.maxNightlyPrice)}
        onChange={(value) =>
          onChange((before) => ({
            ...before,
            maxNightlyPrice: value === anyPrice ? undefined : Number(value),
          }))
        }
      />
      <ChecklistFilter
        legend="Amenities"
        options={hotelAmenityFilterIds.map((amenity) => ({
          value: amenity,
          label: hotelAmenityFilterLabels[amenity],
        }))}
        chosen={filters.amenities}
        onChange={(change) =>
          onChange((before) => ({ ...before, amenities: change(before.amenities) }))
        }
      />
      <ChecklistFilter
        legend="Meal plans"
        options={mealPlans.map((plan) => ({ value: plan, label: mealPlanLabels[plan] }))}
        chosen={filters.mealPlans}
        onChange={(change) =>
          onChange((before) => ({ ...before, mealPlans: change(before.mealPlans) }))
        }
      />
    </Stack>
  );
}
