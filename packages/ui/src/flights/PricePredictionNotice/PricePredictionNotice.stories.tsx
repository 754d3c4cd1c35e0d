import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { PricePredictionNotice } from './PricePredictionNotice';

const meta = {
  title: 'Components/Flights/PricePredictionNotice',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: PricePredictionNotice,
  parameters: { layout: 'padded' },
  args: { prediction: { bucket: 'great', lowestAmount: { value: 301.4, currencySymbol: '$' } } },
} satisfies Meta<typeof PricePredictionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every bucket of products §3, each with its advice, and the lowest price found. */
export const EveryBucket: Story = {
  render: (args) => (
    <>
      {(['great', 'good', 'fair', 'wait'] as const).map((bucket) => (
        <PricePredictionNotice key={bucket} {...args} prediction={{ ...args.prediction, bucket }} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const notices = within(canvasElement);
    await expect(notices.getByText('Great price')).toBeVisible();
    await expect(
      notices.getByText(
        'Great price. We recommend you book now. Lowest price found: $301 per adult.',
      ),
    ).toBeVisible();
    await expect(notices.getByText('Prices may drop')).toBeVisible();
    await expect(
      notices.getByText(
        'Prices are likely to drop. We recommend you wait. Lowest price found: $301 per adult.',
      ),
    ).toBeVisible();
  },
};
