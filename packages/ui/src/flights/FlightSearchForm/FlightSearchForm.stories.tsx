import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  defaultFlightSearchDraft,
  flightSearchProblemTexts,
  type FlightSearchDraft,
} from '@wayfare/domain';
import { exchangeAirports } from '@wayfare/mocks';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FlightSearchForm } from './FlightSearchForm';
import { flightSearchFormTexts } from './flightSearchFormTexts';

const today = '2026-07-01';

const meta = {
  title: 'Components/Flights/FlightSearchForm',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: FlightSearchForm,
  parameters: { layout: 'padded' },
  args: {
    label: 'Search flights',
    defaultValue: defaultFlightSearchDraft(today),
    airports: exchangeAirports,
    today,
    onSearch: fn(),
  },
} satisfies Meta<typeof FlightSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => screen.getByRole('search', { name: 'Search flights' });

/** Types into an airport field and chooses the first airport listed, with Enter. */
async function chooseAirport(field: HTMLElement, typed: string, chosen: string) {
  await userEvent.type(field, typed);
  await screen.findByRole('option', { name: new RegExp(`^${chosen.replace(/[()]/g, '\\$&')}`) });
  await userEvent.keyboard('{Enter}');
  await expect(field).toHaveValue(chosen);
}

/**
 * A round trip in two weeks for a week, one adult, Economy, airports to choose. Airports found by
 * city, the departure moved on its calendar, Search hands over the search.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const search = within(form());
    await expect(search.getByRole('radio', { name: 'Round trip' })).toBeChecked();
    await chooseAirport(search.getByRole('combobox', { name: 'From' }), 'toronto', 'Toronto (YYZ)');
    await chooseAirport(
      search.getByRole('combobox', { name: 'To' }),
      'los ang',
      'Los Angeles (LAX)',
    );
    await userEvent.click(search.getByRole('button', { name: 'Depart Wed, Jul 15' }));
    const calendar = await screen.findByRole('dialog', { name: 'Depart' });
    await userEvent.click(within(calendar).getByRole('gridcell', { name: '17' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(search.getByRole('button', { name: 'Depart Fri, Jul 17' })).toHaveFocus();
    await expect(search.getByRole('button', { name: 'Return Wed, Jul 22' })).toBeVisible();
    await expect(search.getByRole('button', { name: 'Passengers 1 passenger' })).toBeVisible();
    await expect(search.getByRole('combobox', { name: 'Cabin' })).toHaveValue('Economy');
    await userEvent.click(search.getByRole('button', { name: flightSearchFormTexts.search }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      tripType: 'round_trip',
      legs: [
        { origin: 'YYZ', destination: 'LAX', departureDate: '2026-07-17' },
        { origin: 'LAX', destination: 'YYZ', departureDate: '2026-07-22' },
      ],
      passengers: { adults: 1, children: 0, seatedInfants: 0, lapInfants: 0 },
      cabinClass: 'Economy',
    });
  },
};

/**
 * Search without airports searches nothing: each field says what it needs and the first takes
 * the focus; a field fixed stops saying so.
 */
export const MissingAirports: Story = {
  play: async ({ args }) => {
    const search = within(form());
    await userEvent.click(search.getByRole('button', { name: flightSearchFormTexts.search }));
    const from = search.getByRole('combobox', { name: 'From' });
    await expect(from).toHaveFocus();
    await expect(from).toHaveAccessibleDescription(flightSearchProblemTexts['origin-missing']);
    await expect(search.getByRole('combobox', { name: 'To' })).toHaveAccessibleDescription(
      flightSearchProblemTexts['destination-missing'],
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
    await chooseAirport(from, 'YUL', 'Montréal (YUL)');
    await expect(from).not.toHaveAccessibleDescription(flightSearchProblemTexts['origin-missing']);
  },
};

const multiCity: FlightSearchDraft = {
  tripType: 'multi_city',
  legs: [
    { origin: 'YYZ', destination: 'CDG', departureDate: '2026-08-01' },
    { origin: 'CDG', destination: 'FCO', departureDate: '2026-08-05' },
    { origin: 'FCO', destination: 'YYZ', departureDate: '2026-08-12' },
  ],
  passengers: { adults: 2, children: 1, seatedInfants: 0, lapInfants: 0 },
  cabinClass: 'Business',
};

/**
 * A multi-city trip of three flights, each a group named by its number with its remove button;
 * Add a flight takes the focus to the new flight, removing one to Add a flight.
 */
export const MultiCity: Story = {
  args: { defaultValue: multiCity },
  play: async () => {
    const search = within(form());
    await expect(search.getByRole('radio', { name: 'Multi-city' })).toBeChecked();
    const third = search.getByRole('group', { name: 'Flight 3' });
    await expect(within(third).getByRole('combobox', { name: 'From' })).toHaveValue('Rome (FCO)');
    await userEvent.click(search.getByRole('button', { name: flightSearchFormTexts.addFlight }));
    const fourth = search.getByRole('group', { name: 'Flight 4' });
    await expect(within(fourth).getByRole('combobox', { name: 'From' })).toHaveFocus();
    await expect(within(fourth).getByRole('combobox', { name: 'From' })).toHaveValue(
      'Toronto (YYZ)',
    );
    await expect(within(fourth).getByRole('button', { name: 'Depart Wed, Aug 19' })).toBeVisible();
    await userEvent.click(search.getByRole('button', { name: 'Remove flight 2' }));
    await expect(search.queryByRole('group', { name: 'Flight 4' })).toBeNull();
    await expect(
      search.getByRole('button', { name: flightSearchFormTexts.addFlight }),
    ).toHaveFocus();
    await expect(search.getByRole('combobox', { name: 'Cabin' })).toHaveValue('Business');
    await expect(search.getByRole('button', { name: 'Passengers 3 passengers' })).toBeVisible();
  },
};
