import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as features from './CheckoutBreakdown.features.stories';
import * as dropdownStories from './PriceBreakdownDropdown.stories';

const {
  EveryFeeKind,
  WithDiscount,
  WithRewards,
  WalletCreditCoversEverything,
  Disabled,
  BookingInProgress,
  Keyboard,
  WithoutEarnText,
} = composeStories(features);
const { Default: Dropdown, CashOnly } = composeStories(dropdownStories);

const rows = () => {
  const terms = screen.getAllByRole('term');
  const details = screen.getAllByRole('definition');
  return terms.map((term, index) => [term.textContent, details[index]?.textContent]);
};
const bookButton = () => screen.getByRole('button', { name: 'Confirm and Book' });

describe('CheckoutBreakdown', () => {
  it('is a region headed "Price details"', () => {
    render(<EveryFeeKind />);
    expect(screen.getByRole('heading', { name: 'Price details' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price details' })).toBeInTheDocument();
  });

  it('shows each fee kind by its name, then the trip total', () => {
    render(<EveryFeeKind />);
    expect(rows()).toHaveLength(15);
    expect(rows()[1]).toEqual(['City tax', '$10.00']);
    expect(rows().at(-1)).toEqual(['Trip total', '$1,075.00']);
  });

  it('shows a discount as an amount taken off', () => {
    render(<WithDiscount />);
    expect(rows()).toContainEqual(['Host discount', '-$20.00']);
  });

  it('shows the total in rewards, the payments applied after it and the amount due', () => {
    render(<WithRewards />);
    expect(rows().slice(-3)).toEqual([
      ['Trip total', '$1,216.41 in rewards: 121,641 miles'],
      ['Rewards applied (50,000 miles)', '-$500.00'],
      ['Amount due', '$716.41'],
    ]);
  });

  it('books when wallet credit covers everything', async () => {
    const onConfirmAndBook = fn();
    render(<WalletCreditCoversEverything onConfirmAndBook={onConfirmAndBook} />);
    expect(rows().at(-1)).toEqual(['Amount due', '$0.00']);
    await userEvent.click(bookButton());
    expect(onConfirmAndBook).toHaveBeenCalledOnce();
  });

  it('leaves out the amount due when nothing was applied', () => {
    render(<EveryFeeKind />);
    expect(screen.queryByText('Amount due')).toBeNull();
  });

  it('disables Confirm and Book until the booking can proceed', () => {
    render(<Disabled />);
    expect(bookButton()).toBeDisabled();
  });

  it('shows progress while booking and stays disabled', () => {
    render(<BookingInProgress />);
    expect(bookButton()).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Booking your stay' })).toBeInTheDocument();
  });

  it('is pressed with the keyboard, and the terms link opens in a new tab', async () => {
    const onConfirmAndBook = fn();
    render(<Keyboard onConfirmAndBook={onConfirmAndBook} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onConfirmAndBook).toHaveBeenCalledOnce();
    const link = screen.getByRole('link', { name: 'terms of service (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(bookButton()).toHaveAccessibleDescription(
      'By selecting Confirm and Book, you agree to the house rules, the cancellation policy and the terms of service (opens in a new tab).',
    );
  });

  it('shows the earn string only when given', () => {
    const { unmount } = render(<Keyboard />);
    expect(screen.getByText("You'll earn 3,649 miles on this booking.")).toBeInTheDocument();
    unmount();
    render(<WithoutEarnText />);
    expect(screen.queryByText(/You'll earn/)).toBeNull();
  });
});

describe('PriceBreakdownDropdown', () => {
  it('shows the trip total in cash and rewards, closed', () => {
    render(<Dropdown />);
    const toggle = screen.getByRole('button', {
      name: 'Trip total $1,216.41 in rewards: 121,641 miles',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens to the lines and closes again, with the keyboard', async () => {
    render(<Dropdown />);
    const toggle = screen.getByRole('button', { name: /Trip total/ });
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: /Trip total/ });
    expect(within(region).getAllByRole('term')).toHaveLength(5);
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the cash total alone with no rewards account', () => {
    render(<CashOnly />);
    expect(screen.getByRole('button', { name: 'Trip total $1,216.41' })).toBeInTheDocument();
  });
});
