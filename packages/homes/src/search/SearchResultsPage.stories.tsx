import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  consumerTenant,
  corporateTenant,
  framedDocs,
  pageAt,
  playing,
} from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, within } from 'storybook/test';
import { homesRoutes } from '../routes/homesRoutes';
import { emptyResultsTexts } from './SearchResultsPage';

interface SearchResultsPageAtProps {
  readonly path: string;
}

function SearchResultsPageAt({ path }: SearchResultsPageAtProps) {
  return pageAt(homesRoutes(), path);
}

const resultsPath =
  '/vacation-rentals/?locationName=Ontario&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2&childrenCount=0';

const meta = {
  title: 'Pages/Homes/SearchResultsPage',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: SearchResultsPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { path: resultsPath },
} satisfies Meta<typeof SearchResultsPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Vacation rentals' })).getAllByRole('link');

/** Homes for the search, 10 on the first page, then "Show more homes". */
export const Results: Story = {
  parameters: playing('search/results'),
  play: async () => {
    await expect(await cards()).toHaveLength(10);
    await expect(screen.getByRole('heading', { level: 2, name: '13 homes' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show more homes' }));
    await expect(await screen.findAllByRole('link', { name: /Plateau Triplex Flat/ })).toHaveLength(
      1,
    );
    await expect(screen.queryByRole('button', { name: 'Show more homes' })).toBeNull();
  },
};

/** The corporate tenant's look of this page: the file's plays pin the consumer tenant. */
export const ResultsCorporate: Story = { ...Results, globals: corporateTenant };

const tofinoPath =
  '/vacation-rentals/?locationName=Tofino%2C+BC&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2&childrenCount=0';

/**
 * search/500-homes: a long search, still in pages of 10. Each card says where it stands among the
 * 500 (the list holds only the rows near the window once it is long).
 */
export const ManyHomes: Story = {
  args: { path: tofinoPath },
  parameters: playing('search/500-homes'),
  play: async () => {
    const links = await cards();
    await expect(links).toHaveLength(10);
    await expect(screen.getByRole('heading', { level: 2, name: '500 homes' })).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Vacation rentals' })).getAllByRole(
      'listitem',
    );
    await expect(items[0]).toHaveAttribute('aria-posinset', '1');
    await expect(items[9]).toHaveAttribute('aria-posinset', '10');
    await expect(items[9]).toHaveAttribute('aria-setsize', '500');
    await expect(screen.getByRole('button', { name: 'Show more homes' })).toBeVisible();
  },
};

/** A card opens the listing with the spec's shop query. */
export const OpeningAListing: Story = {
  parameters: playing('search/results'),
  play: async () => {
    const [first] = await cards();
    const href = first?.getAttribute('href') ?? '';
    await expect(href).toMatch(
      /^\/vacation-rentals\/shop\/\?listingId=listing-lakeside-cabin&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2/,
    );
    await expect(href).toContain('hotelDetailsEntrySource=list');
    await expect(href).toContain('sortOrder=Recommended');
    await expect(href).toContain('selectedLodgingIndex=0');
    await expect(href).toContain('lodgingSelection=');
  },
};

/** Sorted by price, lowest first. */
export const SortedByPrice: Story = {
  args: { path: `${resultsPath}&sortOrder=Pricing` },
  play: async () => {
    await cards();
    await expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue(
      'Price: lowest first',
    );
  },
};

/** The map view: price pins beside the cards; a card opened from here says it came from the map. */
export const MapView: Story = {
  args: { path: `${resultsPath}&view=map` },
  play: async () => {
    const [first] = await cards();
    await expect(first?.getAttribute('href')).toContain('hotelDetailsEntrySource=map');
    await expect(
      await screen.findByRole('region', { name: /Map of vacation rentals/ }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: playing('search/loading'),
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Loading homes' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: playing('search/empty'),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: emptyResultsTexts.title }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Search again' }));
    await expect(screen.getByRole('textbox', { name: 'Where' })).toHaveFocus();
  },
};

export const Error: Story = {
  parameters: playing('search/error'),
  play: async () => {
    await expect(
      await screen.findByRole('heading', {
        name: 'Uh oh! We were unable to process your search request.',
      }),
    ).toBeVisible();
  },
};

/** No place yet: the search bar asks for one. */
export const NoPlace: Story = {
  args: { path: '/vacation-rentals/' },
  play: async () => {
    await expect(await screen.findByText('Enter a place to see the homes there.')).toBeVisible();
  },
};
