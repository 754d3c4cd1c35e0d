import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { walletCoverage } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { homesOffer, smallCredit, smallOffer, tripTotal } from './walletFixtures';
import { WalletPicker, type WalletPickerProps } from './WalletPicker';

/** The picker as a page uses it: the page keeps the choice and works out the coverage. */
function ControlledWalletPicker(props: WalletPickerProps) {
  const [applyCredit, setApplyCredit] = useState(props.applyCredit);
  const [selectedOfferId, setSelectedOfferId] = useState(props.selectedOfferId);
  const offer = props.offers.find((item) => item.id === selectedOfferId);
  const coverage = walletCoverage({
    total: tripTotal,
    credit: applyCredit ? props.credit?.amount.amount : undefined,
    offer: offer?.amount.amount,
    isStackingAllowed: true,
  });
  return (
    <Box sx={{ maxWidth: 560 }}>
      <WalletPicker
        {...props}
        applyCredit={applyCredit}
        selectedOfferId={selectedOfferId}
        coverage={props.coverage ?? coverage}
        onApplyCreditChange={(next) => {
          setApplyCredit(next);
          props.onApplyCreditChange(next);
        }}
        onOfferChange={(next) => {
          setSelectedOfferId(next);
          props.onOfferChange(next);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Components/WalletPicker',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: WalletPicker,
  parameters: { layout: 'padded' },
  args: {
    credit: smallCredit,
    offers: [homesOffer, smallOffer],
    applyCredit: false,
    onApplyCreditChange: fn(),
    onOfferChange: fn(),
    disabled: false,
  },
  render: (args) => <ControlledWalletPicker {...args} />,
} satisfies Meta<typeof WalletPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A credit and two offers, none applied yet; applying the credit says what is left. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const apply = canvas.getByRole('checkbox', { name: 'Apply travel credit' });
    await expect(apply).toHaveAccessibleDescription('$200.29 available (20,029 points)');
    await expect(canvas.getByRole('radio', { name: 'No offer' })).toBeChecked();
    await userEvent.click(apply);
    await expect(args.onApplyCreditChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Applied: $200.29 travel credit. $222.90 left to pay.',
    );
  },
};

/** Try any credit, offers and coverage. */
export const Playground: Story = {};
