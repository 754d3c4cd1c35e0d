import type { Meta, StoryObj } from '@storybook/react-vite';
import { newCardErrorTexts } from '@wayfare/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AddCardDialog } from './AddCardDialog';
import defaultMeta from './AddCardDialog.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/AddCardDialog/Features',
} satisfies Meta<typeof AddCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Add a new card' });
  // The dialog fades in; what it shows is visible once it has.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The keyboard alone: the button opens the form, Tab moves through it, Enter saves. */
export const Keyboard: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Add a new card' }).focus();
    await userEvent.keyboard('{Enter}');
    await openDialog();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Cardholder name' })).toHaveFocus(),
    );
    await userEvent.keyboard('Ada Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('5555 5555 5555 4444');
    await userEvent.tab();
    await userEvent.keyboard('07/26');
    await userEvent.tab();
    await userEvent.keyboard('1234');
    await userEvent.tab();
    await userEvent.keyboard('M5V 2T6{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: 'Ada Lovelace',
      number: '5555555555554444',
      month: 7,
      year: 2026,
      cvv: '1234',
      postalCode: 'M5V 2T6',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add a new card' }),
    ).toHaveFocus();
  },
};

/** Save on an empty form: every field says what is wrong and focus goes to the first. */
export const EmptyFormErrors: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    const name = within(dialog).getByRole('textbox', { name: 'Cardholder name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(newCardErrorTexts.fullName);
    await expect(within(dialog).getByRole('textbox', { name: 'CVV' })).toHaveAccessibleDescription(
      newCardErrorTexts.cvv,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A number failing the Luhn check, an expired card and a short CVV, each flagged on leaving it. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await userEvent.type(field('Cardholder name'), 'Ada Lovelace');
    await userEvent.type(field('Card number'), '4111 1111 1111 1112');
    await userEvent.type(field('Expiry date (MM/YY)'), '06/26');
    await userEvent.type(field('CVV'), '12');
    await userEvent.type(field('Billing postal code'), '10001');
    await userEvent.tab();
    await expect(field('Card number')).toHaveAccessibleDescription(newCardErrorTexts.number);
    await expect(field('Expiry date (MM/YY)')).toHaveAccessibleDescription(
      newCardErrorTexts.expired,
    );
    await expect(field('CVV')).toHaveAccessibleDescription(newCardErrorTexts.cvv);
    await expect(field('Cardholder name')).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await expect(field('Card number')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A cardholder name of 101 characters and a postal code of 11 (newCardFieldLimits): each says
 * its limit as it is typed, and Save keeps the card with what was typed.
 */
export const TooLong: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await userEvent.click(field('Cardholder name'));
    await userEvent.paste('A'.repeat(101));
    await expect(field('Cardholder name')).toHaveAccessibleDescription(
      'Enter at most 100 characters.',
    );
    await userEvent.type(field('Card number'), '5555 5555 5555 4444');
    await userEvent.type(field('Expiry date (MM/YY)'), '07/26');
    await userEvent.type(field('CVV'), '123');
    await userEvent.type(field('Billing postal code'), '12345-67890');
    await expect(field('Billing postal code')).toHaveAccessibleDescription(
      'Enter at most 10 characters.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await expect(field('Cardholder name')).toHaveFocus();
    await expect(field('Cardholder name')).toHaveValue('A'.repeat(101));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The card is being verified: Save shows progress, the fields wait, Escape does not close. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('button', { name: /Save card/ })).toBeDisabled();
    await expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    await expect(within(dialog).getByRole('textbox', { name: 'Card number' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** What was typed is gone once the dialog closes. */
export const ClearedOnClose: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Card number' }), '4111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a new card' }));
    await openDialog();
    await expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
  },
};
