import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  consumerTenant,
  corporateTenant,
  JourneyContinues,
  pageAt,
} from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent } from 'storybook/test';
import { hotelSearchTexts } from './hotelSearchTexts';
import { HotelsSearchPanel, type HotelsSearchPanelProps } from './HotelsSearchPanel';
import { reachDestination } from './testing/reachDestination';

/** The panel on the landing page; Search leads to a card naming the results page and its address. */
function PanelInRouter({ lodgingCollection }: HotelsSearchPanelProps) {
  return pageAt(
    [
      {
        path: 'stays/availability/',
        element: (
          <JourneyContinues name="Hotel results" storiesTitle="Pages/Hotels/HotelResultsPage" />
        ),
      },
    ],
    '/',
    { landing: <HotelsSearchPanel lodgingCollection={lodgingCollection} /> },
  );
}

const meta = {
  title: 'Patterns/Hotels/HotelsSearchPanel',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: PanelInRouter,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PanelInRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

const destination = () => screen.getByRole('combobox', { name: 'Destination' });

/** Types a few letters of a city, chooses its suggestion with the keyboard, and searches. */
async function searchChicago() {
  await userEvent.type(await reachDestination(screen), 'chi');
  await expect(await screen.findByRole('option', { name: 'Chicago, IL' })).toBeVisible();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect(destination()).toHaveValue('Chicago, IL');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await expect(
    await screen.findByRole('heading', { level: 1, name: 'Hotel results' }),
  ).toBeVisible();
}

/** Tomorrow for two nights, the tenant's adults and one room; a suggestion chosen, Search opens the results. */
export const Default: Story = {
  play: async () => {
    await expect(screen.getByRole('search', { name: 'Search hotels' })).toBeVisible();
    await expect(screen.getByRole('button', { name: /Jul 2 – Jul 4, 2 nights/ })).toBeVisible();
    await searchChicago();
    await expect(
      screen.getByText(/^\/stays\/availability\/\?placeTerm=Chicago%2C\+IL&/),
    ).toBeVisible();
  },
};

/** The Premier Collection tab: the results it opens show that collection's hotels only. */
export const PremierCollection: Story = {
  args: { lodgingCollection: 'Premier' },
  play: async () => {
    await expect(
      screen.getByRole('search', { name: 'Search Premier Collection hotels' }),
    ).toBeVisible();
    await searchChicago();
    await expect(
      screen.getByText(
        /^\/stays\/availability\/\?placeTerm=Chicago%2C\+IL&.*lodgingCollection=Premier/,
      ),
    ).toBeVisible();
  },
};

/** Search without a destination searches nothing: the field says so and has the focus. */
export const EmptyDestination: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expect(destination()).toHaveFocus();
    await expect(destination()).toHaveAccessibleDescription(hotelSearchTexts.destinationMissing);
    await expect(screen.queryByRole('heading', { level: 1, name: 'Hotel results' })).toBeNull();
  },
};

/** The corporate tenant's look of this page: the file's plays pin the consumer tenant. */
export const Corporate: Story = { globals: corporateTenant };
