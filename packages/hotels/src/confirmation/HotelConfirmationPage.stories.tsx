import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  confirmationTexts,
  hotelConfirmationBanners,
  hotelConfirmationTexts,
  staysConfirmPath,
} from '@wayfare/domain';
import { consumerTenant, framedDocs, pageAt, playing } from '@wayfare/test-kit/storybook';
import { expect, screen } from 'storybook/test';
import { hotelResultsTexts } from '../results/hotelResultsTexts';
import { hotelsRoutes } from '../routes/hotelsRoutes';
import { bookedHotel } from '../storybook/bookedHotel';
import { lakefront, refundableStay, stayAt, type HotelStay } from '../storybook/hotelStays';

interface HotelConfirmationAtProps {
  /** What was booked; `refundable` books the room select's refundable variant. */
  readonly trip: HotelStay | 'refundable';
  /** Open the page without a booking id. */
  readonly withoutBooking?: boolean;
}

const meta = {
  title: 'Pages/Hotels/HotelConfirmationPage',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { trip: stayAt(lakefront, 'flexible') },
  loaders: [
    async ({ args }) => ({
      bookingId: (
        await bookedHotel(args.trip === 'refundable' ? await refundableStay() : args.trip)
      ).id.value,
    }),
  ],
  render: ({ withoutBooking }, { loaded }) =>
    pageAt(
      hotelsRoutes(),
      withoutBooking ? '/stays/book/confirm/' : staysConfirmPath(String(loaded.bookingId)),
    ),
} satisfies Meta<HotelConfirmationAtProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = async () => {
  await screen.findByRole('heading', { level: 1, name: confirmationTexts.title });
  return screen;
};

/**
 * STATES `hotels/confirmation/confirmed`: the confirmed banner, the number, the stay, the room,
 * the guests and main guest, the hotel's confirmation code and what was paid.
 */
export const Confirmed: Story = {
  parameters: playing('hotels/confirmation/confirmed'),
  play: async ({ loaded }) => {
    const body = await page();
    await expect(body.getByRole('status')).toHaveTextContent(hotelConfirmationBanners.Confirmed);
    await expect(
      body.getByText(confirmationTexts.confirmationNumber(String(loaded.bookingId))),
    ).toBeVisible();
    await expect(body.getByRole('heading', { name: 'The Lakefront Grand' })).toBeVisible();
    await expect(body.getByText('2 adults · 1 room')).toBeVisible();
    await expect(body.getByText(/^Main guest: /)).toBeVisible();
    await expect(body.getByText(/^Hotel confirmation code: /)).toBeVisible();
    await expect(body.getByText(/^Paid now \$/)).toBeVisible();
  },
};

/** STATES `hotels/confirmation/pending`: booked, waiting for the hotel; no hotel code yet. */
export const Pending: Story = {
  parameters: playing('hotels/confirmation/pending'),
  play: async () => {
    const body = await page();
    await expect(body.getByRole('status')).toHaveTextContent(hotelConfirmationBanners.Pending);
    await expect(body.queryByText(/^Hotel confirmation code: /)).toBeNull();
  },
};

/** STATES `hotels/confirmation/unavailable`: refused by the hotel, not charged; search again. */
export const Unavailable: Story = {
  parameters: playing('hotels/confirmation/unavailable'),
  play: async () => {
    const body = await page();
    await expect(body.getByRole('status')).toHaveTextContent(hotelConfirmationBanners.Unavailable);
    await expect(
      body.getByRole('link', { name: hotelConfirmationTexts.searchAgain }),
    ).toHaveAttribute('href', '/stays/');
    await expect(body.queryByText(/^Paid now/)).toBeNull();
  },
};

/** A refundable room booked: its cancel-for-any-reason coverage is named. */
export const RefundableRoom: Story = {
  args: { trip: 'refundable' },
  parameters: playing('hotels/confirmation/confirmed'),
  play: async () => {
    const body = await page();
    await expect(
      body.getByText(/^Cancel for any reason: 80% of your room cost back/),
    ).toBeVisible();
  },
};

/** A Lifestyle Collection stay paid at the hotel: the collection's header, and what is due there. */
export const LifestylePaidAtHotel: Story = {
  args: { trip: stayAt('hotel-the-mercer-loft-hotel', 'pay-at-hotel') },
  parameters: playing('hotels/confirmation/confirmed'),
  play: async () => {
    const body = await page();
    await expect(body.getByRole('heading', { name: 'The Mercer Loft Hotel' })).toBeVisible();
    await expect(body.getByText(/at the hotel: your card is charged at check-in\.$/)).toBeVisible();
  },
};

/** Without a booking (a bookmark, another browser): the page goes to the hotels' search. */
export const WithoutBooking: Story = {
  args: { withoutBooking: true },
  play: async () => {
    await expect(await screen.findByText(hotelResultsTexts.noPlace)).toBeVisible();
  },
};
