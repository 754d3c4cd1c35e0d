import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PricePredictionBucket } from '@wayfare/domain';
import { fareShelfLabels, flightCardTexts, pricePredictionTitles } from '@wayfare/ui';
import { consumerTenant, framedDocs, pageAt, playing } from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, within } from 'storybook/test';
import { flightsRoutes } from '../routes/flightsRoutes';
import { flightShopTexts, flightSortLabels } from './flightShopTexts';

interface FlightShopPageAtProps {
  readonly path: string;
}

function FlightShopPageAt({ path }: FlightShopPageAtProps) {
  return pageAt(flightsRoutes(), path);
}

/** Toronto to Los Angeles and back in August, one adult, Economy. */
const roundTripPath =
  '/flights/shop/?tripType=round_trip&legs=YYZ-LAX-2026-08-10%2CLAX-YYZ-2026-08-17&adults=1&cabinClass=Economy';

const meta = {
  title: 'Pages/Flights/FlightShopPage',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: FlightShopPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { path: roundTripPath },
} satisfies Meta<typeof FlightShopPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const flightList = async () =>
  screen.findByRole('list', { name: flightShopTexts.listLabel }, { timeout: 5000 });
const flightCards = async () => within(await flightList()).getAllByRole('article');

/** Opens the first flight's fares and answers them. */
async function openFirstFares() {
  const [first] = await flightCards();
  if (!first) throw new Error('No flight in the list');
  await userEvent.click(within(first).getByRole('button', { name: flightCardTexts.chooseFare }));
  return within(first).getByRole('list', { name: /^Fares of / });
}

/**
 * A round trip's outbound list: the prediction, the count, the filters and the sort; a fare chosen
 * opens the return list, the outbound above it with its Change.
 */
export const RoundTrip: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Outbound: choose a flight' }),
    ).toBeVisible();
    await flightList();
    await expect(screen.getByRole('heading', { level: 2, name: /^\d+ flights$/ })).toBeVisible();
    const fares = await openFirstFares();
    const [select] = within(fares).getAllByRole('button', { name: /^Select / });
    await userEvent.click(select!);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Return: choose a flight' }),
    ).toBeVisible();
    const chosen = screen.getByRole('region', { name: flightShopTexts.chosenLabel });
    await expect(within(chosen).getByText(/^Outbound: YYZ – LAX, Aug 10, 2026/)).toBeVisible();
    await expect(within(chosen).getByRole('link', { name: 'Change Outbound' })).toBeVisible();
  },
};

/** Sorted by price, non-stop only: the count says how many of all pass, cheapest first. */
export const FiltersAndSort: Story = {
  play: async () => {
    await flightList();
    const count = screen.getByRole('heading', { level: 2, name: /^\d+ flights$/ });
    const total = Number.parseInt(count.textContent ?? '', 10);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      flightSortLabels.price,
    );
    // On a phone the filters are behind their button.
    const filtersButton = screen.queryByRole('button', { name: flightShopTexts.filters });
    if (filtersButton) await userEvent.click(filtersButton);
    await userEvent.click(screen.getByRole('radio', { name: 'Non-stop only' }));
    const filtered = await screen.findByRole('heading', {
      level: 2,
      name: new RegExp(`^\\d+ of ${total} flights$`),
    });
    await expect(Number.parseInt(filtered.textContent ?? '', 10)).toBeLessThan(total);
    const cards = await flightCards();
    const prices = cards.map((card) =>
      Number(
        within(card)
          .getByText(/^\$[\d,]+$/)
          .textContent?.replace(/[$,]/g, ''),
      ),
    );
    await expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const card of cards) await expect(within(card).getByText(/Non-stop/)).toBeVisible();
  },
};

/** flights/fare-tags: fares tagged Best Price, Fastest, Best Overall, Best Quality and price freeze. */
export const FareTags: Story = {
  parameters: playing('flights/fare-tags'),
  play: async () => {
    const list = await flightList();
    for (const tag of ['Best Price', 'Fastest', 'Best Overall', 'Best Quality', 'Price freeze'])
      await expect(within(list).getAllByText(tag).length).toBeGreaterThan(0);
  },
};

/** flights/shelves: shelves basic to luxury, with their cabins and refundability. */
export const Shelves: Story = {
  parameters: playing('flights/shelves'),
  play: async () => {
    const fares = await openFirstFares();
    for (const shelf of Object.values(fareShelfLabels))
      await expect(within(fares).getByText(shelf)).toBeVisible();
    await expect(within(fares).getAllByText('Full travel credit if you cancel')).not.toHaveLength(
      0,
    );
    await expect(within(fares).getByText('Partial travel credit if you cancel')).toBeVisible();
  },
};

const predictionStory = (bucket: PricePredictionBucket): Story => ({
  parameters: playing(`flights/prediction-${bucket}`),
  play: async () => {
    await expect(await screen.findByText(pricePredictionTitles[bucket])).toBeVisible();
  },
});

/** flights/prediction-great: book now. */
export const PredictionGreat = predictionStory('great');
/** flights/prediction-good: book now. */
export const PredictionGood = predictionStory('good');
/** flights/prediction-fair: book now. */
export const PredictionFair = predictionStory('fair');
/** flights/prediction-wait: prices are likely to drop. */
export const PredictionWait = predictionStory('wait');

/** flights/baggage-allowed: bags included, and what more cost ('Bag N at $amount currency'). */
export const BaggageAllowed: Story = {
  parameters: playing('flights/baggage-allowed'),
  play: async () => {
    const fares = await openFirstFares();
    await expect(
      within(fares).getAllByText(/^Bag \d at \$\d+\.\d\d [A-Z]{3}$/).length,
    ).toBeGreaterThan(0);
  },
};

