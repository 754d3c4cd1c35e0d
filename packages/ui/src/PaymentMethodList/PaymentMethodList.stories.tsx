import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardTypes, selectedPaymentMethodAfterDelete, type PaymentMethod } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { PaymentMethodList, type PaymentMethodListProps } from './PaymentMethodList';

/** One saved card of each type the spec lists (platform §3), ending 1001, 1002, … */
export const savedCards: PaymentMethod[] = cardTypes.map((cardType, index) => ({
  id: `payment-${index + 1}`,
  accountId: 'account-1',
  last4: String(1001 + index),
  cardType,
}));

/** The list as a page uses it: the page keeps the cards and the choice and hands them back. */
function ControlledPaymentMethodList(props: PaymentMethodListProps) {
  const [paymentMethods, setPaymentMethods] = useState(props.paymentMethods);
  const [selected, setSelected] = useState(props.selectedPaymentMethodId);
  return (
    <Box sx={{ maxWidth: 560 }}>
      <PaymentMethodList
        {...props}
        paymentMethods={paymentMethods}
        selectedPaymentMethodId={selected}
        onSelect={(id) => {
          setSelected(id);
          props.onSelect(id);
        }}
        onDelete={(id) => {
          // spec: platform §4 "Deleting the selected payment method clears the selection."
          setSelected((current) => selectedPaymentMethodAfterDelete(current, id));
          setPaymentMethods((cards) => cards.filter((card) => card.id !== id));
          props.onDelete(id);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Components/PaymentMethodList',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: PaymentMethodList,
  parameters: { layout: 'padded' },
  args: {
    paymentMethods: savedCards.slice(0, 3),
    selectedPaymentMethodId: 'payment-1',
    onSelect: fn(),
    onDelete: fn(),
    onAddCard: fn(),
    disabled: false,
  },
  argTypes: { stepHeadingLevel: { control: 'inline-radio', options: [undefined, 2, 3] } },
  render: (args) => <ControlledPaymentMethodList {...args} />,
} satisfies Meta<typeof PaymentMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three saved cards, the first chosen; another is chosen with a click. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Saved cards' });
    await expect(within(group).getByRole('radio', { name: 'Visa ending in 1001' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Master ending in 1002' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('payment-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a new card' }));
    await expect(args.onAddCard).toHaveBeenCalledOnce();
  },
};

/** Edit the cards and the choice. */
export const Playground: Story = {};
