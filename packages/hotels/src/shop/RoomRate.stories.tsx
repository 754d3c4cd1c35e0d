import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OfferedRoomProduct, Price } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RoomRate } from './RoomRate';

const usd = (value: number): Price => ({
  fiat: { value, currencyCode: 'USD', currencySymbol: '$' },
  rewards: {
    'venture-miles': { value: value * 100, currency: 'Miles', currencyDescription: 'miles' },
  },
});

/** A non-refundable room-only rate for three nights at $200 a night, $690 with taxes. */
const rate: OfferedRoomProduct = {
  rateId: 'rate-king-nonrefundable',
  sellRate: usd(600),
  perNightSellRate: usd(200),
  perNightSellRateTaxesAndFeesIncluded: usd(230),
  tripTotal: usd(690),
  total: usd(690),
  tripTotalExcludingTaxes: usd(600),
  totalDiscountAware: usd(690),
  nightlyDiscountAware: usd(200),
  nightlyDiscountAwareTaxesAndFeesIncluded: usd(230),
  cancellationPolicy: { policy: 'NonRefundable' },
  paymentTiming: 'PayNow',
  mealPlan: 'RoomOnly',
  bedTypes: ['King'],
  variant: { type: 'Default' },
};

const withPolicy = (policy: OfferedRoomProduct['cancellationPolicy']['policy']) => ({
  product: { ...rate, cancellationPolicy: { policy } },
});

const meta = {
  title: 'Patterns/Hotels/RoomRate',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: RoomRate,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, maxWidth: 720 }}>
        <Story />
      </Box>
    ),
  ],
  args: { product: rate, nights: 3, onSelect: fn() },
} satisfies Meta<typeof RoomRate>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('heading', { level: 4 });

/** hotels/rate/non-refundable (and hotels/rate/pay-now): the rate's label, plan, timing and prices; Select picks it. */
export const NonRefundable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvasElement)).toHaveTextContent('Non-refundable');
    await expect(canvas.getByText('Room only')).toBeVisible();
    await expect(canvas.getByText('Pay now')).toBeVisible();
    await expect(canvas.getByText('$200.00 / night')).toBeVisible();
    await expect(canvas.getByText('$690.00 total, taxes included')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Select' }));
    await expect(args.onSelect).toHaveBeenCalledWith(args.product);
  },
};

/** hotels/rate/pay-now: paid at booking. */
export const PayNow: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pay now')).toBeVisible();
  },
};

/** hotels/rate/pay-later: paid at the hotel. */
export const PayLater: Story = {
  args: { product: { ...rate, paymentTiming: 'PayLater' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pay at the hotel')).toBeVisible();
  },
};

/** hotels/rate/fully-refundable: labelled FullyRefundable, "Free cancellation". */
export const FullyRefundable: Story = {
  args: withPolicy('FullyRefundable'),
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent('Free cancellation');
  },
};

/** hotels/rate/partially-refundable: labelled Refundable, "Partially refundable". */
export const PartiallyRefundable: Story = {
  args: withPolicy('PartiallyRefundable'),
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent('Partially refundable');
  },
};

/** hotels/rate/unknown: an unconfirmed policy promises no refund, labelled NonRefundable. */
export const Unknown: Story = {
  args: withPolicy('Unknown'),
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent('Non-refundable');
  },
};

/** With hotelBookType Miles, the prices in the account's miles too. */
export const InMiles: Story = {
  args: { rewardsAccountReferenceId: 'venture-miles' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$200.00 or 20,000 miles / night')).toBeVisible();
  },
};
