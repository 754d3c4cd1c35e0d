import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  consumerTenant,
  corporateTenant,
  JourneyContinues,
  pageAt,
} from '@wayfare/test-kit/storybook';
import { flightSearchFormTexts } from '@wayfare/ui';
import { expect, screen, userEvent, within } from 'storybook/test';
import { flightSearchTexts } from './flightSearchTexts';
import { FlightsSearchPanel } from './FlightsSearchPanel';
import { chooseAirport } from './testing/flightSearchPlays';

/** The panel on the landing page; Search leads to a card naming the flight list and its address. */
function PanelInRouter() {
  return pageAt(
    [
      {
        path: 'flights/shop/',
        element: (
          <JourneyContinues name="Flight list" storiesTitle="Pages/Flights/FlightShopPage" />
        ),
      },
    ],
    '/',
    { landing: <FlightsSearchPanel /> },
  );
}

const meta = {
  title: 'Patterns/Flights/FlightsSearchPanel',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: PanelInRouter,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PanelInRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The home page's Flights tab: a round trip in two weeks for a week, one adult, Economy, airports
 * to choose. Two airports chosen, Search opens the outbound's flight list.
 */
export const Default: Story = {
  play: async () => {
    const search = await screen.findByRole('search', { name: flightSearchTexts.formLabel });
    const field = (name: string) => within(search).getByRole('combobox', { name });
    await chooseAirport(field(flightSearchFormTexts.from), 'new york', 'New York (JFK)');
    await chooseAirport(field(flightSearchFormTexts.to), 'LHR', 'London (LHR)');
    await userEvent.click(
      within(search).getByRole('button', { name: flightSearchFormTexts.search }),
    );
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Flight list' }),
    ).toBeVisible();
    await expect(
      screen.getByText(
        '/flights/shop/?tripType=round_trip&legs=JFK-LHR-2026-07-15%2CLHR-JFK-2026-07-22&adults=1&cabinClass=Economy',
      ),
    ).toBeVisible();
  },
};

/** The corporate tenant's look of the panel: the file's plays pin the consumer tenant. */
export const Corporate: Story = { globals: corporateTenant };
