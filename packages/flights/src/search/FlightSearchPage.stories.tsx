import type { Meta, StoryObj } from '@storybook/react-vite';
import { cabinClassLabels, flightSearchProblemTexts } from '@wayfare/domain';
import {
  consumerTenant,
  framedDocs,
  JourneyContinues,
  mobileViewport,
  pageAt,
} from '@wayfare/test-kit/storybook';
import { flightSearchFormTexts } from '@wayfare/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FlightSearchPage } from './FlightSearchPage';
import { flightSearchTexts } from './flightSearchTexts';
import { chooseAirport, pickDay } from './testing/flightSearchPlays';

interface FlightSearchPageAtProps {
  readonly path: string;
}

/** The page at an address; Search leads to a card naming the flight list and its address. */
function FlightSearchPageAt({ path }: FlightSearchPageAtProps) {
  return pageAt(
    [
      {
        path: 'flights',
        children: [
          { index: true, element: <FlightSearchPage /> },
          {
            path: 'shop',
            element: (
              <JourneyContinues name="Flight list" storiesTitle="Pages/Flights/FlightShopPage" />
            ),
          },
        ],
      },
    ],
    path,
  );
}

const meta = {
  title: 'Pages/Flights/FlightSearchPage',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: FlightSearchPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { path: '/flights/' },
} satisfies Meta<typeof FlightSearchPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = flightSearchFormTexts;
const form = async () => screen.findByRole('search', { name: flightSearchTexts.formLabel });
const field = (scope: HTMLElement, name: string) => within(scope).getByRole('combobox', { name });
const searchButton = (scope: HTMLElement) =>
  within(scope).getByRole('button', { name: texts.search });
const flightGroup = (scope: HTMLElement, number: number) =>
  within(scope).getByRole('group', { name: texts.flight(number) });

/** The flight list the search opened, at its address. */
async function flightListAt(address: string) {
  await expect(await screen.findByRole('heading', { level: 1, name: 'Flight list' })).toBeVisible();
  await expect(screen.getByText(address)).toBeVisible();
}

/** Chooses a trip type by its radio button. */
const chooseTripType = async (scope: HTMLElement, name: string) =>
  userEvent.click(within(scope).getByRole('radio', { name }));

/**
 * Toronto to Los Angeles and back: the page's heading and intro, a round trip in two weeks for a
 * week, one adult, Economy; Search opens the outbound's flight list.
 */
export const RoundTrip: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: flightSearchTexts.heading }),
    ).toBeVisible();
    await expect(screen.getByText(flightSearchTexts.intro)).toBeVisible();
    const search = await form();
    const tripTypes = within(search).getByRole('radiogroup', { name: texts.tripType });
    await expect(within(tripTypes).getByRole('radio', { name: 'Round trip' })).toBeChecked();
    await chooseAirport(field(search, texts.from), 'toronto', 'Toronto (YYZ)');
    await chooseAirport(field(search, texts.to), 'LAX', 'Los Angeles (LAX)');
    await expect(within(search).getByRole('button', { name: 'Depart Wed, Jul 15' })).toBeVisible();
    await expect(within(search).getByRole('button', { name: 'Return Wed, Jul 22' })).toBeVisible();
    await userEvent.click(searchButton(search));
    await flightListAt(
      '/flights/shop/?tripType=round_trip&legs=YYZ-LAX-2026-07-15%2CLAX-YYZ-2026-07-22&adults=1&cabinClass=Economy',
    );
  },
};

/** The round trip on a phone: the fields stacked, the swap button between the airports. */
export const RoundTripMobile: Story = {
  ...RoundTrip,
  globals: { ...consumerTenant, ...mobileViewport },
};

