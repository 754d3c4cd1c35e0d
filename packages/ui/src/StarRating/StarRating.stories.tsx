import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { starRatings } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = {
  title: 'Components/StarRating',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: StarRating,
  parameters: { layout: 'padded' },
  args: { rating: 'Four', size: 'small' },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A four-star hotel: four stars seen, "4-star hotel" read. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4-star hotel')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(4);
  },
};

/** On the hotel's page the stars are larger. */
export const Medium: Story = { args: { size: 'medium' } };

/** Every class, one to five; a hotel without a rating shows nothing. */
export const EveryRating: Story = {
  render: (args) => (
    <Stack spacing={1}>
      {starRatings.map((rating) => (
        <StarRating key={rating} {...args} rating={rating} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(1 + 2 + 3 + 4 + 5);
    for (const stars of [1, 2, 3, 4, 5])
      await expect(within(canvasElement).getByText(`${stars}-star hotel`)).toBeInTheDocument();
  },
};
