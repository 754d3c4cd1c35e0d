import { render, screen } from '@testing-library/react';
import {
  hotelAmenityFilterLabels,
  noHotelResultsFilters,
  type HotelResultsFilters,
} from '@wayfare/domain';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { HotelFiltersPanel } from './HotelFiltersPanel';

type Change = (filters: HotelResultsFilters) => HotelResultsFilters;

describe('HotelFiltersPanel', () => {
  it('keeps every filter chosen before the list redraws: star ratings, a price cap, an amenity', async () => {
    const changes: Change[] = [];
    render(
      <HotelFiltersPanel
        filters={noHotelResultsFilters}
        onChange={(change) => changes.push(change)}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: '4 stars' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Up to $250' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: hotelAmenityFilterLabels.FreeBreakfast }),
    );
    const asked = changes.reduce((filters, change) => change(filters), noHotelResultsFilters);
    expect(asked).toEqual({
      starRatings: ['Four', 'Five'],
      maxNightlyPrice: 250,
      amenities: ['FreeBreakfast'],
      mealPlans: [],
    });
  });
});
