import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './LoadingPopup.stories';

const { SavingTravelers, BookingYourStay } = composeStories(stories);

describe('LoadingPopup', () => {
  it.each([
    ['Saving travelers and checking availability', SavingTravelers],
    ['Booking your stay', BookingYourStay],
  ])('shows "%s" as a busy dialog', async (message, Story) => {
    render(<Story />);
    const dialog = await screen.findByRole('dialog', { name: message });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: message })).toBeInTheDocument();
  });

  it('cannot be dismissed with Escape', async () => {
    render(<BookingYourStay />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Booking your stay' })).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    render(<BookingYourStay open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
