import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { definitionsOf } from './testing/definitionsOf';
import { availableCredit, statementCredits } from './walletScreenFixtures';
import { WalletCredits } from './WalletCredits';

const meta = {
  title: 'Components/Wallet/WalletCredits',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: WalletCredits,
  parameters: { layout: 'padded' },
  args: { credit: availableCredit, creditBreakdown: statementCredits },
} satisfies Meta<typeof WalletCredits>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An available credit and its statement credits (platform §3 creditBreakdown). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Travel credits' })).toBeVisible();
    await expect(definitionsOf(canvasElement, 'Credit amount')).toEqual(['$300.00']);
    await expect(definitionsOf(canvasElement, 'Credit state')).toEqual(['Available']);
    const breakdown = canvas.getByRole('list', { name: 'Credit breakdown' });
    await expect(within(breakdown).getAllByRole('listitem')).toHaveLength(2);
    await expect(definitionsOf(canvasElement, 'Usable amount')).toEqual(['$250.00', '$50.00']);
    await expect(definitionsOf(canvasElement, 'Expires')).toEqual(['Dec 31, 2026']);
    await expect(within(breakdown).getAllByText('Statement credit')).toHaveLength(2);
  },
};

/** products §4: an expired credit keeps its amount and says so. */
export const Expired: Story = {
  args: { credit: { ...availableCredit, state: 'Expired' }, creditBreakdown: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(definitionsOf(canvasElement, 'Credit state')).toEqual(['Expired']);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** products §4: a redeemed credit. */
export const Redeemed: Story = {
  args: {
    credit: { amount: { amount: 0, currency: 'USD' }, state: 'Redeemed' },
    creditBreakdown: [],
  },
  play: async ({ canvasElement }) => {
    await expect(definitionsOf(canvasElement, 'Credit amount')).toEqual(['$0.00']);
    await expect(definitionsOf(canvasElement, 'Credit state')).toEqual(['Redeemed']);
  },
};
