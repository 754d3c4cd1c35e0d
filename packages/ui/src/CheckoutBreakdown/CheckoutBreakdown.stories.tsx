import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutBreakdown } from './CheckoutBreakdown';
import { stayLines, stayTotal } from './storyBreakdown';

const meta = {
  title: 'Components/CheckoutBreakdown',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: CheckoutBreakdown,
  parameters: { layout: 'padded' },
  args: {
    lines: stayLines,
    tripTotal: stayTotal,
    canBook: true,
    onConfirmAndBook: fn(),
    termsOfServiceUrl: 'https://example.com/terms',
    earnText: "You'll earn 3,649 miles on this booking.",
    sticky: false,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quote ready and every step complete: the lines, the total, the earn string, Confirm and Book. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Price details' });
    await expect(section).toHaveTextContent('Trip total$1,216.41');
    await expect(section).toHaveTextContent("You'll earn 3,649 miles on this booking.");
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and Book' }));
    await expect(args.onConfirmAndBook).toHaveBeenCalledOnce();
  },
};

/** Any lines, totals and state. */
export const Playground: Story = {};
