import type { Meta, StoryObj } from '@storybook/react-vite';
import { premiumStaysShopDetailsPath, type PremiumStaysSource } from '@wayfare/domain';
import { consumerTenant, framedDocs, pageAt, playing } from '@wayfare/test-kit/storybook';
import { expect, screen } from 'storybook/test';
import { hotelsRoutes } from '../routes/hotelsRoutes';
import { hotelPageTexts } from '../shop/hotelPageTexts';
import { premiumStayTexts } from './premiumStayTexts';

function PremiumStayPageAt({ path }: { readonly path: string }) {
  return pageAt(hotelsRoutes(), path);
}

const premierPath = premiumStaysShopDetailsPath({
  lodgingId: 'hotel-the-lakefront-grand',
  source: 'SearchPage',
  unavailable: false,
});

const meta = {
  title: 'Pages/Hotels/PremiumStayPage',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: PremiumStayPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { path: premierPath },
} satisfies Meta<typeof PremiumStayPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** premium-stays/premier: the Premier Collection's banner and benefits over the hotel and its rooms. */
export const Premier: Story = {
  parameters: playing('premium-stays/premier'),
  play: async () => {
    await expect(
      await screen.findByRole('region', { name: 'Premier Collection benefits' }),
    ).toBeVisible();
    await expect(
      screen.getByRole('heading', { level: 1, name: 'The Lakefront Grand' }),
    ).toBeVisible();
    await expect(
      screen.getByRole('heading', { level: 2, name: hotelPageTexts.rooms }),
    ).toBeVisible();
    await expect(
      screen.getAllByRole('button', { name: hotelPageTexts.select }).length,
    ).toBeGreaterThan(0);
  },
};

/** premium-stays/lifestyle: the Lifestyle Collection's banner and benefits. */
export const Lifestyle: Story = {
  args: {
    path: premiumStaysShopDetailsPath({
      lodgingId: 'hotel-riverwalk-loft-hotel',
      source: 'SearchPage',
      unavailable: false,
    }),
  },
  parameters: playing('premium-stays/lifestyle'),
  play: async () => {
    await expect(
      await screen.findByRole('region', { name: 'Lifestyle Collection benefits' }),
    ).toBeVisible();
  },
};

/** premium-stays/{premier,lifestyle}, unavailable: the notice stands in for the rooms. */
export const Unavailable: Story = {
  args: {
    path: premiumStaysShopDetailsPath({
      lodgingId: 'hotel-the-lakefront-grand',
      source: 'Email',
      unavailable: true,
    }),
  },
  parameters: playing('premium-stays/premier'),
  play: async () => {
    await expect(await screen.findByText(premiumStayTexts.unavailableTitle)).toBeVisible();
    await expect(screen.queryByRole('button', { name: hotelPageTexts.select })).toBeNull();
  },
};

const backFrom = (source: PremiumStaysSource, href: string): Story => ({
  args: {
    path: premiumStaysShopDetailsPath({
      lodgingId: 'hotel-the-lakefront-grand',
      source,
      unavailable: false,
    }),
  },
  parameters: playing('premium-stays/premier'),
  play: async () => {
    await expect(
      await screen.findByRole('link', { name: premiumStayTexts.back[source] }),
    ).toHaveAttribute('href', href);
  },
});

/** premium-stays/premier, source MyTrips: back to My Trips. */
export const FromMyTrips = backFrom('MyTrips', '/trips/');
/** premium-stays/premier, source Email: to the home page. */
export const FromEmail = backFrom('Email', '/');
/** premium-stays/premier, source SearchPage: back to the hotels. */
export const FromSearchPage = backFrom('SearchPage', '/stays/');
/** premium-stays/premier, source OffersSearchPage: back to the premium offers. */
export const FromOffersSearchPage = backFrom('OffersSearchPage', '/premium-offers/');
/** premium-stays/premier, source Unknown (or none): to the home page. */
export const FromUnknown = backFrom('Unknown', '/');
