import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import type { Trip } from '@wayfare/domain';
import { frozenNow } from '@wayfare/test-kit/storybook';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { parisFlight, scheduleChangeFlight } from '../testing/tripStoryTrips';
import { TripCard } from '../TripCard/TripCard';
import { ScheduleChangeDialog } from './ScheduleChangeDialog';
import * as stories from './ScheduleChangeDialog.stories';

const { Open } = composeStories(stories);

/** A trip's card and the dialog its notice opens, as the hub holds them. */
function TripWithDialog() {
  const [asked, setAsked] = useState<Trip>();
  return (
    <>
      <TripCard trip={scheduleChangeFlight} now={frozenNow} onReviewScheduleChange={setAsked} />
      <ScheduleChangeDialog trip={asked} onChoose={() => {}} onCancel={() => setAsked(undefined)} />
    </>
  );
}

describe('ScheduleChangeDialog', () => {
  it('reports the choice the traveller makes', async () => {
    const onChoose = fn();
    render(<Open onChoose={onChoose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule change' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Contact the airline' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ask an agent to review it' }));
    expect(onChoose.mock.calls).toEqual([['ReferToAirline'], ['MoveToQueue']]);
  });

  it('takes no second choice while one is being sent', async () => {
    const onChoose = fn();
    render(<Open onChoose={onChoose} pendingChoice="ReferToAirline" />);
    const dialog = within(await screen.findByRole('dialog'));
    for (const button of dialog.getAllByRole('button')) expect(button).toBeDisabled();
    // A disabled button takes no pointer events: click it anyway, as a stray tap would.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(dialog.getByRole('button', { name: 'Ask an agent to review it' }));
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('is closed for a trip without a schedule change', () => {
    render(<Open trip={parisFlight} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts focus back on the notice’s button when the traveller decides later', async () => {
    render(<TripWithDialog />);
    const review = screen.getByRole('button', { name: 'Review the change' });
    await userEvent.click(review);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Decide later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(review).toHaveFocus();
  });
});
