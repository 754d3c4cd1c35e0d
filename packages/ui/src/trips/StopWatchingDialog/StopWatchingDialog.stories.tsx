import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { lisbonWatch } from '../testing/tripStoryTrips';
import { StopWatchingDialog } from './StopWatchingDialog';

const meta = {
  title: 'Components/Trips/StopWatchingDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: StopWatchingDialog,
  parameters: { layout: 'padded' },
  args: { trip: lisbonWatch, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof StopWatchingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Stop watching this price?';

/** The question and what stopping does; Stop watching confirms for the watch asked about. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(
      dialog.getByText(
        'We will stop tracking the price of Toronto - Lisbon and stop sending you notifications about it.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Stop watching' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(lisbonWatch);
  },
};

/** Keep watching, or Escape, cancels. */
export const KeepWatching: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Keep watching' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While stopping is under way nothing can be pressed twice, and Escape does not cancel it. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await expect(dialog.getByRole('button', { name: 'Keep watching' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /Stop watching/ })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The last attempt failed: why, as an alert, and the traveller may try again. */
export const Failed: Story = {
  args: { error: 'We could not stop watching this price. Please try again.' },
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'We could not stop watching this price. Please try again.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Stop watching' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(lisbonWatch);
  },
};
