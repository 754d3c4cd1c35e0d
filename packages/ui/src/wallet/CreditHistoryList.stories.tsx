import type { Meta, StoryObj } from '@storybook/react-vite';
import { travelWalletTransactionTypes } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { transactionTypeLabels } from './travelWalletTexts';
import { historyOfEveryType } from './walletScreenFixtures';
import { CreditHistoryList } from './CreditHistoryList';

const meta = {
  title: 'Components/Wallet/CreditHistoryList',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: CreditHistoryList,
  parameters: { layout: 'padded' },
  args: { creditHistory: historyOfEveryType },
} satisfies Meta<typeof CreditHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line of every transaction type (products §3), with its description, date and amount. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Credit history' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(travelWalletTransactionTypes.length);
    for (const [index, type] of travelWalletTransactionTypes.entries()) {
      await expect(items[index]).toHaveTextContent(transactionTypeLabels[type]);
    }
    await expect(items[0]).toHaveTextContent(
      'Travel credit redemptionBooking WF-1000Jun 28, 2026-$10.00',
    );
    await expect(items[1]).toHaveTextContent('$11.00');
  },
};
