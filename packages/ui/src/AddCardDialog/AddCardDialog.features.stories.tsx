import type { Meta, StoryObj } from '@storybook/react-vite';
import { newCardErrorTexts } from '@wayfare/domain';
import { cardFrameFields, typeIn } from '@wayfare/test-kit/storybook';
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

/**
 * The keyboard alone: the button opens the form, the card is typed field after field (the vault's
 * frame sits between the name and the postal code in tab order), Enter saves.
 */
export const Keyboard: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Add a new card' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Cardholder name' })).toHaveFocus(),
    );
    await userEvent.keyboard('Ada Lovelace');
    const card = await cardFrameFields();
    const number = card.getByRole('textbox', { name: /^Card number/ });
    // The frame follows the name in the document, so in tab order; the postal code follows it.
    const frame = dialog.querySelector('iframe');
    const postalCode = screen.getByRole('textbox', { name: 'Billing postal code' });
    await expect(frame?.compareDocumentPosition(postalCode)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // Keys typed in the frame go to the frame's document, not the page's.
    const inFrame = userEvent.setup({ document: number.ownerDocument });
    number.focus();
    await inFrame.keyboard('5555 5555 5555 4444');
    await inFrame.tab();
    await inFrame.keyboard('07/30');
    await inFrame.tab();
    await inFrame.keyboard('1234');
    postalCode.focus();
    await userEvent.keyboard('M5V 2T6{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        fullName: 'Ada Lovelace',
        postalCode: 'M5V 2T6',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add a new card' }),
    ).toHaveFocus();
  },
};

/** Save on an empty form: the name and postal code say what is wrong and focus goes to the first. */
export const EmptyFormErrors: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    const name = within(dialog).getByRole('textbox', { name: 'Cardholder name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(newCardErrorTexts.fullName);
    await expect(
      within(dialog).getByRole('textbox', { name: 'Billing postal code' }),
    ).toHaveAccessibleDescription(newCardErrorTexts.postalCode);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The card vault's frame has loaded its fields: the picture is of the whole form.
    await cardFrameFields();
  },
};

/**
 * A number failing the Luhn check, an expired card and a short CVV, each flagged by the vault's
 * frame on leaving it; Save leaves the form open with focus on the wrong number.
 */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await userEvent.type(field('Cardholder name'), 'Ada Lovelace');
    const card = await cardFrameFields();
    const cardField = (name: RegExp) => card.getByRole('textbox', { name });
    await typeIn(cardField(/^Card number/), '4111 1111 1111 1112');
    await typeIn(cardField(/^Expiry date/), '06/26');
    await typeIn(cardField(/^CVV/), '12');
    await userEvent.type(field('Billing postal code'), '10001');
    await expect(cardField(/^Card number/)).toHaveAccessibleDescription(newCardErrorTexts.number);
    await expect(cardField(/^Expiry date/)).toHaveAccessibleDescription(newCardErrorTexts.expired);
    await expect(cardField(/^CVV/)).toHaveAccessibleDescription(newCardErrorTexts.cvv);
    await expect(field('Cardholder name')).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(cardField(/^Card number/)).toHaveFocus());
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
    const card = await cardFrameFields();
    await typeIn(card.getByRole('textbox', { name: /^Card number/ }), '5555 5555 5555 4444');
    await typeIn(card.getByRole('textbox', { name: /^Expiry date/ }), '07/30');
    await typeIn(card.getByRole('textbox', { name: /^CVV/ }), '123');
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
    await expect(
      within(dialog).getByRole('textbox', { name: 'Billing postal code' }),
    ).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await cardFrameFields();
  },
};

/** What was typed is gone once the dialog closes: the vault's frame goes with it. */
export const ClearedOnClose: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog();
    const card = await cardFrameFields();
    await typeIn(card.getByRole('textbox', { name: /^Card number/ }), '4111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a new card' }));
    await openDialog();
    const reopened = await cardFrameFields();
    await expect(reopened.getByRole('textbox', { name: /^Card number/ })).toHaveValue('');
  },
};
