import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { DeleteTravelerDialog, type DeleteTravelerDialogProps } from './DeleteTravelerDialog';
import { storyTravelers } from './storyTravelers';

/** The dialog as a page uses it: gone once the traveller answers. */
function AskingDeleteTravelerDialog(props: DeleteTravelerDialogProps) {
  const [traveler, setTraveler] = useState(props.traveler);
  return (
    <DeleteTravelerDialog
      {...props}
      traveler={traveler}
      onConfirm={(confirmed) => {
        props.onConfirm(confirmed);
        setTraveler(undefined);
      }}
      onCancel={() => {
        props.onCancel();
        setTraveler(undefined);
      }}
    />
  );
}

const meta = {
  title: 'Components/Account/DeleteTravelerDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: DeleteTravelerDialog,
  args: { traveler: storyTravelers[2], onConfirm: fn(), onCancel: fn() },
  render: (args) => <AskingDeleteTravelerDialog {...args} />,
} satisfies Meta<typeof DeleteTravelerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/** Asks before deleting; Delete hands the traveler over. */
export const Default: Story = {
  play: async ({ args }) => {
    const shown = await screen.findByRole('dialog', { name: 'Delete Hedy Lamarr?' });
    await waitFor(() => expect(shown).toBeVisible());
    const dialog = within(shown);
    await expect(
      dialog.getByText('Hedy Lamarr will be removed from your saved travelers.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(storyTravelers[2]);
    await closed();
  },
};

/** Escape cancels: nothing is deleted. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Delete Hedy Lamarr?' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await closed();
  },
};
