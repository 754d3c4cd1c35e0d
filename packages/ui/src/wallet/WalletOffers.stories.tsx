import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { definitionsOf } from './testing/definitionsOf';
import { offerInEveryUsage, offerOfEveryProductLine } from './walletScreenFixtures';
import { WalletOffers } from './WalletOffers';

const meta = {
  title: 'Components/Wallet/WalletOffers',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: WalletOffers,
  parameters: { layout: 'padded' },
  args: { offers: offerOfEveryProductLine },
} satisfies Meta<typeof WalletOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An offer of every product line, under its line's heading (products §3). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Travel offers' })).toBeVisible();
    await expect(
      canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Flights', 'Cars', 'Hotels', 'Hotel price freeze', 'Homes']);
    const homes = canvas.getByRole('list', { name: 'Homes' });
    const offer = within(homes).getByRole('article', { name: 'Home offer' });
    await expect(within(offer).getByText('Your Home offer is waiting')).toBeVisible();
    await expect(within(offer).getByText('$100 off your next booking')).toBeVisible();
    await expect(within(offer).getByText('One offer per booking.')).toBeVisible();
    await expect(offer).toHaveTextContent('Amount$100.00');
    await expect(offer).toHaveTextContent('Maximum applicable credit$100.00');
    await expect(offer).toHaveTextContent('Sale startsJun 15, 2026');
  },
};

/** An offer in each usage (products §3 "Used, ConfirmState, Cancelled, Expired, Pending, Authorized"). */
export const Usages: Story = {
  args: { offers: offerInEveryUsage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const usages = canvas
      .getAllByRole('article')
      .flatMap((article) => definitionsOf(article, 'Status'));
    await expect(usages).toEqual([
      'Used',
      'Awaiting confirmation',
      'Cancelled',
      'Expired',
      'Pending',
      'Authorized',
    ]);
  },
};

/** An offer for two lines is listed under each. */
export const SeveralLines: Story = {
  args: { offers: [{ ...offerOfEveryProductLine[0]!, funnels: ['Air', 'Lodging'] }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article', { name: 'Air offer' })).toHaveLength(2);
  },
};
