import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardTypes, type PaymentMethod } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { SavedPaymentMethodList, type SavedPaymentMethodListProps } from './SavedPaymentMethodList';

/** One saved card of each type (platform §3), the last on a Business account. */
const storyCards: PaymentMethod[] = cardTypes.map((cardType, index) => ({
  id: `payment-${index + 1}`,
  accountId: 'account-1',
  last4: String(1001 + index),
  cardType,
  accountUseType: index === cardTypes.length - 1 ? 'Business' : 'Personal',
}));

/** The list as the page uses it: a confirmed delete removes the card. */
function ManagedSavedPaymentMethodList(props: SavedPaymentMethodListProps) {
  const [paymentMethods, setPaymentMethods] = useState(props.paymentMethods);
  return (
    <Box sx={{ maxWidth: 560 }}>
      <SavedPaymentMethodList
        {...props}
        paymentMethods={paymentMethods}
        onDelete={(id) => {
          setPaymentMethods((cards) => cards.filter((card) => card.id !== id));
          props.onDelete(id);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Components/Account/SavedPaymentMethodList',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: SavedPaymentMethodList,
  parameters: { layout: 'padded' },
  args: { paymentMethods: storyCards, onDelete: fn(), onAddCard: fn() },
  render: (args) => <ManagedSavedPaymentMethodList {...args} />,
} satisfies Meta<typeof SavedPaymentMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every card type with its last four and account type. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Saved cards' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(cardTypes.length);
    await expect(list.getByText('Maestro ending in 1008')).toBeVisible();
    await expect(list.getByText('Business account')).toBeVisible();
    await expect(list.getAllByText('Personal account')).toHaveLength(cardTypes.length - 1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a new card' }));
    await expect(args.onAddCard).toHaveBeenCalled();
  },
};

/** Delete asks first; Cancel keeps the card, Delete removes it and focus goes to Add a new card. */
export const DeleteCard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Delete Visa ending in 1001' });
    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this card?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this card?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith('payment-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByText('Visa ending in 1001')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add a new card' })).toHaveFocus(),
    );
  },
};

/** No saved card. */
export const Empty: Story = {
  args: { paymentMethods: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no saved cards.')).toBeVisible();
  },
};
