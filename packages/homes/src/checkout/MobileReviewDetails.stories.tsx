import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileCheckoutTexts } from '@wayfare/domain';
import { listingFixtures } from '@wayfare/mocks';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { storyListing } from '../storybook/storyListings';
import { MobileReviewDetails } from './MobileReviewDetails';
import { vacationRentalReviewTexts } from './vacationRentalReviewTexts';

const meta = {
  title: 'Patterns/Homes/Checkout/MobileReviewDetails',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: MobileReviewDetails,
  parameters: { layout: 'padded' },
  args: { listing: storyListing() },
} satisfies Meta<typeof MobileReviewDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mobile review's need to know: check-in and check-out windows, house rules, the cancellation policy; the FAQ. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: mobileCheckoutTexts.needToKnow }),
    ).toBeVisible();
    await expect(canvas.getByText('4:00 PM - 9:00 PM')).toBeVisible();
    await expect(canvas.getByText(/Pets allowed/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'When am I charged for my stay?' }));
    await expect(await canvas.findByText(/The full price is due when you book/)).toBeVisible();
  },
};

/** A listing that takes no pets. */
export const PetsNotAllowed: Story = {
  args: { listing: storyListing(listingFixtures.cityLoft) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(new RegExp(vacationRentalReviewTexts.petsNotAllowed)),
    ).toBeVisible();
  },
};
