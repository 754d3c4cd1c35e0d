import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FarePicker } from '../FarePicker';
import {
  connectingFlight,
  nonStopFlight,
  storyFlightNames,
  virtualInterlineFlight,
} from '../testing/storyFlights';
import { FlightCard } from './FlightCard';

const meta = {
  title: 'Components/Flights/FlightCard',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: FlightCard,
  parameters: { layout: 'padded' },
  args: {
    option: nonStopFlight,
    flightNames: storyFlightNames,
    expanded: false,
    onToggleFares: fn(),
    onShowDetails: fn(),
  },
} satisfies Meta<typeof FlightCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A non-stop: its times in each airport's clock, route, duration and airline, the tags of its
 * fares (Fastest, Best Quality, price freeze) and its lowest price.
 */
export const NonStop: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: '8:05 AM – 10:40 AM' })).toBeVisible();
    await expect(card.getByText('YYZ – LAX · 5 h 35 min · Non-stop')).toBeVisible();
    await expect(card.getByText('Air Canada')).toBeVisible();
    await expect(card.getByText('$389')).toBeVisible();
    await expect(card.getByText('per adult, whole trip')).toBeVisible();
    for (const tag of ['Fastest', 'Best Quality', 'Price freeze'])
      await expect(card.getByText(tag)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Choose a fare' }));
    await expect(args.onToggleFares).toHaveBeenCalledWith(nonStopFlight);
    await userEvent.click(card.getByRole('button', { name: 'Flight details' }));
    await expect(args.onShowDetails).toHaveBeenCalledWith(nonStopFlight);
  },
};

/** Opened: the fares under the card, its button now hiding them. */
export const Expanded: Story = {
  args: {
    expanded: true,
    children: (
      <FarePicker
        flightLabel="8:05 AM – 10:40 AM"
        fares={nonStopFlight.fares}
        passengerCount={2}
        onSelect={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const hide = card.getByRole('button', { name: 'Hide fares' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByRole('list', { name: 'Fares of 8:05 AM – 10:40 AM' })).toBeVisible();
  },
};

/** A connection landing the next day: "1 stop (ORD)", "+1 day", Best Price and Best Overall. */
export const Connecting: Story = {
  args: { option: connectingFlight },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('+1 day')).toBeVisible();
    await expect(card.getByText('YYZ – LAX · 7 h 55 min · 1 stop (ORD)')).toBeVisible();
    await expect(card.getByText('Best Price')).toBeVisible();
    await expect(card.getByText('Best Overall')).toBeVisible();
  },
};

/** A virtual interline (products §3): two airlines that do not work together, a self-transfer. */
export const VirtualInterline: Story = {
  args: { option: virtualInterlineFlight },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Self-transfer')).toBeVisible();
    await expect(
      card.getByText(
        'Airlines that do not work together: collect your bags and check in again at the self-transfer layover.',
      ),
    ).toBeVisible();
    await expect(card.getByText('WestJet, Frontier Airlines')).toBeVisible();
  },
};
