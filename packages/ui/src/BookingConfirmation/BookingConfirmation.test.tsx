import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { treesModalText } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import * as stories from './BookingConfirmation.features.stories';

const { Default, Premier, Lifestyle, NoEarn } = composeStories(stories);

describe('BookingConfirmation', { timeout: 20_000 }, () => {
  it('says the stay is booked, where the email goes and the confirmation number', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Booking Confirmation');
    expect(screen.getByRole('status')).toHaveTextContent('Confirmed, your stay is booked.');
    expect(
      screen.getByText('An email confirmation will be sent to ada.lovelace@example.com'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your booking confirmation is #HR-4821-9937')).toBeInTheDocument();
    expect(screen.getByText('3 nights')).toBeInTheDocument();
    expect(screen.getByText("You'll earn 4,232 miles on this booking.")).toBeInTheDocument();
  });

  it('links to the flights and cars pages, and to My Trips', () => {
    render(
      <Default
        bookAFlightHref="/flights?from=YYZ"
        rentACarHref="/cars?at=LAX"
        myTripsHref="/trips/"
      />,
    );
    const next = screen.getByRole('region', { name: "What's next?" });
    expect(within(next).getByRole('link', { name: /Book a Flight/ })).toHaveAttribute(
      'href',
      '/flights?from=YYZ',
    );
    expect(within(next).getByRole('link', { name: /Rent a Car/ })).toHaveAttribute(
      'href',
      '/cars?at=LAX',
    );
    expect(within(next).getByRole('link', { name: /My Trips/ })).toHaveAttribute('href', '/trips/');
  });

  it.each([
    [Premier, 'Premier Collection'],
    [Lifestyle, 'Lifestyle Collection'],
  ])('themes the header of a collection: %#', (Story, label) => {
    const { container } = render(<Story />);
    const header = container.querySelector<HTMLElement>('[data-collection-header]');
    expect(header).not.toBeNull();
    expect(header).toHaveTextContent(`${label}Booking Confirmation`);
  });

  it('has no themed header for other listings, nor earn and trees when not given', () => {
    const { container } = render(<NoEarn />);
    expect(container.querySelector('[data-collection-header]')).toBeNull();
    expect(screen.queryByText(/You'll earn/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Learn more' })).toBeNull();
  });

  it('opens the trees modal from the keyboard and gives focus back on close', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Default />);
    const learnMore = screen.getByRole('button', { name: 'Learn more' });
    learnMore.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Trees for every booking' });
    expect(dialog).toHaveTextContent(treesModalText);
    expect(within(dialog).getByText('2 trees')).toBeInTheDocument();
    expect(within(dialog).getByText('$0.25')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(learnMore).toHaveFocus();
  });
});
