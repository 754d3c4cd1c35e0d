import type { Meta, StoryObj } from '@storybook/react-vite';
import { mealPlanLabels, mealPlans } from '@wayfare/domain';
import {
  consumerTenant,
  corporateTenant,
  framedDocs,
  pageAt,
  playing,
} from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { hotelsRoutes } from '../routes/hotelsRoutes';
import { hotelResultsTexts } from './hotelResultsTexts';

interface HotelResultsPageAtProps {
  readonly path: string;
}

function HotelResultsPageAt({ path }: HotelResultsPageAtProps) {
  return pageAt(hotelsRoutes(), path);
}

const chicagoPath =
  '/stays/availability/?placeTerm=Chicago%2C+IL&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2&childrenCount=0&roomsCount=1';

const meta = {
  title: 'Pages/Hotels/HotelResultsPage',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: HotelResultsPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { path: chicagoPath },
} satisfies Meta<typeof HotelResultsPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const hotelList = async () => screen.findByRole('list', { name: hotelResultsTexts.listLabel });
const cards = async () => within(await hotelList()).getAllByRole('link');

/**
 * hotels/list/offers: Chicago's nine hotels, the collections first; the cards show promotions by
 * amount and by percent, the Lifestyle stay's best offer, the nth night locked for a three-night
 * stay, corporate rates, loyalty programmes, Tripadvisor scores and prices elsewhere.
 */
export const Offers: Story = {
  parameters: playing('hotels/list/offers'),
  play: async () => {
    await expect(await cards()).toHaveLength(9);
    await expect(screen.getByRole('heading', { level: 2, name: '9 hotels' })).toBeVisible();
    const list = await hotelList();
    await expect(within(list).getByText('Save $30.00')).toBeVisible();
    await expect(within(list).getByText('Save 20%')).toBeVisible();
    await expect(within(list).getByText('Best offer: $50 experience credit')).toBeVisible();
    await expect(
      within(list).getAllByText('Stay 4 nights to get the 4th night free').length,
    ).toBeGreaterThan(0);
    await expect(within(list).getAllByText('Corporate rates').length).toBeGreaterThan(0);
    await expect(within(list).getByText('Earn World of Hyatt')).toBeVisible();
    await expect(within(list).getAllByText(/\/5 Tripadvisor/)).toHaveLength(9);
    await expect(within(list).getAllByText(/ \/ night on /).length).toBeGreaterThan(0);
  },
};

/** The corporate tenant's look of this page: the file's plays pin the consumer tenant. */
export const OffersCorporate: Story = { ...Offers, globals: corporateTenant };

/** hotels/list/meal-plans: one hotel for each meal plan, each card naming its plan. */
export const MealPlans: Story = {
  parameters: playing('hotels/list/meal-plans'),
  play: async () => {
    const list = await hotelList();
    for (const plan of mealPlans)
      await expect(within(list).getByText(mealPlanLabels[plan])).toBeVisible();
  },
};

/** A card opens the hotel's page for the same stay and guests. */
export const OpeningAHotel: Story = {
  parameters: playing('hotels/list/offers'),
  play: async () => {
    const [first] = await cards();
    await expect(first?.getAttribute('href')).toMatch(
      /^\/stays\/shop\/\?lodgingId=hotel-[a-z-]+&placeTerm=Chicago%2C\+IL&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2&childrenCount=0&roomsCount=1$/,
    );
  },
};

/** The map view: a price pill per hotel beside the cards. */
export const MapView: Story = {
  args: { path: `${chicagoPath}&view=map` },
  parameters: playing('hotels/list/offers'),
  play: async () => {
    await cards();
    await expect(
      await screen.findByRole('region', { name: 'Map of hotels in Chicago, IL' }),
    ).toBeVisible();
    await expect(await screen.findByRole('button', { name: /The Lakefront Grand/ })).toBeVisible();
  },
};

/** Sorted by price, lowest first: the sort menu says so and the cheapest hotel leads. */
export const SortedByPrice: Story = {
  args: { path: `${chicagoPath}&sortOrder=Price` },
  parameters: playing('hotels/list/offers'),
  play: async () => {
    const [first] = await cards();
    await expect(first).toHaveAccessibleName('River North Rooms');
    await expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue(
      'Price: lowest first',
    );
  },
};

/**
 * Filtering: ticking "5 stars" (beside the list on a wide screen, behind "Filters" on a phone)
 * leaves the five-star hotels, and the address keeps the filter.
 */
export const FilteringByStars: Story = {
  parameters: playing('hotels/list/offers'),
  play: async () => {
    await cards();
    const sidebar = screen.queryByRole('complementary', { name: 'Filters' });
    const filters = sidebar ?? (await openFiltersDialog());
    await userEvent.click(within(filters).getByRole('checkbox', { name: '5 stars' }));
    if (!sidebar) {
      // The list behind the full-screen filters is hidden until they close.
      await userEvent.click(await screen.findByRole('button', { name: 'Show 2 hotels' }));
      await expect(screen.getByRole('button', { name: 'Filters, 1 on' })).toBeVisible();
    }
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: '2 hotels' })).toBeVisible(),
    );
    await expect(await cards()).toHaveLength(2);
  },
};

async function openFiltersDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

/** Filters that leave nothing: the empty state, the filters still at hand. */
export const FilteredToNothing: Story = {
  args: { path: `${chicagoPath}&mealPlans=AllInclusive` },
  parameters: playing('hotels/list/offers'),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: hotelResultsTexts.emptyTitle }),
    ).toBeVisible();
    await expect(screen.getByRole('heading', { level: 2, name: '0 hotels' })).toBeVisible();
  },
};

/** hotels/list/loading */
export const Loading: Story = {
  parameters: playing('hotels/list/loading'),
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: hotelResultsTexts.loading }),
    ).toBeVisible();
  },
};

/** hotels/list/empty: "Search again" returns to the destination field. */
export const Empty: Story = {
  parameters: playing('hotels/list/empty'),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: hotelResultsTexts.emptyTitle }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Search again' }));
    await expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveFocus();
  },
};

/** hotels/list/failed */
export const Failed: Story = {
  parameters: playing('hotels/list/failed'),
  play: async () => {
    await expect(
      await screen.findByRole('heading', {
        name: 'Uh oh! We were unable to process your search request.',
      }),
    ).toBeVisible();
  },
};

/** /stays/ before a search: the form asks for a destination. */
export const NoDestination: Story = {
  args: { path: '/stays/' },
  play: async () => {
    await expect(await screen.findByText(hotelResultsTexts.noPlace)).toBeVisible();
  },
};
