import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { InvalidCardDialog } from './InvalidCardDialog';

const meta = {
  title: 'Components/InvalidCardDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: InvalidCardDialog,
  parameters: { layout: 'padded' },
  args: { open: true, onEdit: fn(), onTryAgain: fn() },
} satisfies Meta<typeof InvalidCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: "We couldn't add this card" });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** spec: platform §8 the invalid-card modal: edit, or try again. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Payment Information' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** The keyboard: focus starts in the dialog, Tab reaches each button, Escape means edit. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(
      within(dialog).getByRole('button', { name: 'Edit Payment Information' }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Try Again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};
