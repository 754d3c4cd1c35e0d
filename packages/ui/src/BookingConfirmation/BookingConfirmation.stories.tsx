import type { Meta, StoryObj } from '@storybook/react-vite';
import { listingCollections } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { storyPhoto } from '../PhotoGallery/storyPhotos';
import { BookingConfirmation } from './BookingConfirmation';

const meta = {
  title: 'Components/BookingConfirmation',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: BookingConfirmation,
  parameters: { layout: 'fullscreen' },
  args: {
    email: 'ada.lovelace@example.com',
    reservationId: 'HR-4821-9937',
    listingName: 'Lakeside Cabin with Dock',
    photo: storyPhoto('Exterior'),
    stayDates: { from: '2026-07-17', until: '2026-07-20' },
    earnText: "You'll earn 4,232 miles on this booking.",
    showTrees: true,
    bookAFlightHref: '/flights',
    rentACarHref: '/cars',
    myTripsHref: '/trips/',
  },
  argTypes: {
    collection: { control: 'inline-radio', options: [undefined, ...listingCollections] },
  },
} satisfies Meta<typeof BookingConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmed stay, in the spec's words (platform §2 Confirmation page). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Booking Confirmation' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirmed, your stay is booked.');
    await expect(
      canvas.getByText('An email confirmation will be sent to ada.lovelace@example.com'),
    ).toBeVisible();
    await expect(canvas.getByText('Your booking confirmation is #HR-4821-9937')).toBeVisible();
    await expect(canvas.getByText('Fri, Jul 17 – Mon, Jul 20, 2026')).toBeVisible();
    await expect(canvas.getByText("You'll earn 4,232 miles on this booking.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Book a Flight/ })).toHaveAttribute(
      'href',
      '/flights',
    );
    await expect(canvas.getByRole('link', { name: /Rent a Car/ })).toHaveAttribute('href', '/cars');
  },
};

/** Try any stay, collection and texts. */
export const Playground: Story = {};
