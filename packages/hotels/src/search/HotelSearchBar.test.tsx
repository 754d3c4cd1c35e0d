import { screen, within } from '@testing-library/react';
import { noHotelResultsFilters, type StaysAvailabilityQuery } from '@wayfare/domain';
import { renderWithProviders } from '@wayfare/test-kit';
import { mockServer } from '@wayfare/test-kit/server';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { HotelSearchBar } from './HotelSearchBar';
import { hotelSearchTexts } from './hotelSearchTexts';
import { reachDestination } from './testing/reachDestination';

mockServer();

const query: StaysAvailabilityQuery = {
  fromDate: '2026-07-10',
  untilDate: '2026-07-13',
  adultsCount: 2,
  childrenCount: 0,
  roomsCount: 1,
  filters: noHotelResultsFilters,
};
const destination = () => screen.getByRole('combobox', { name: 'Destination' });
const search = () => screen.getByRole('button', { name: 'Search' });

function renderSearchBar() {
  const onSearch = fn();
  const rendered = renderWithProviders(
    <HotelSearchBar value={query} onSearch={onSearch} today="2026-07-01" />,
  );
  return { ...rendered, onSearch };
}

describe('HotelSearchBar', () => {
  it('suggests places and hotels as the traveller types, and searches the one chosen', async () => {
    const { user, onSearch } = renderSearchBar();
    await user.type(await reachDestination(screen, user), 'chi');
    const chicago = await screen.findByRole('option', { name: 'Chicago, IL' });
    expect(chicago).toHaveAccessibleDescription('City 9 hotels');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(destination()).toHaveValue('Chicago, IL');
    // Enter chose the suggestion; it did not search.
    expect(onSearch).not.toHaveBeenCalled();
    await user.click(search());
    expect(onSearch).toHaveBeenCalledWith({ ...query, placeTerm: 'Chicago, IL' });
  });

  it('says what a suggested hotel is and where it stands', async () => {
    const { user } = renderSearchBar();
    await user.type(await reachDestination(screen, user), 'lakefront');
    expect(
      await screen.findByRole('option', { name: 'The Lakefront Grand' }),
    ).toHaveAccessibleDescription('Hotel The Loop, Chicago');
  });

  it('searches a place typed as free text, with Enter', async () => {
    const { user, onSearch } = renderSearchBar();
    await user.type(await reachDestination(screen, user), ' Lake Michigan {Enter}');
    expect(onSearch).toHaveBeenCalledWith({ ...query, placeTerm: 'Lake Michigan' });
  });

  it('does not search without a destination: it says so and returns to the field', async () => {
    const { user, onSearch } = renderSearchBar();
    await user.type(await reachDestination(screen, user), '   ');
    await user.click(search());
    expect(onSearch).not.toHaveBeenCalled();
    expect(destination()).toHaveFocus();
    expect(destination()).toBeInvalid();
    expect(destination()).toHaveAccessibleDescription(hotelSearchTexts.destinationMissing);
    await user.type(await reachDestination(screen, user), 'Boston');
    expect(destination()).not.toHaveAccessibleDescription(hotelSearchTexts.destinationMissing);
  });

  it('says a place over 100 characters is too long, and does not search it', async () => {
    const { user, onSearch } = renderSearchBar();
    await reachDestination(screen, user);
    await user.paste('Chicago'.repeat(20));
    expect(destination()).toHaveAccessibleDescription('Enter at most 100 characters.');
    await user.click(search());
    expect(onSearch).not.toHaveBeenCalled();
    expect(destination()).toHaveFocus();
  });

  it('searches the guests in their rooms, and asks for no pets', async () => {
    const { user, onSearch } = renderSearchBar();
    await user.type(await reachDestination(screen, user), 'Boston');
    await user.click(screen.getByRole('button', { name: 'Guests 2 guests' }));
    const guests = await screen.findByRole('dialog', { name: 'Guests' });
    expect(within(guests).queryByRole('button', { name: 'Add a pet' })).toBeNull();
    await user.click(within(guests).getByRole('button', { name: 'Add a child' }));
    await user.click(within(guests).getByRole('button', { name: 'Add a room' }));
    await user.click(within(guests).getByRole('button', { name: 'Add a room' }));
    await user.click(within(guests).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Guests 3 guests, 3 rooms' })).toBeVisible();
    await user.click(search());
    expect(onSearch).toHaveBeenCalledWith({
      ...query,
      placeTerm: 'Boston',
      childrenCount: 1,
      roomsCount: 3,
    });
  });
});
