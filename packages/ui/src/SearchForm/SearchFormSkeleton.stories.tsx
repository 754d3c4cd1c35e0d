import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { SearchFormSkeleton } from './SearchFormSkeleton';

const meta = {
  title: 'Components/SearchFormSkeleton',
  globals: consumerTenant,
  component: SearchFormSkeleton,
  parameters: { layout: 'padded' },
  args: { label: 'Loading the homes search' },
} satisfies Meta<typeof SearchFormSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The search form's room while it loads: its card and grid, a block for each field, one row on
 * desktop and stacked on a phone, named for what is loading.
 */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the homes search' }),
    ).toBeVisible();
  },
};