/** One way: no return day; the swap button turns the flight around. */
export const OneWay: Story = {
  play: async () => {
    const search = await form();
    await chooseTripType(search, 'One way');
    await expect(within(search).queryByRole('button', { name: /^Return / })).toBeNull();
    await chooseAirport(field(search, texts.from), 'vancouver', 'Vancouver (YVR)');
    await chooseAirport(field(search, texts.to), 'calgary', 'Calgary (YYC)');
    await userEvent.click(within(search).getByRole('button', { name: texts.swap }));
    await expect(field(search, texts.from)).toHaveValue('Calgary (YYC)');
    await expect(field(search, texts.to)).toHaveValue('Vancouver (YVR)');
    await pickDay(search, texts.depart, 20);
    await userEvent.click(searchButton(search));
    await flightListAt(
      '/flights/shop/?tripType=one_way&legs=YYC-YVR-2026-07-20&adults=1&cabinClass=Economy',
    );
  },
};

/** Open jaw: two flights, the second from another airport than the first lands at. */
export const OpenJaw: Story = {
  play: async () => {
    const search = await form();
    await chooseTripType(search, 'Open jaw');
    const first = flightGroup(search, 1);
    const second = flightGroup(search, 2);
    await expect(within(search).queryByRole('button', { name: texts.addFlight })).toBeNull();
    await chooseAirport(field(first, texts.from), 'YYZ', 'Toronto (YYZ)');
    await chooseAirport(field(first, texts.to), 'paris', 'Paris (CDG)');
    await chooseAirport(field(second, texts.from), 'rome', 'Rome (FCO)');
    await chooseAirport(field(second, texts.to), 'YYZ', 'Toronto (YYZ)');
    await userEvent.click(searchButton(search));
    await flightListAt(
      '/flights/shop/?tripType=open_jaw&legs=YYZ-CDG-2026-07-15%2CFCO-YYZ-2026-07-22&adults=1&cabinClass=Economy',
    );
  },
};

const fiveLegs =
  'legs=YYZ-LHR-2026-08-01%2CLHR-CDG-2026-08-05%2CCDG-FCO-2026-08-09%2CFCO-BCN-2026-08-13%2CBCN-YYZ-2026-08-17';

/**
 * A multi-city trip of five flights, the most a search takes: each flight a group with its
 * remove button, Add a flight unavailable; Search opens the first flight's list.
 */
export const MultiCityFiveLegs: Story = {
  args: { path: `/flights/?tripType=multi_city&${fiveLegs}&adults=1&cabinClass=Economy` },
  play: async () => {
    const search = await form();
    await expect(within(search).getByRole('radio', { name: 'Multi-city' })).toBeChecked();
    for (const [number, from, to] of [
      [1, 'Toronto (YYZ)', 'London (LHR)'],
      [5, 'Barcelona (BCN)', 'Toronto (YYZ)'],
    ] as const) {
      const group = flightGroup(search, number);
      await waitFor(() => expect(field(group, texts.from)).toHaveValue(from));
      await expect(field(group, texts.to)).toHaveValue(to);
      await expect(
        within(group).getByRole('button', { name: texts.removeFlight(number) }),
      ).toBeVisible();
    }
    await expect(
      within(flightGroup(search, 3)).getByRole('button', { name: 'Depart Sun, Aug 9' }),
    ).toBeVisible();
    await expect(within(search).getByRole('button', { name: texts.addFlight })).toBeDisabled();
    await userEvent.click(searchButton(search));
    await flightListAt(
      `/flights/shop/?tripType=multi_city&${fiveLegs}&adults=1&cabinClass=Economy`,
    );
  },
};

/**
 * The passengers picker open: a stepper for adults, children, seated infants and infants on
 * lap, each with its ages; the field counts everyone.
 */
