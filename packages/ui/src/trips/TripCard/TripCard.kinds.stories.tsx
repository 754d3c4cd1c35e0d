import type { Meta, StoryObj } from '@storybook/react-vite';
import { tripItineraryPath, type Trip } from '@wayfare/domain';
import { expect, within } from 'storybook/test';
import { definitionsOf } from '../../wallet/testing/definitionsOf';
import { tripOfEachKind } from '../testing/tripStoryTrips';
import type { TripCard } from './TripCard';
import defaultMeta from './TripCard.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/Trips/TripCard/Kinds',
} satisfies Meta<typeof TripCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A story of one kind (products §3 "Trip kinds"). Its play checks the kind's label, the title,
 * the card's `data-kind`, that the card links to its itinerary details (a watch excepted), and
 * what else the kind shows.
 */
function kindStory(
  trip: Trip,
  kindLabel: string,
  title: string,
  more: (card: HTMLElement) => Promise<void> = async () => {},
): Story {
  const links = trip.kind !== 'Watch';
  return {
    args: { trip, href: tripItineraryPath(trip.id) },
    play: async ({ canvasElement }) => {
      const card = within(canvasElement).getByRole('article', { name: title });
      await expect(card).toHaveAttribute('data-kind', trip.kind);
      await expect(within(card).getByText(kindLabel)).toBeVisible();
      await expect(within(card).queryAllByRole('link')).toHaveLength(links ? 1 : 0);
      await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(title);
      await more(card);
    },
  };
}

export const Flight = kindStory(tripOfEachKind.Flight, 'Flight', 'Toronto - Paris - Toronto');
export const Hotel = kindStory(tripOfEachKind.Hotel, 'Hotel', 'Harbourfront Hotel Vancouver');

/**
 * A watched price: no booking, so no link and no confirmation code; its status is the watch's,
 * with how it notifies and the current price, and a way to stop watching.
 */
export const Watch = kindStory(
  tripOfEachKind.Watch,
  'Price watch',
  'Toronto - Lisbon',
  async (card) => {
    await expect(definitionsOf(card, 'Status')).toEqual(['Watching']);
    await expect(definitionsOf(card, 'Notifications')).toEqual(['Email']);
    await expect(definitionsOf(card, 'Current price')).toEqual(['$612.00']);
    await expect(definitionsOf(card, 'Confirmation code')).toEqual([]);
    await expect(within(card).getByRole('button', { name: 'Stop watching' })).toBeVisible();
  },
);

export const Car = kindStory(tripOfEachKind.Car, 'Car', 'Toyota RAV4 or similar from Hertz');
export const Home = kindStory(tripOfEachKind.Home, 'Home', 'Lakeside Cabin with Dock');
export const Package = kindStory(
  tripOfEachKind.Package,
  'Package',
  'Playa Azul Resort + Toronto - Cancún - Toronto',
);
export const PackageHotel = kindStory(
  tripOfEachKind.PackageHotel,
  'Package hotel',
  'Hotel Fontana Roma',
);
export const PackageFlight = kindStory(
  tripOfEachKind.PackageFlight,
  'Package flight',
  'Toronto - Rome - Toronto',
);
export const Experience = kindStory(
  tripOfEachKind.Experience,
  'Experience',
  'Niagara Falls Boat Tour',
);
