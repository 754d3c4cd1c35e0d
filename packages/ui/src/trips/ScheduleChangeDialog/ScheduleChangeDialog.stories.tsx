import type { Meta, StoryObj } from '@storybook/react-vite';
import { segmentStatuses } from '@wayfare/domain';
import { consumerTenant, mobileViewport, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  everyStatusScheduleChangeFlight,
  scheduleChangeFlight,
  withFlight,
} from '../testing/tripStoryTrips';
import { segmentStatusLabels } from '../tripLabels';
import { ScheduleChangeDialog } from './ScheduleChangeDialog';

const meta = {
  title: 'Components/Trips/ScheduleChangeDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ScheduleChangeDialog,
  parameters: { layout: 'padded' },
  args: { trip: scheduleChangeFlight, onChoose: fn(), onCancel: fn() },
} satisfies Meta<typeof ScheduleChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Schedule change';

/**
 * What changed, flight by flight with the new local times and each one's status, and the
 * traveller's two options, each saying what it does; choosing one reports it.
 */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    const segments = within(dialog.getByRole('list', { name: 'New schedule' })).getAllByRole(
      'listitem',
    );
    await expect(segments).toHaveLength(2);
    await expect(segments[0]).toHaveTextContent('AC 880 · YYZ to CDG');
    await expect(segments[0]).toHaveTextContent('Confirmed');
    await expect(segments[0]).toHaveTextContent(/DepartsFri, Jul 10, 8:05\sPM/);
    await expect(segments[0]).toHaveTextContent(/ArrivesSat, Jul 11, 9:20\sAM/);
    await expect(segments[1]).toHaveAttribute('data-status', 'Pending');
    const choices = dialog.getByRole('list', { name: 'What would you like to do?' });
    const toAgent = within(choices).getByRole('button', { name: 'Ask an agent to review it' });
    await expect(toAgent).toHaveAccessibleDescription(
      'An agent reviews the change and contacts you with your options.',
    );
    await expect(
      within(choices).getByRole('button', { name: 'Contact the airline' }),
    ).toHaveAccessibleDescription('The airline handles the change with you directly.');
    await userEvent.click(toAgent);
    await expect(args.onChoose).toHaveBeenCalledWith('MoveToQueue');
  },
};

/** Each of the eight segment statuses (products §4), in the words of the trips hub. */
export const EverySegmentStatus: Story = {
  args: { trip: everyStatusScheduleChangeFlight },
  play: async () => {
    const dialog = await shownDialog(title);
    const segments = within(dialog.getByRole('list', { name: 'New schedule' })).getAllByRole(
      'listitem',
    );
    await expect(segments.map((segment) => segment.getAttribute('data-status'))).toEqual([
      ...segmentStatuses,
    ]);
    for (const [index, status] of segmentStatuses.entries()) {
      await expect(segments[index]).toHaveTextContent(segmentStatusLabels[status]);
    }
  },
};

/** Referring the change to the airline. */
export const ReferToAirline: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await userEvent.click(dialog.getByRole('button', { name: 'Contact the airline' }));
    await expect(args.onChoose).toHaveBeenCalledWith('ReferToAirline');
  },
};

/** A change that offers one choice shows that one only. */
export const OneChoice: Story = {
  args: {
    trip: withFlight(scheduleChangeFlight, {
      scheduleChange: {
        ...scheduleChangeFlight.flight!.scheduleChange!,
        choices: ['ReferToAirline'],
      },
    }),
  },
  play: async () => {
    const dialog = await shownDialog(title);
    const choices = dialog.getByRole('list', { name: 'What would you like to do?' });
    await expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Contact the airline']);
  },
};

/** A change with nothing to choose: it says whom to contact instead. */
export const NoChoices: Story = {
  args: {
    trip: withFlight(scheduleChangeFlight, {
      scheduleChange: { ...scheduleChangeFlight.flight!.scheduleChange!, choices: [] },
    }),
  },
  play: async () => {
    const dialog = await shownDialog(title);
    await expect(dialog.getByText(/There is nothing to choose for this change/)).toBeVisible();
    await expect(dialog.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Decide later',
    ]);
  },
};

/** While the choice is sent nothing can be pressed twice, and Escape does not close the dialog. */
export const Pending: Story = {
  args: { pendingChoice: 'MoveToQueue' },
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    for (const button of dialog.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The choice could not be sent: why, as an alert, and the traveller may choose again. */
export const Failed: Story = {
  args: { error: 'We could not send your choice. Please try again.' },
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'We could not send your choice. Please try again.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Contact the airline' }));
    await expect(args.onChoose).toHaveBeenCalledWith('ReferToAirline');
  },
};

/** Decide later, or Escape, closes it without a choice. */
export const DecideLater: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await userEvent.click(dialog.getByRole('button', { name: 'Decide later' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** On a phone: every flight of the change, scrolled within the dialog. */
export const EverySegmentStatusMobile: Story = {
  ...EverySegmentStatus,
  globals: mobileViewport,
};
