import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  cardFrameFields,
  consumerTenant,
  useStoryCardFields,
  typeIn,
} from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { useState } from 'react';
import { AddCardDialog, type AddCardDialogProps } from './AddCardDialog';

/**
 * The dialog as a page uses it: a button opens it; a saved card or Cancel closes it. The card
 * fields are the fake backend's stand-in for the vault's frame.
 */
function AddCardDialogOnPage(props: AddCardDialogProps) {
  const [open, setOpen] = useState(props.open);
  const cardFields = useStoryCardFields();
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Add a new card
      </Button>
      <AddCardDialog
        {...props}
        open={open}
        cardFieldsRef={cardFields.ref}
        onSubmit={(billing) => {
          // As a page does: the vault's frame tokenises the card (and says what is wrong in its
          // own fields); the page hears the billing details it owns, and closes the dialog.
          void cardFields.tokenize(billing).then(
            () => {
              props.onSubmit(billing);
              if (!props.isSaving) setOpen(false);
            },
            () => undefined,
          );
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
  args: { open: true, isSaving: false, cardFieldsRef: null, onSubmit: fn(), onClose: fn() },
  render: (args) => <AddCardDialogOnPage {...args} />,
} satisfies Meta<typeof AddCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An empty form; a valid card is saved with a click on Save card. The number, expiry and CVV are
 * typed in the vault's frame: the page hears only the name and postal code.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add a new card' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(screen.getByRole('textbox', { name: 'Cardholder name' }), 'Ada Lovelace');
    const card = await cardFrameFields();
    await typeIn(card.getByRole('textbox', { name: /^Card number/ }), '4111111111111111');
    await typeIn(card.getByRole('textbox', { name: /^Expiry date/ }), '08/28');
    await typeIn(card.getByRole('textbox', { name: /^CVV/ }), '123');
    await userEvent.type(screen.getByRole('textbox', { name: 'Billing postal code' }), '10001');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ fullName: 'Ada Lovelace', postalCode: '10001' }),
    );
  },
};

/** Start closed and try any state from the controls. */
export const Playground: Story = { args: { open: false } };
