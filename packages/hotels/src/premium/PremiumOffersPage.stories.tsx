import type { Meta, StoryObj } from '@storybook/react-vite';
import { routePaths } from '@wayfare/domain';
import { consumerTenant, framedDocs, pageAt } from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, within } from 'storybook/test';
import { hotelsRoutes } from '../routes/hotelsRoutes';
import { reachDestination } from '../search/testing/reachDestination';
import { premiumCollectionBenefits, premiumOffersTexts } from './premiumStayTexts';

function PremiumOffersPageAt({ path }: { readonly path: string }) {
  return pageAt(hotelsRoutes(), path);
}

const meta = {
  title: 'Pages/Hotels/PremiumOffersPage',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: PremiumOffersPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { path: routePaths.premiumOffers },
} satisfies Meta<typeof PremiumOffersPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each collection's benefits, and a search of its hotels. */
export const Default: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: premiumOffersTexts.title }),
    ).toBeVisible();
    for (const [collection, name] of [
      ['Premier', 'Premier Collection'],
      ['Lifestyle', 'Lifestyle Collection'],
    ] as const) {
      const section = screen.getByRole('region', { name: premiumOffersTexts.search(name) });
      const benefits = within(section).getByRole('region', { name: `${name} benefits` });
      for (const benefit of premiumCollectionBenefits[collection])
        await expect(within(benefits).getByText(benefit)).toBeVisible();
      await expect(
        within(section).getByRole('search', { name: `Search ${name} hotels` }),
      ).toBeVisible();
    }
  },
};

/** A Lifestyle Collection search opens the hotel results of the collection only. */
export const SearchLifestyle: Story = {
  play: async () => {
    const section = await screen.findByRole('region', {
      name: premiumOffersTexts.search('Lifestyle Collection'),
    });
    const search = within(section).getByRole('search', {
      name: 'Search Lifestyle Collection hotels',
    });
    await userEvent.type(await reachDestination(within(search)), 'Chicago');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Lifestyle Collection hotels in Chicago' },
        { timeout: 10000 },
      ),
    ).toBeVisible();
  },
};
