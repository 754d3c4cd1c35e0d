import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import type { Trip } from '@wayfare/domain';
import { frozenNow } from '@wayfare/test-kit/storybook';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lisbonWatch } from '../testing/tripStoryTrips';
import { TripCard } from '../TripCard/TripCard';
import { StopWatchingDialog } from './StopWatchingDialog';
import * as stories from './StopWatchingDialog.stories';

const { Open } = composeStories(stories);

/** A watch's card and the dialog its button opens, as the hub holds them. */
function WatchWithDialog({ onConfirm }: { onConfirm: (trip: Trip) => void }) {
  const [asked, setAsked] = useState<Trip>();
  return (
    <>
      <TripCard trip={lisbonWatch} now={frozenNow} onStopWatching={setAsked} />
      <StopWatchingDialog trip={asked} onConfirm={onConfirm} onCancel={() => setAsked(undefined)} />
    </>
  );
}

describe('StopWatchingDialog', () => {
  it('is named by its question and described by what stopping does', async () => {
    render(<Open />);
    const dialog = await screen.findByRole('dialog', { name: 'Stop watching this price?' });
    expect(dialog).toHaveAccessibleDescription(
      'We will stop tracking the price of Toronto - Lisbon and stop sending you notifications about it.',
    );
  });

  it('confirms for the watch it was opened for', async () => {
    const onConfirm = fn();
    render(<WatchWithDialog onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop watching' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: 'Stop watching',
      }),
    );
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith(lisbonWatch);
  });

  it('puts focus back on the button that opened it when the traveller keeps watching', async () => {
    render(<WatchWithDialog onConfirm={fn()} />);
    const stop = screen.getByRole('button', { name: 'Stop watching' });
    await userEvent.click(stop);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Keep watching' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stop).toHaveFocus();
  });
});
