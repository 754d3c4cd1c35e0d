import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  flightsBookPath,
  todayIn,
  type FlightSearch,
  type FlightShopRequest,
} from '@wayfare/domain';
import { flightShopFor } from '@wayfare/mocks';
import {
  consumerTenant,
  framedDocs,
  frozenNow,
  pageAt,
  playing,
} from '@wayfare/test-kit/storybook';
import { expect, screen, within } from 'storybook/test';
import { flightsRoutes } from '../routes/flightsRoutes';
import { flightBookTexts } from './flightBookTexts';

interface FlightBookPageAtProps {
  readonly path: string;
}

function FlightBookPageAt({ path }: FlightBookPageAtProps) {
  return pageAt(flightsRoutes(), path);
}

/** Toronto to Los Angeles and back in August: two adults and an infant on lap, Economy. */
const roundTrip: FlightSearch = {
  tripType: 'round_trip',
  legs: [
    { origin: 'YYZ', destination: 'LAX', departureDate: '2026-08-10' },
    { origin: 'LAX', destination: 'YYZ', departureDate: '2026-08-17' },
  ],
  passengers: { adults: 2, children: 0, seatedInfants: 0, lapInfants: 1 },
  cabinClass: 'Economy',
};

/** The fake backend's first flight and fare of a leg, as the list offers them to the stories' day. */
function firstFareId(request: FlightShopRequest): string {
  const answer = flightShopFor(request, todayIn(frozenNow));
  const fareId = 'shop' in answer ? answer.shop.flights[0]?.fares[0]?.fareId : undefined;
  if (!fareId) throw new Error(`The fake backend sells no fare for ${JSON.stringify(request)}`);
  return fareId;
}

const outbound = firstFareId({ search: roundTrip, flightShopType: 'default', chosenFareIds: [] });
const inbound = firstFareId({
  search: roundTrip,
  flightShopType: 'default',
  chosenFareIds: [outbound],
});
const reviewPath = flightsBookPath({
  search: roundTrip,
  flightShopType: 'default',
  chosenFareIds: [outbound, inbound],
});

const meta = {
  title: 'Pages/Flights/FlightBookPage',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: FlightBookPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { path: reviewPath },
} satisfies Meta<typeof FlightBookPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The chosen round trip: its route title, each leg with its flights and fare (each with Change),
 * who flies, and the price for an adult and for everyone.
 */
export const Review: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: flightBookTexts.title }),
    ).toBeVisible();
    await expect(screen.getByText('Toronto - Los Angeles - Toronto')).toBeVisible();
    await expect(
      screen.getByRole('heading', { level: 2, name: /^Outbound: YYZ to LAX/ }),
    ).toBeVisible();
    await expect(
      screen.getByRole('heading', { level: 2, name: /^Return: LAX to YYZ/ }),
    ).toBeVisible();
    const price = screen.getByRole('region', {
      name: 'Total for 2 adults, 1 infant on lap',
    });
    await expect(within(price).getByText('2 adults, 1 infant on lap')).toBeVisible();
    await expect(within(price).getAllByText(/^\$[\d,]+$/)).toHaveLength(2);
    await expect(screen.getByRole('link', { name: 'Change Return' })).toBeVisible();
    await expect(screen.getByText(flightBookTexts.notBookable)).toBeVisible();
  },
};

/** An address without a fare for every leg: said, with the way back to the search. */
export const Incomplete: Story = {
  args: { path: reviewPath.replace(/&fares=.*$/, `&fares=${outbound}`) },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: flightBookTexts.incompleteTitle }),
    ).toBeVisible();
  },
};

/** A fare the shop no longer sells: that leg's list, to choose again. */
export const FareNoLongerOffered: Story = {
  args: { path: reviewPath.replace(inbound, 'no-such-fare') },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: flightBookTexts.unsoldTitle }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: flightBookTexts.chooseAgain })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/flights\/shop\/\?.*&fares=[^&]+$/),
    );
  },
};

/** flights/shop-failed: the trip's flights cannot be asked for; the panel's button asks again. */
export const LoadFailed: Story = {
  parameters: playing('flights/shop-failed'),
  play: async () => {
    await expect(await screen.findByRole('button', { name: /try again/i })).toBeVisible();
  },
};
