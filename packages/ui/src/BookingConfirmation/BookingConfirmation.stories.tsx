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

/** A booking the provider has not confirmed yet: the banner says what happens next. */
export const Pending: Story = {
  args: {
    outcome: 'pending',
    bannerText: 'Booked, waiting for the hotel to confirm. We will email you as soon as it does.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Booked, waiting for the hotel to confirm.',
    );
  },
};

/** A booking the provider refused, with the product's own details under the stay. */
export const Unavailable: Story = {
  args: {
    outcome: 'unavailable',
    bannerText: 'The hotel could not take this booking. You have not been charged.',
    children: <p>Grand Room, 1 King Bed · 2 adults · 1 room</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('You have not been charged.');
    await expect(canvas.getByText('Grand Room, 1 King Bed · 2 adults · 1 room')).toBeVisible();
  },
};

/** Try any stay, collection and texts. */
export const Playground: Story = {};