export const PassengersPickerOpen: Story = {
  play: async () => {
    const search = await form();
    await userEvent.click(within(search).getByRole('button', { name: 'Passengers 1 passenger' }));
    const picker = await screen.findByRole('dialog', { name: texts.passengers });
    // On a wide screen the picker grows into view: its texts are visible once it has.
    await waitFor(() => expect(picker).toBeVisible());
    for (const count of Object.values(texts.passengerCounts)) {
      const stepper = within(picker).getByRole('group', { name: count.title });
      await expect(within(stepper).getByText(count.caption)).toBeVisible();
    }
    await userEvent.click(within(picker).getByRole('button', { name: 'Add a child' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Add a seated infant' }));
    await expect(within(picker).getByText('1 seated infant')).toBeInTheDocument();
    // The field behind the open picker is hidden from assistive technology, so its query says so.
    await expect(
      within(search).getByRole('button', { name: 'Passengers 3 passengers', hidden: true }),
    ).toBeInTheDocument();
  },
};

/**
 * Search without airports: each airport field says what it needs, the first takes the focus,
 * and nothing is searched.
 */
export const MissingAirports: Story = {
  play: async () => {
    const search = await form();
    await userEvent.click(searchButton(search));
    await expect(field(search, texts.from)).toHaveFocus();
    await expect(field(search, texts.from)).toHaveAccessibleDescription(
      flightSearchProblemTexts['origin-missing'],
    );
    await expect(field(search, texts.to)).toHaveAccessibleDescription(
      flightSearchProblemTexts['destination-missing'],
    );
    await expect(
      within(search).getByText(flightSearchProblemTexts['origin-missing']),
    ).toBeVisible();
    await expect(screen.queryByRole('heading', { level: 1, name: 'Flight list' })).toBeNull();
  },
};

/** The same airport at both ends of a flight: the destination says so. */
export const SameAirports: Story = {
  play: async () => {
    const search = await form();
    await chooseAirport(field(search, texts.from), 'YUL', 'Montréal (YUL)');
    await chooseAirport(field(search, texts.to), 'montreal', 'Montréal (YUL)');
    await userEvent.click(searchButton(search));
    await expect(field(search, texts.to)).toHaveFocus();
    await expect(field(search, texts.to)).toHaveAccessibleDescription(
      flightSearchProblemTexts['same-airports'],
    );
  },
};

/**
 * A search of a day gone by (an old link): the form opens with it, and its departure says to
 * choose today or later.
 */
export const DateBeforeToday: Story = {
  args: {
    path: '/flights/?tripType=one_way&legs=YYZ-YVR-2026-06-20&adults=1&cabinClass=Economy',
  },
  play: async () => {
    const search = await form();
    await waitFor(() => expect(field(search, texts.from)).toHaveValue('Toronto (YYZ)'));
    await userEvent.click(searchButton(search));
    const depart = within(search).getByRole('button', { name: 'Depart Sat, Jun 20' });
    await expect(depart).toHaveFocus();
    await expect(depart).toHaveAccessibleDescription(flightSearchProblemTexts['date-before-today']);
  },
};

/** A return picked before the departure: the return says to fly after the flight before it. */
export const DatesOutOfOrder: Story = {
  play: async () => {
    const search = await form();
    await chooseAirport(field(search, texts.from), 'YYZ', 'Toronto (YYZ)');
    await chooseAirport(field(search, texts.to), 'miami', 'Miami (MIA)');
    await pickDay(search, texts.return, 10);
    await userEvent.click(searchButton(search));
    const back = within(search).getByRole('button', { name: 'Return Fri, Jul 10' });
    await expect(back).toHaveFocus();
    await expect(back).toHaveAccessibleDescription(flightSearchProblemTexts['dates-out-of-order']);
  },
};

/** Opens the passengers picker, presses its buttons in turn, and closes it with Done. */
async function stepPassengers(search: HTMLElement, presses: readonly string[]) {
  await userEvent.click(within(search).getByRole('button', { name: /^Passengers / }));
  const picker = await screen.findByRole('dialog', { name: texts.passengers });
  // Found, the popover may not show yet (a run read its notice while it was not visible).
  await waitFor(() => expect(picker).toBeVisible());
  for (const name of presses) await userEvent.click(within(picker).getByRole('button', { name }));
  return picker;
}

/** Closes the passengers picker with Done. */
async function donePassengers(picker: HTMLElement) {
  await userEvent.click(within(picker).getByRole('button', { name: texts.done }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/**
 * No adult (products §5 NoAdultPassenger): the picker says so as the last adult goes, and the
 * passengers field once Search is pressed.
 */
export const NoAdultPassenger: Story = {
  play: async () => {
    const search = await form();
    await chooseAirport(field(search, texts.from), 'YYZ', 'Toronto (YYZ)');
    await chooseAirport(field(search, texts.to), 'boston', 'Boston (BOS)');
    const picker = await stepPassengers(search, ['Add a child', 'Remove an adult']);
    await expect(within(picker).getByText(flightSearchProblemTexts.NoAdultPassenger)).toBeVisible();
    await donePassengers(picker);
    await userEvent.click(searchButton(search));
    const passengers = within(search).getByRole('button', { name: /^Passengers / });
    await expect(passengers).toHaveFocus();
    await expect(passengers).toHaveAccessibleDescription(flightSearchProblemTexts.NoAdultPassenger);
  },
};

/**
 * More infants on a lap than adults (products §5 TooManyLapInfants): each lap infant needs an
 * adult of their own.
 */
export const TooManyLapInfants: Story = {
  play: async () => {
    const search = await form();
    await chooseAirport(field(search, texts.from), 'YYZ', 'Toronto (YYZ)');
    await chooseAirport(field(search, texts.to), 'orlando', 'Orlando (MCO)');
    const picker = await stepPassengers(search, ['Add an infant on lap', 'Add an infant on lap']);
    await expect(
      within(picker).getByText(flightSearchProblemTexts.TooManyLapInfants),
    ).toBeVisible();
    await donePassengers(picker);
    await userEvent.click(searchButton(search));
    await expect(
      within(search).getByRole('button', { name: 'Passengers 3 passengers' }),
    ).toHaveAccessibleDescription(flightSearchProblemTexts.TooManyLapInfants);
  },
};

/**
 * More than nine passengers (products §5 TooManyPassengers), from an address: the field says so;
 * in the picker, adding stops at nine and says why.
 */
export const TooManyPassengers: Story = {
  args: {
    path: '/flights/?tripType=one_way&legs=YYZ-YVR-2026-08-01&adults=6&children=4&cabinClass=Economy',
  },
  play: async () => {
    const search = await form();
    await waitFor(() => expect(field(search, texts.from)).toHaveValue('Toronto (YYZ)'));
    await userEvent.click(searchButton(search));
    const passengers = within(search).getByRole('button', { name: 'Passengers 10 passengers' });
    await expect(passengers).toHaveFocus();
    await expect(passengers).toHaveAccessibleDescription(
      flightSearchProblemTexts.TooManyPassengers,
    );
    const picker = await stepPassengers(search, ['Remove a child']);
    const addAdult = within(picker).getByRole('button', { name: 'Add an adult' });
    await expect(addAdult).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(picker).getByText(flightSearchProblemTexts.TooManyPassengers),
    ).toBeVisible();
    await donePassengers(picker);
    await expect(passengers).not.toHaveAccessibleDescription(
      flightSearchProblemTexts.TooManyPassengers,
    );
  },
};

/**
 * "Search again" from the flight list: the address's search fills the form in (its airports,
 * days, passengers and cabin); Search opens the same list.
 */
export const PrefilledFromAddress: Story = {
  args: {
    path: '/flights/?tripType=round_trip&legs=YYZ-CUN-2026-12-19%2CCUN-YYZ-2026-12-27&adults=2&children=1&lapInfants=1&cabinClass=PremiumEconomy',
  },
  play: async () => {
    const search = await form();
    await waitFor(() => expect(field(search, texts.from)).toHaveValue('Toronto (YYZ)'));
    await expect(field(search, texts.to)).toHaveValue('Cancún (CUN)');
    await expect(within(search).getByRole('button', { name: 'Depart Sat, Dec 19' })).toBeVisible();
    await expect(within(search).getByRole('button', { name: 'Return Sun, Dec 27' })).toBeVisible();
    await expect(
      within(search).getByRole('button', { name: 'Passengers 4 passengers' }),
    ).toBeVisible();
    await expect(within(search).getByRole('combobox', { name: texts.cabinClass })).toHaveValue(
      'PremiumEconomy',
    );
    await expect(
      within(search).getByRole('option', { name: cabinClassLabels.PremiumEconomy }),
    ).toHaveProperty('selected', true);
    await userEvent.click(searchButton(search));
    await flightListAt(
      '/flights/shop/?tripType=round_trip&legs=YYZ-CUN-2026-12-19%2CCUN-YYZ-2026-12-27&adults=2&children=1&lapInfants=1&cabinClass=PremiumEconomy',
    );
  },
};
