import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { CheckoutProgress } from './CheckoutProgress';
import { spokenText } from './spokenText';

const meta = {
  title: 'Components/CheckoutProgress',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: CheckoutProgress,
  parameters: { layout: 'padded' },
  args: {
    states: {
      'add-travelers': 'pending',
      'contact-information': 'pending',
      'rewards-and-payment': 'pending',
    },
  },
} satisfies Meta<typeof CheckoutProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A checkout just opened: no step started. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByRole('group', { name: 'Checkout progress' });
    const steps = within(progress).getAllByRole('listitem');
    await expect(steps.map(spokenText)).toEqual([
      'Add Travelers, not started',
      'Contact Information, not started',
      'Rewards & payment, not started',
    ]);
  },
};

/** Choose any state for each step, and the tenant. */
export const Playground: Story = {
  args: {
    tenant: 'consumer',
    states: {
      'add-travelers': 'completed',
      'contact-information': 'completed',
      'rewards-and-payment': 'in-progress',
    },
  },
};
