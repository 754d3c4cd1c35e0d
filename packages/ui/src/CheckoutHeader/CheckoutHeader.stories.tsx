import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutHeader } from './CheckoutHeader';

const meta = {
  title: 'Components/CheckoutHeader',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: CheckoutHeader,
  parameters: { layout: 'padded' },
  args: { onBack: fn() },
} satisfies Meta<typeof CheckoutHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop header: title, sub-header, and the review header with "Back to results". */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm and Book');
    await expect(canvas.getByText('Enter all required details')).toBeVisible();
    await expect(canvas.getByText('Review your trip before you confirm and book')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to results' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Any variant and title. */
export const Playground: Story = { args: { variant: 'mobile', title: 'Traveler information' } };
