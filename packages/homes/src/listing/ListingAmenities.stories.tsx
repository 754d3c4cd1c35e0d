import type { Meta, StoryObj } from '@storybook/react-vite';
import { listingFixtures } from '@wayfare/mocks';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { ListingAmenities } from './ListingAmenities';
import { storyListing } from '../storybook/storyListings';

const meta = {
  title: 'Patterns/Homes/Listing/ListingAmenities',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ListingAmenities,
  parameters: { layout: 'padded' },
  args: { amenities: storyListing(listingFixtures.beachHouse).listing.content.amenities },
} satisfies Meta<typeof ListingAmenities>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Amenities of every category, the first 4 of each with "View all (n)". */
export const AllCategories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const categories = [
      'General',
      'Outdoor',
      'Tech and Media',
      'Kitchen',
      'Bathroom',
      'Bedroom',
      'Pets',
      'Parking',
      'Safety & Security',
      'Cleaning',
    ];
    await expect(
      canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(categories);
    await userEvent.click(canvas.getByRole('button', { name: 'View all (6)' }));
    await expect(canvas.getByText('Dedicated workspace')).toBeVisible();
  },
};

export const Few: Story = {
  args: { amenities: storyListing(listingFixtures.cityLoft).listing.content.amenities },
};
