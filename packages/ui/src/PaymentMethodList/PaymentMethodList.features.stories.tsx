import type { Meta, StoryObj } from '@storybook/react-vite';
import { corporateTenant } from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { PaymentMethodList } from './PaymentMethodList';
import defaultMeta, { savedCards } from './PaymentMethodList.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/PaymentMethodList/Features',
} satisfies Meta<typeof PaymentMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every card type of the spec (platform §3); the arrow keys move the choice. */
export const AllCardTypes: Story = {
  args: { paymentMethods: savedCards, selectedPaymentMethodId: undefined },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Saved cards' });
    for (const name of [
      'Visa ending in 1001',
      'Master ending in 1002',
      'American Express ending in 1003',
      'Diners Club ending in 1004',
      'Discover ending in 1005',
      'Jcb ending in 1006',
      'Dankort ending in 1007',
      'Maestro ending in 1008',
    ])
      await expect(within(group).getByRole('radio', { name })).not.toBeChecked();
    // The keyboard: Tab into the group, Space chooses, the arrows move the choice.
    within(group).getByRole('radio', { name: 'Visa ending in 1001' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith('payment-1');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('payment-2');
    await expect(within(group).getByRole('radio', { name: 'Master ending in 1002' })).toBeChecked();
  },
};

/** No saved cards yet: only the button to add one. */
export const NoCards: Story = {
  args: { paymentMethods: [], selectedPaymentMethodId: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no saved cards.')).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add a new card' })).toBeEnabled();
  },
};

/** Deleting asks first; Cancel keeps the card, Delete removes it and clears the choice (platform §4). */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delete card ending in 1001' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Visa ending in 1001 will be removed from your saved cards.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    // The keyboard: Enter opens the dialog again, Tab reaches Delete, Enter deletes.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Delete this card?' });
    within(again).getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('payment-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('radio', { name: 'Visa ending in 1001' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Master ending in 1002' })).not.toBeChecked();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add a new card' })).toHaveFocus(),
    );
  },
};

/** The dialog open, for the screenshot. */
export const DeleteConfirmOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete card ending in 1002' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    // The dialog fades in; what it shows is visible once it has.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Until the traveler step is done the section cannot be used (platform §4). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add a new card' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete card ending in 1001' })).toBeDisabled();
  },
};

/** With the payment step's heading: "Rewards & payment" (platform §2). */
export const WithStepHeading: Story = {
  args: { stepHeadingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Rewards & payment' }),
    ).toBeVisible();
  },
};

/** The corporate tenant calls the step "Payment" (platform §2). */
export const WithStepHeadingCorporate: Story = {
  args: { stepHeadingLevel: 2 },
  globals: corporateTenant,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Payment' }),
    ).toBeVisible();
  },
};
