import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { PageLoading } from './PageLoading';

const meta = {
  title: 'Components/PageLoading',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: PageLoading,
  args: { label: 'Loading your travel wallet' },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spinner, named for assistive technology by what loads. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your travel wallet' }),
    ).toBeVisible();
  },
};

/**
 * Standing in for a page longer than a screen (the vacation-rental pages): a screen's height, the
 * spinner where it was, so what follows waits below the fold until the page comes.
 */
export const HoldsScreen: Story = {
  args: { label: 'Loading vacation rentals', holdsScreen: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading vacation rentals' });
    await expect(status.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  },
};