/** flights/baggage-not-allowed: no checked bag on any fare. */
export const BaggageNotAllowed: Story = {
  parameters: playing('flights/baggage-not-allowed'),
  play: async () => {
    const fares = await openFirstFares();
    await expect(within(fares).getAllByText('Checked bags not allowed').length).toBeGreaterThan(0);
  },
};

/** flights/baggage-unknown: the fares say nothing of bags. */
export const BaggageUnknown: Story = {
  parameters: playing('flights/baggage-unknown'),
  play: async () => {
    const fares = await openFirstFares();
    await expect(
      within(fares).getAllByText('Bag rules not available: ask the airline').length,
    ).toBeGreaterThan(0);
  },
};

/** flights/penalties-known: free, for a fee, not allowed, non-refundable (products §9). */
export const PenaltiesKnown: Story = {
  parameters: playing('flights/penalties-known'),
  play: async () => {
    const fares = await openFirstFares();
    await expect(
      within(fares).getAllByText(/^(free|for a fee|not allowed|non-refundable)/).length,
    ).toBeGreaterThan(0);
  },
};

/** flights/penalties-externally-managed: the airline sets changes and cancellations. */
export const PenaltiesExternallyManaged: Story = {
  parameters: playing('flights/penalties-externally-managed'),
  play: async () => {
    const fares = await openFirstFares();
    await expect(within(fares).getAllByText('Set by the airline').length).toBeGreaterThan(0);
  },
};

/** flights/penalties-unknown: nothing known of changes and cancellations. */
export const PenaltiesUnknown: Story = {
  parameters: playing('flights/penalties-unknown'),
  play: async () => {
    const fares = await openFirstFares();
    await expect(within(fares).getAllByText('Not available').length).toBeGreaterThan(0);
  },
};

/** flights/multi-ticket-single: every flight on one ticket, no ticketing tag. */
export const MultiTicketSingle: Story = {
  parameters: playing('flights/multi-ticket-single'),
  play: async () => {
    const list = await flightList();
    await expect(within(list).queryByText('Two tickets')).toBeNull();
    await expect(within(list).queryByText('Self-transfer')).toBeNull();
  },
};

/** flights/multi-ticket-hacker-fare: two one-way tickets. */
export const MultiTicketHackerFare: Story = {
  parameters: playing('flights/multi-ticket-hacker-fare'),
  play: async () => {
    const list = await flightList();
    await expect(within(list).getAllByText('Two tickets').length).toBeGreaterThan(0);
  },
};

/** flights/multi-ticket-virtual-interline: a self-transfer layover, said on the card and in the details. */
export const MultiTicketVirtualInterline: Story = {
  parameters: playing('flights/multi-ticket-virtual-interline'),
  play: async () => {
    const list = await flightList();
    const [card] = within(list)
      .getAllByRole('article')
      .filter((each) => within(each).queryByText('Self-transfer'));
    await userEvent.click(within(card!).getByRole('button', { name: flightCardTexts.details }));
    const dialog = await screen.findByRole('dialog');
    await expect(
      within(dialog).getByText('Self-transfer: collect your bags and check in again.'),
    ).toBeVisible();
  },
};

/** flights/empty: no flights (products §8 NoFlightsFound), and the way back to the search. */
export const Empty: Story = {
  parameters: playing('flights/empty'),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: flightShopTexts.noFlightsTitle }),
    ).toBeVisible();
    await expect(screen.getByText(flightShopTexts.noFlightsText)).toBeVisible();
  },
};

/** A multi-city trip of three legs: the first leg's list, titled "Leg 1 of 3". */
export const MultiCity: Story = {
  args: {
    path: '/flights/shop/?tripType=multi_city&legs=YYZ-LHR-2026-08-10%2CLHR-CDG-2026-08-14%2CCDG-YYZ-2026-08-20&adults=2&cabinClass=Business',
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Leg 1 of 3: choose a flight' }),
    ).toBeVisible();
    await flightList();
  },
};

/**
 * products §2 flightShopType pf-purchase: the list says what it is for, and every flight's price
 * can be frozen.
 */
export const PriceFreezePurchase: Story = {
  args: { path: `${roundTripPath}&flightShopType=pf-purchase` },
  play: async () => {
    await expect(
      await screen.findByText(
        'Freezing a price: choose the flight and fare whose price you want to keep.',
      ),
    ).toBeVisible();
    const flights = await screen.findAllByRole('button', { name: flightCardTexts.chooseFare });
    await expect(screen.getAllByText(flightCardTexts.priceFreeze)).toHaveLength(flights.length);
  },
};

/** An address that names no whole trip: said, with the way back to the search. */
export const IncompleteSearch: Story = {
  args: { path: '/flights/shop/?tripType=round_trip&legs=YYZ-LAX-2026-08-10' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: flightShopTexts.invalidTitle }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: flightShopTexts.searchFlights })).toHaveAttribute(
      'href',
      '/flights/',
    );
  },
};

/** flights/loading: the shop searching, shown as progress with the cards' room, never blank. */
export const Loading: Story = {
  parameters: playing('flights/loading'),
  play: async () => {
    const status = await screen.findByRole('status', { name: flightShopTexts.loading });
    await expect(within(status).getByText(flightShopTexts.loadingText)).toBeVisible();
    await expect(within(status).getByRole('progressbar')).toBeVisible();
  },
};

/** flights/shop-failed: the search's failure panel, whose button asks again. */
export const ShopFailed: Story = {
  parameters: playing('flights/shop-failed'),
  play: async () => {
    await expect(
      await screen.findByText('Uh oh! We were unable to process your search request.'),
    ).toBeVisible();
  },
};
