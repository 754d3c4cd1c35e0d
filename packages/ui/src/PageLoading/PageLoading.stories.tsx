import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageLoading } from './PageLoading';

const meta = {
  title: 'Components/PageLoading',
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
