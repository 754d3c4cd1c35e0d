import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HotelSearchResult } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, within } from 'storybook/test';
import { storyPhoto } from '../PhotoGallery/storyPhotos';
import { HotelCard } from './HotelCard';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

/** A Premier Collection hotel with every offer a card can show (STATES §20 hotels/list/offers). */
const premierHotel: HotelSearchResult = {
  lodging: {
    id: 'hotel-the-lakefront-grand',
    name: 'The Lakefront Grand',
    starRating: 'Five',
    media: [{ kind: 'ResizableImage', url: storyPhoto('Exterior').url, category: 'Exterior' }],
    amenities: ['FreeWifi', 'Spa', 'IndoorPool'],
    tripAdvisorReviews: { overallScore: 4.5, reviewsCount: 2841 },
    location: { lat: 41.8789, lon: -87.6244, neighbourhood: 'The Loop', city: 'Chicago' },
  },
  lodgingCollection: 'Premier',
  price: {
    nightly: {
      fiat: usd(412),
      rewards: {
        'venture-miles': { value: 41200, currency: 'Miles', currencyDescription: 'miles' },
      },
    },
    total: { fiat: usd(1236) },
    providerName: 'Expedia',
    comparePrices: [
      { providerName: 'Hotels.com', nightly: usd(449) },
      { providerName: 'Booking.com', nightly: usd(437.5) },
    ],
    mealPlan: 'BreakfastFor2',
  },
  bestPromotionThisLodging: { promotionType: 'PercentOff', discountPercentage: 15 },
  bestOfferThisLodging: { id: 'offer-premier', title: '$100 experience credit', amount: usd(100) },
  loyaltyProgramCode: 'MAR',
  hasCorporateRates: true,
  nthNightPromotion: { isLocked: true, nth: 4 },
};

/** A plain three-star hotel: no collection, no offers, room only, a promotion by amount. */
const plainHotel: HotelSearchResult = {
  lodging: {
    id: 'hotel-wacker-drive-inn',
    name: 'Wacker Drive Inn',
    starRating: 'Three',
    media: [],
    amenities: [],
    location: { lat: 41.88, lon: -87.63, city: 'Chicago' },
  },
  lodgingCollection: 'NoCollection',
  price: {
    nightly: { fiat: usd(149) },
    total: { fiat: usd(447) },
    providerName: 'Priceline',
    comparePrices: [],
    mealPlan: 'RoomOnly',
  },
  bestPromotionThisLodging: { promotionType: 'AmountOff', discountAmount: usd(40) },
  hasCorporateRates: false,
};

const meta = {
  title: 'Components/HotelCard',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: HotelCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    result: premierHotel,
    href: '/stays/shop/?lodgingId=hotel-the-lakefront-grand',
    onImageError: fn(),
  },
} satisfies Meta<typeof HotelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * hotels/list/offers: the collection's badge, five stars, where it stands, the Tripadvisor score,
 * every offer, the meal plan, the prices and the lowest price elsewhere; one link named by the
 * hotel, described by the rest.
 */
export const Offers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'The Lakefront Grand' });
    await expect(link).toHaveAttribute('href', args.href);
    await expect(canvas.getByText('Premier Collection')).toBeVisible();
    const offers = within(canvas.getByRole('list', { name: 'Offers' })).getAllByRole('listitem');
    await expect(offers.map((offer) => offer.textContent)).toEqual([
      'Save 15%',
      'Best offer: $100 experience credit',
      'Stay 4 nights to get the 4th night free',
      'Corporate rates',
      'Earn Marriott Bonvoy',
    ]);
    await expect(link).toHaveAccessibleDescription(
      /^5-star hotel The Loop, Chicago 4\.5\/5 Tripadvisor \(2,841 reviews\)/,
    );
    await expect(canvas.getByText('Breakfast for 2')).toBeVisible();
    await expect(canvas.getByText('$412.00 / night')).toBeVisible();
    await expect(canvas.getByText('$1,236.00 total')).toBeVisible();
    await expect(canvas.getByText('$437.50 / night on Booking.com')).toBeVisible();
  },
};

/** With the header's rewards account, the nightly price shows its miles too. */
export const WithRewards: Story = {
  args: { rewardsAccountReferenceId: 'venture-miles' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('$412.00 / night · or 41,200 miles'),
    ).toBeVisible();
  },
};

/** A plain hotel: no badge, a promotion by amount, room only, and the hotel icon for a photo. */
export const Plain: Story = {
  args: { result: plainHotel, href: '/stays/shop/?lodgingId=hotel-wacker-drive-inn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Premier Collection')).toBeNull();
    await expect(canvas.getByText('Save $40.00')).toBeVisible();
    await expect(canvas.getByText('Room only')).toBeVisible();
    await expect(canvas.queryByText(/ on /)).toBeNull();
  },
};

/** Its pill is chosen on the map: the card is outlined. */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-selected="true"]')).not.toBeNull();
  },
};
