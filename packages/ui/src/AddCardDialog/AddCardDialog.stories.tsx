import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { useState } from 'react';
import { AddCardDialog, type AddCardDialogProps } from './AddCardDialog';

/** The dialog as a page uses it: a button opens it; a saved card or Cancel closes it. */
function AddCardDialogOnPage(props: AddCardDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Add a new card
      </Button>
      <AddCardDialog
        {...props}
        open={open}
        onSubmit={(card) => {
          props.onSubmit(card);
          if (!props.isSaving) setOpen(false);
        }}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/AddCardDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: AddCardDialog,
  parameters: { layout: 'padded' },
  args: { open: true, isSaving: false, today: '2026-07-01', onSubmit: fn(), onClose: fn() },
  render: (args) => <AddCardDialogOnPage {...args} />,
} satisfies Meta<typeof AddCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form; a valid card is saved with a click on Save card. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add a new card' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(screen.getByRole('textbox', { name: 'Cardholder name' }), 'Ada Lovelace');
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111111');
    await userEvent.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '08/28');
    await userEvent.type(screen.getByRole('textbox', { name: 'CVV' }), '123');
    await userEvent.type(screen.getByRole('textbox', { name: 'Billing postal code' }), '10001');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: 'Ada Lovelace',
      number: '4111111111111111',
      month: 8,
      year: 2028,
      cvv: '123',
      postalCode: '10001',
    });
  },
};

/** Start closed and try any state from the controls. */
export const Playground: Story = { args: { open: false } };
