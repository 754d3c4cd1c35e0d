import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { wayfareQueryKey } from '@wayfare/booking';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './renderWithProviders';

function ThemeAndCache() {
  const theme = useTheme();
  const queryClient = useQueryClient();
  return (
    <p>
      {theme.wayfare.tenant} {theme.wayfare.palette} {queryClient.getQueryCache().getAll().length}
    </p>
  );
}

describe('renderWithProviders', () => {
  it('provides the consumer theme and an empty query cache by default', () => {
    renderWithProviders(<ThemeAndCache />);
    expect(screen.getByText('consumer default 0')).toBeInTheDocument();
  });

  it('provides the tenant and palette it is given, and a user-event session', async () => {
    const { user } = renderWithProviders(
      <>
        <ThemeAndCache />
        <button type="button">Book</button>
      </>,
      { tenant: 'corporate', palette: 'alternate' },
    );
    expect(screen.getByText('corporate alternate 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByRole('button', { name: 'Book' })).toHaveFocus();
  });

  it('gives every render its own query client', () => {
    const first = renderWithProviders(<ThemeAndCache />);
    first.queryClient.setQueryData(wayfareQueryKey('listing'), { id: 'listing-1' });
    first.unmount();
    const second = renderWithProviders(<ThemeAndCache />);
    expect(second.queryClient).not.toBe(first.queryClient);
    expect(second.queryClient.getQueryData(wayfareQueryKey('listing'))).toBeUndefined();
  });
});
