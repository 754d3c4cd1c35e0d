import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  consumerTenant,
  corporateTenant,
  JourneyContinues,
  pageAt,
} from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent } from 'storybook/test';
import { HomesSearchPanel } from './HomesSearchPanel';

/** The panel on the landing page; Search leads to a card naming the results page and its address. */
function PanelInRouter() {
  return pageAt(
    [
      {
        path: 'vacation-rentals/',
        element: (
          <JourneyContinues name="Search results" storiesTitle="Pages/Homes/SearchResultsPage" />
        ),
      },
    ],
    '/',
    { landing: <HomesSearchPanel /> },
  );
}

const meta = {
  title: 'Patterns/Homes/HomesSearchPanel',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: PanelInRouter,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PanelInRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tomorrow for two nights and the tenant's adults until the traveller changes them; Search opens the results. */
export const Default: Story = {
  play: async () => {
    await expect(screen.getByRole('button', { name: /Jul 2 – Jul 4, 2 nights/ })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Where' }), 'Tofino');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results' }),
    ).toBeVisible();
    await expect(screen.getByText(/^\/vacation-rentals\/\?/)).toBeVisible();
  },
};

/** The corporate tenant's look of this page: the file's plays pin the consumer tenant. */
export const Corporate: Story = { globals: corporateTenant };
