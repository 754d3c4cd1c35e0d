import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, fillIn, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { failing, never } from '../testing/itineraryStoryActions';
import { ResendConfirmationDialog } from './ResendConfirmationDialog';

/** The call, typed once, so each story's stand-in matches the meta's. */
type Resend = (email: string) => Promise<void>;

const meta = {
  title: 'Components/Trips/Itinerary/ResendConfirmationDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ResendConfirmationDialog,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    email: 'alex.morgan@example.com',
    onResend: fn<Resend>(() => Promise.resolve()),
    onClose: fn(),
  },
} satisfies Meta<typeof ResendConfirmationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Resend confirmation';

/** The email field, prefilled with the booking's and focused, Cancel and Resend. */
export const Open: Story = {
  play: async () => {
    const dialog = await shownDialog(title);
    const email = dialog.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveValue('alex.morgan@example.com');
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** Sending: Resend shows progress, nothing can be pressed twice, Escape does not close. */
export const Sending: Story = {
  args: { onResend: fn<Resend>(() => never()) },
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await userEvent.click(dialog.getByRole('button', { name: 'Resend' }));
    await expect(dialog.getByRole('button', { name: /Resend/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

/** The send failed: why, as an alert, with the address kept for another try. */
export const Failed: Story = {
  args: { onResend: fn<Resend>(() => failing()) },
  play: async () => {
    const dialog = await shownDialog(title);
    const email = dialog.getByRole('textbox', { name: 'Email address' });
    await userEvent.clear(email);
    await fillIn(email, 'alex@morgan.example.org');
    await userEvent.click(dialog.getByRole('button', { name: 'Resend' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'We could not resend the confirmation. Check the address and try again.',
    );
    await expect(email).toHaveValue('alex@morgan.example.org');
    await expect(dialog.getByRole('button', { name: 'Resend' })).toBeEnabled();
  },
};

/** Sent: where it went, and Done, which takes focus. */
export const Sent: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await userEvent.click(dialog.getByRole('button', { name: 'Resend' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'We sent the confirmation to alex.morgan@example.com.',
    );
    await expect(args.onResend).toHaveBeenCalledWith('alex.morgan@example.com');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Done' })).toHaveFocus());
  },
};

/** An address that is not one: said on Resend, focus on the field, nothing sent. */
export const InvalidEmail: Story = {
  args: { email: 'alex.morgan@example' },
  play: async ({ args }) => {
    const dialog = await shownDialog(title);
    await userEvent.click(dialog.getByRole('button', { name: 'Resend' }));
    const email = dialog.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(email).toHaveFocus();
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};
