import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { succeedingActions } from './testing/itineraryStoryActions';
import { homeStay, pastHomeStay, roundTripFlight } from './testing/itineraryStoryTrips';
import * as stories from './TripItinerary.stories';

const { Flight, Home, Watch } = composeStories(stories);

const dialogsGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('TripItinerary', () => {
  it('works from the keyboard: a button opens its modal, Escape closes it, focus comes back', async () => {
    const user = userEvent.setup();
    render(<Flight actions={succeedingActions()} />);
    const travelers = screen.getByRole('button', { name: 'Travelers' });
    expect(travelers).toHaveAttribute('aria-haspopup', 'dialog');
    travelers.focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Travelers' }));
    expect(dialog.getAllByRole('listitem')).toHaveLength(3);
    await user.keyboard('{Escape}');
    await dialogsGone();
    await waitFor(() => expect(travelers).toHaveFocus());
  });

  it('passes a traveler edit request on, and shows its success', async () => {
    const user = userEvent.setup();
    const actions = succeedingActions();
    render(<Flight actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'Request traveler edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request traveler edit' }));
    await user.click(dialog.getByRole('radio', { name: 'Alex Morgan (Adult)' }));
    await user.type(dialog.getByRole('textbox', { name: 'What should change?' }), 'New passport.');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('dialog', { name: 'Request sent' });
    expect(actions.requestTravelerEdit).toHaveBeenCalledExactlyOnceWith({
      travelerName: 'Alex Morgan',
      change: 'New passport.',
    });
  });

  it('keeps the cancel-home modal open once the home is cancelled, then focuses the title', async () => {
    const user = userEvent.setup();
    const actions = succeedingActions();
    const { rerender } = render(<Home actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'Cancel home' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel home' }));
    await user.click(await dialog.findByRole('button', { name: 'Cancel this booking' }));
    await dialog.findByRole('status');
    // The page refreshes the trip once cancelled: its Cancel home button goes.
    rerender(<Home actions={actions} trip={{ ...homeStay, status: 'Cancelled' }} />);
    expect(screen.queryByRole('button', { name: 'Cancel home' })).toBeNull();
    expect(dialog.getByRole('status')).toHaveTextContent(/is cancelled/);
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await dialogsGone();
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Lakeside Cabin with Dock' }),
      ).toHaveFocus(),
    );
    expect(actions.homeCancel.quote).toHaveBeenCalledOnce();
  });

  it('opens on a modal asked for, unless the trip does not offer it', async () => {
    const { unmount } = render(<Flight defaultModal="confirmation" />);
    expect(await screen.findByRole('dialog', { name: 'Confirmation' })).toBeInTheDocument();
    unmount();
    const actions = succeedingActions();
    render(<Home trip={pastHomeStay} actions={actions} defaultModal="cancelHome" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actions.homeCancel.quote).not.toHaveBeenCalled();
  });

  it('shows a watch’s title and that it has no itinerary, with no section or modal', () => {
    render(<Watch />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Toronto - Lisbon');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('puts its title at the level asked, its sections one below', () => {
    render(<Flight trip={roundTripFlight} headingLevel={2} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Toronto - Paris - Toronto' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Your booking' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Outbound: YYZ to CDG' })).toBeVisible();
  });
});
