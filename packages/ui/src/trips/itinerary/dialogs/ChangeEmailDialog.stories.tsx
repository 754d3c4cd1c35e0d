import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, fillIn, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { failing, never } from '../testing/itineraryStoryActions';
import { ChangeEmailDialog } from './ChangeEmailDialog';

/** The call, typed once, so each story's stand-in matches the meta's. */
type ChangeEmail = (email: string) => Promise<void>;

const meta = {
  title: 'Components/Trips/Itinerary/ChangeEmailDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ChangeEmailDialog,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    currentEmail: 'alex.morgan@example.com',
    onChangeEmail: fn<ChangeEmail>(() => Promise.resolve()),
    onClose: fn(),
  },
} satisfies Meta<typeof ChangeEmailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Change email';
const newEmail = 'alex@morgan.example.org';

/** Where confirmations go now, and an empty, focused field for the new address. */
export const Open: Story = {
  play: async () => {
    const dialog = await shownDialog(title);
    await expect(
      dialog.getByText('Confirmations for this booking go to alex.morgan@example.com.'),
    ).toBeVisible();
    const email = dialog.getByRole('textbox', { name: 'New email address' });
    await expect(email).toHaveValue('');
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** Each check: empty, not an address, the same address; focus stays on the field, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    const email = dialog.getByRole('textbox', { name: 'New email address' });
    const save = dialog.getByRole('button', { name: 'Save email' });
    await userEvent.click(save);
    await expect(email).toHaveAccessibleDescription('Enter an email address.');
    await expect(email).toHaveFocus();
    await fillIn(email, 'alex@');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    await userEvent.clear(email);
    await fillIn(email, 'Alex.Morgan@example.com');
    await expect(email).toHaveAccessibleDescription('This is already the email of this booking.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(save);
    await expect(args.onChangeEmail).not.toHaveBeenCalled();
  },
};

/** Saving: the button shows progress, nothing can be pressed twice, Escape does not close. */
export const Saving: Story = {
  args: { onChangeEmail: fn<ChangeEmail>(() => never()) },
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await fillIn(dialog.getByRole('textbox', { name: 'New email address' }), newEmail);
    await userEvent.click(dialog.getByRole('button', { name: 'Save email' }));
    await expect(dialog.getByRole('button', { name: /Save email/ })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The change failed: why, as an alert, with the new address kept. */
export const Failed: Story = {
  args: { onChangeEmail: fn<ChangeEmail>(() => failing()) },
  play: async () => {
    const dialog = await shownDialog(title);
    const email = dialog.getByRole('textbox', { name: 'New email address' });
    await fillIn(email, newEmail);
    await userEvent.click(dialog.getByRole('button', { name: 'Save email' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'We could not change the email. Please try again.',
    );
    await expect(email).toHaveValue(newEmail);
  },
};

/** Saved: where confirmations go now, and Done. */
export const Saved: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await fillIn(dialog.getByRole('textbox', { name: 'New email address' }), `  ${newEmail} `);
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      `Confirmations for this booking now go to ${newEmail}.`,
    );
    await expect(args.onChangeEmail).toHaveBeenCalledWith(newEmail);
  },
};
