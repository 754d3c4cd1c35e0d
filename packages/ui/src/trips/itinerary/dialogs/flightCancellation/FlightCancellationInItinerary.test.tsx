import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itineraryActionLabels } from '../../itineraryTexts';
import { succeedingActions } from '../../testing/itineraryStoryActions';
import { roundTripFlight } from '../../testing/itineraryStoryTrips';
import * as stories from '../../TripItinerary.stories';
import { flightCancellationTexts as texts } from './flightCancellationTexts';

const { Flight } = composeStories(stories);

describe('the flight cancellation on a trip’s details', () => {
  it('opens from Cancel flight, keyboard only, and gives focus back to it when closed', async () => {
    const user = userEvent.setup();
    render(<Flight actions={succeedingActions()} />);
    const button = screen.getByRole('button', { name: itineraryActionLabels.cancelFlight });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: texts.title }));
    await waitFor(() =>
      expect(dialog.getByRole('heading', { name: texts.policyHeading })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('stays open once the flight is cancelled, then focuses the title, its button gone', async () => {
    const user = userEvent.setup();
    const actions = succeedingActions();
    const { rerender } = render(<Flight actions={actions} />);
    await user.click(screen.getByRole('button', { name: itineraryActionLabels.cancelFlight }));
    const dialog = within(await screen.findByRole('dialog', { name: texts.title }));
    await user.click(await dialog.findByRole('button', { name: texts.continue }));
    await user.click(await dialog.findByRole('button', { name: texts.confirm }));
    await dialog.findByRole('heading', { name: texts.successHeading });
    // The page refreshes the trip once cancelled: its Cancel flight button goes.
    rerender(<Flight actions={actions} trip={{ ...roundTripFlight, status: 'Canceled' }} />);
    expect(screen.queryByRole('button', { name: itineraryActionLabels.cancelFlight })).toBeNull();
    await user.click(dialog.getByRole('button', { name: texts.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Toronto - Paris - Toronto' }),
      ).toHaveFocus(),
    );
    expect(actions.flightCancel.cancel).toHaveBeenCalledExactlyOnceWith({
      offerId: 'offer-paris-partial-refund',
      refundForm: 'Cash',
    });
  });
});
