import type { Meta, StoryObj } from '@storybook/react-vite';
import { listingFixtures } from '@wayfare/mocks';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { ListingHouseRules } from './ListingHouseRules';
import { storyListing } from '../storybook/storyListings';

const meta = {
  title: 'Patterns/Homes/Listing/ListingHouseRules',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ListingHouseRules,
  parameters: { layout: 'padded' },
  args: { listing: storyListing() },
} satisfies Meta<typeof ListingHouseRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Check-in and check-out windows, pets allowed with a long policy, long important information, policies. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Check-in: 4:00 PM - 9:00 PM')).toBeVisible();
    await expect(canvas.getByText('Check-out: 7:00 AM - 11:00 AM')).toBeVisible();
    await expect(canvas.getByText('Pets allowed')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Read more' })).toHaveLength(2);
    await expect(canvas.getByText('Full payment is due at booking.')).toBeVisible();
    await expect(
      canvas.getByText(
        'If you cause damage to the property or incur incidental fees, your card may be charged.',
      ),
    ).toBeVisible();
    for (const button of canvas.getAllByRole('button', { name: 'Read more' }))
      await userEvent.click(button);
    await expect(canvas.getAllByRole('button', { name: 'Read less' })).toHaveLength(2);
  },
};

/** Pets not allowed; non-refundable. */
export const PetsNotAllowed: Story = {
  args: { listing: storyListing(listingFixtures.cityLoft) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pets not allowed')).toBeVisible();
    await expect(canvas.getByText('Non-refundable')).toBeVisible();
  },
};

/** A payment schedule text and clauses of their own. */
export const PaymentText: Story = {
  args: { listing: storyListing(listingFixtures.beachHouse) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('50% due now, the rest 30 days before check-in.'),
    ).toBeVisible();
  },
};
