import { screen } from '@testing-library/react';
import type { SearchResultsQuery } from '@wayfare/domain';
import { renderWithProviders } from '@wayfare/test-kit';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { SearchBar } from './SearchBar';

const query: SearchResultsQuery = {
  fromDate: '2026-07-10',
  untilDate: '2026-07-13',
  adultsCount: 2,
  childrenCount: 0,
};
const where = () => screen.getByRole('textbox', { name: 'Where' });
const search = () => screen.getByRole('button', { name: 'Search' });

// searchLocationLimit of @wayfare/domain: 100 characters, said as soon as it is passed.
describe('SearchBar', () => {
  it('says a place over 100 characters is too long, keeps it, and does not search', async () => {
    const onSearch = fn();
    const { user } = renderWithProviders(
      <SearchBar value={query} onSearch={onSearch} today="2026-07-01" />,
    );
    await user.click(where());
    await user.paste('Toronto'.repeat(1_500));
    expect(where()).toBeInvalid();
    expect(where()).toHaveAccessibleDescription('Enter at most 100 characters.');
    await user.click(search());
    expect(onSearch).not.toHaveBeenCalled();
    expect(where()).toHaveFocus();
    expect(where()).toHaveValue('Toronto'.repeat(1_500));
  });

  it('searches a place within the limit', async () => {
    const onSearch = fn();
    const { user } = renderWithProviders(
      <SearchBar value={query} onSearch={onSearch} today="2026-07-01" />,
    );
    await user.type(where(), ' Toronto ');
    expect(where()).toHaveAttribute('aria-invalid', 'false');
    await user.click(search());
    expect(onSearch).toHaveBeenCalledWith({ ...query, locationName: 'Toronto' });
  });
});
